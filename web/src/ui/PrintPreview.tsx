import { paths } from '../lib/paths';
import { Anchor, Box, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export type PageSize = 'A4' | 'A5';
export type PdfLinks = Record<PageSize, string>;

export const PRINT_PREVIEW_TITLE = 'VISUALIZAR IMPRESSÃO';
/** Spec section 2: the PDF is embedded from the md breakpoint (1200 px) up. */
const LARGE_SCREEN = '(min-width: 75em)';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Fresh signed links to the PDF (they live a few minutes), asked for each time the overlay opens. */
  loadLinks: () => Promise<PdfLinks>;
  /** The print layout screen hides the button that leads to itself. */
  showEditLayout?: boolean;
};

/**
 * The print preview overlay: paper sizes A5 and A4; on large screens the PDF embedded, with a
 * loading text, a download link should the browser not show it, the edit header/footer button and
 * an open-in-new-window link; on small screens a size picker, 'Abrir PDF' and the edit button.
 */
export function PrintPreview({ opened, onClose, loadLinks, showEditLayout = true }: Props) {
  const large = useMediaQuery(LARGE_SCREEN) ?? false;
  const navigate = useNavigate();
  const [size, setSize] = useState<PageSize>('A4');
  const [links, setLinks] = useState<PdfLinks | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) {
      setLinks(null);
      setLoadedUrl(null);
      return;
    }
    let current = true;
    loadLinks().then(
      (fresh) => current && setLinks(fresh),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [opened, loadLinks, onClose]);

  const url = links?.[size] ?? null;
  const editLayout = () => {
    onClose();
    navigate(paths.printLayout());
  };
  const editButton = showEditLayout && (
    <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={editLayout}>
      Editar cabeçalho e rodapé
    </Button>
  );
  const sizePicker = (
    <SegmentedControl
      value={size}
      onChange={(value) => setSize(value as PageSize)}
      data={[
        { value: 'A5', label: 'A5' },
        { value: 'A4', label: 'A4' },
      ]}
      aria-label="Tamanho do papel"
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={PRINT_PREVIEW_TITLE} size={large ? '90%' : 'md'} centered={!large} styles={{ title: { fontWeight: 700 } }}>
      {large ? (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            {sizePicker}
            <Group gap="sm">
              {editButton}
              {url && (
                <Anchor href={url} target="_blank" rel="noopener" size="sm">
                  <Group gap={4} component="span">
                    <IconExternalLink size={16} aria-hidden />
                    Abrir em nova janela
                  </Group>
                </Anchor>
              )}
            </Group>
          </Group>
          <Box pos="relative" h="75vh" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            {url !== loadedUrl && (
              <Group pos="absolute" inset={0} justify="center" align="center" gap="xs">
                <Loader size="sm" />
                <Text c="dimmed">Carregando o PDF...</Text>
              </Group>
            )}
            {url && (
              <iframe
                key={url}
                src={url}
                title={`Impressão em ${size}`}
                onLoad={() => setLoadedUrl(url)}
                style={{ border: 0, width: '100%', height: '100%', position: 'relative' }}
              />
            )}
          </Box>
          {url && (
            <Text size="sm" c="dimmed">
              O PDF não apareceu?{' '}
              <Anchor href={url} download>
                Baixe o arquivo
              </Anchor>
              .
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">Escolha o tamanho do papel e abra o PDF para imprimir.</Text>
          {sizePicker}
          <Button
            component="a"
            href={url ?? undefined}
            target="_blank"
            rel="noopener"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            disabled={!url}
            loading={!url}
          >
            Abrir PDF
          </Button>
          {editButton}
        </Stack>
      )}
    </Modal>
  );
}
