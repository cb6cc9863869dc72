import { Alert, Button, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { notify } from '../../ui/notify';
import type { CalendarFeedModalMutation } from './__generated__/CalendarFeedModalMutation.graphql';
import type { CalendarFeedModalQuery } from './__generated__/CalendarFeedModalQuery.graphql';

export const CALENDAR_FEED_MESSAGES = {
  title: 'Agenda no seu calendário',
  explain:
    'Assine este endereço no Google Agenda ("Outras agendas" → "Do URL") ou no Calendário da Apple ("Nova assinatura de calendário") para ver seus atendimentos lá. Quem tiver o endereço vê a sua agenda: não o compartilhe.',
  none: 'Você ainda não tem um endereço de calendário.',
  make: 'Gerar endereço',
  renew: 'Gerar novo endereço',
  renewed: 'Endereço novo gerado. O anterior deixou de funcionar.',
  renewWarning: 'Gerar um novo endereço desliga o atual: os calendários que o assinam param de receber seus atendimentos.',
  failed: 'Não foi possível gerar o endereço. Tente de novo.',
  loadFailed: 'Erro ao carregar o endereço do calendário',
} as const;

const query = graphql`
  query CalendarFeedModalQuery {
    viewer {
      id
      calendarFeedUrl
    }
  }
`;

const mutation = graphql`
  mutation CalendarFeedModalMutation($input: RenewCalendarFeedInput!) {
    renewCalendarFeed(input: $input) {
      url
      fullMessages
    }
  }
`;

function FeedAddress() {
  const { viewer } = useLazyLoadQuery<CalendarFeedModalQuery>(query, {}, { fetchPolicy: 'network-only' });
  const [url, setUrl] = useState(viewer?.calendarFeedUrl ?? null);
  const [renew, renewing] = useMutationPromise<CalendarFeedModalMutation>(mutation);
  if (!viewer) return null;

  const make = async () => {
    try {
      const { renewCalendarFeed } = await renew({ variables: { input: { userId: viewer.id } }, skipErrorToast: true });
      if (!renewCalendarFeed.url) throw new Error(renewCalendarFeed.fullMessages.join(' '));
      if (url) notify.success(CALENDAR_FEED_MESSAGES.renewed);
      setUrl(renewCalendarFeed.url);
    } catch {
      notify.error(CALENDAR_FEED_MESSAGES.failed);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{CALENDAR_FEED_MESSAGES.explain}</Text>
      {url ? (
        <>
          <TextInput
            label="Endereço do calendário"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSectionWidth={96}
            rightSection={
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                    {copied ? 'Copiado' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            }
          />
          <Alert color="yellow" variant="light">
            {CALENDAR_FEED_MESSAGES.renewWarning}
          </Alert>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {CALENDAR_FEED_MESSAGES.none}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant={url ? 'default' : 'filled'} loading={renewing} leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void make()}>
          {url ? CALENDAR_FEED_MESSAGES.renew : CALENDAR_FEED_MESSAGES.make}
        </Button>
      </Group>
    </Stack>
  );
}

/** The signed-in professional's secret iCal address, to see the agenda in Google or Apple's calendar, and its renewal. */
export function CalendarFeedModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={CALENDAR_FEED_MESSAGES.title} size="lg">
      <LoadBoundary message={CALENDAR_FEED_MESSAGES.loadFailed} resetKey={null}>
        <Suspense fallback={<Skeleton h={120} />}>
          <FeedAddress />
        </Suspense>
      </LoadBoundary>
    </Modal>
  );
}
