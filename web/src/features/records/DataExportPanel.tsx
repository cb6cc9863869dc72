import { Alert, Button, Group, Paper, Progress, Stack, Text, Title, type PaperProps } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../ui/notify';

export type ExportStatus = 'PENDING' | 'DONE' | 'FAILED' | '%future added value';

export interface ExportState {
  readonly databaseId: number;
  readonly status: ExportStatus;
  readonly downloadUrl: string | null | undefined;
  readonly filename: string | null | undefined;
  readonly expiresAt: string | null | undefined;
}

/** How often a pending export is asked about again. */
export const EXPORT_POLL_MS = 1500;
export const EXPORT_FAILED = 'Não foi possível gerar o arquivo. Tente novamente.';
export const EXPORT_REQUEST_FAILED = 'Não foi possível pedir a exportação. Tente novamente.';
export const EXPORT_PENDING = 'Gerando o arquivo… Pode levar alguns minutos; você pode continuar usando o sistema.';

interface DataExportPanelProps {
  title: string;
  description: string;
  buttonLabel: string;
  /** Asks for a new export; its first state, or null when the request failed (the caller said why). */
  request: () => Promise<ExportState | null>;
  /** The export's state now; null when it is gone. */
  read: (databaseId: number) => Promise<ExportState | null>;
  /** The card's spacing, to match the screen it sits on. */
  paper?: PaperProps;
}

/**
 * A ZIP the api builds in the background: the button asks for it, the panel asks about it every
 * EXPORT_POLL_MS while it is being made and then offers the download until the link expires.
 */
export function DataExportPanel({ title, description, buttonLabel, request, read, paper }: DataExportPanelProps) {
  const titleId = useId();
  const [state, setState] = useState<ExportState | null>(null);
  const [asking, setAsking] = useState(false);
  const reading = useRef(read);
  reading.current = read;

  const pending = state?.status === 'PENDING';
  const databaseId = state?.databaseId;
  useEffect(() => {
    if (!pending || databaseId === undefined) return;
    let stopped = false;
    const timer = setInterval(() => {
      reading
        .current(databaseId)
        .then((next) => {
          if (stopped || !next || next.status === 'PENDING') return;
          setState(next);
          if (next.status === 'FAILED') notify.error(EXPORT_FAILED);
        })
        .catch(() => undefined);
    }, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pending, databaseId]);

  const start = useCallback(async () => {
    setAsking(true);
    try {
      const first = await request();
      if (first) setState(first);
    } finally {
      setAsking(false);
    }
  }, [request]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} {...paper} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Button variant="light" leftSection={<IconFileZip size={18} aria-hidden />} onClick={() => void start()} loading={asking} disabled={pending}>
            {buttonLabel}
          </Button>
        </Group>
        {pending && (
          <Stack gap={6} role="status">
            <Progress value={100} striped animated aria-label="Exportação em andamento" />
            <Text size="sm">{EXPORT_PENDING}</Text>
          </Stack>
        )}
        {state?.status === 'DONE' && state.downloadUrl && (
          <Alert color="green" variant="light" title="Arquivo pronto">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {state.filename ?? 'dados.zip'}
                {state.expiresAt ? ` — disponível até ${dayjs(state.expiresAt).format('DD/MM/YYYY [às] HH:mm')}.` : ''}
              </Text>
              <Button component="a" href={state.downloadUrl} download={state.filename ?? true} leftSection={<IconDownload size={18} aria-hidden />}>
                Baixar arquivo
              </Button>
            </Stack>
          </Alert>
        )}
        {state?.status === 'FAILED' && (
          <Alert color="red" variant="light" role="alert">
            {EXPORT_FAILED}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
