import { Badge, Button, Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconNotes } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { AppointmentPanel_appointment$key } from './__generated__/AppointmentPanel_appointment.graphql';
import type { AppointmentPanelStatusMutation } from './__generated__/AppointmentPanelStatusMutation.graphql';
import { AGENDA_MESSAGES, STATUS_ACTIONS, refusal, type Scope } from './agenda';

const fragment = graphql`
  fragment AppointmentPanel_appointment on Appointment {
    id
    databaseId
    startsAt
    endsAt
    status
    statusText
    statusColor
    seriesId
    notes
    source
    whatsappUrl
    customer {
      databaseId
      name
    }
    professional {
      name
    }
  }
`;

const statusMutation = graphql`
  mutation AppointmentPanelStatusMutation($input: SetAppointmentStatusInput!) {
    setAppointmentStatus(input: $input) {
      appointment {
        id
        status
        statusText
        statusColor
        whatsappUrl
      }
      fullMessages
    }
  }
`;

type Props = {
  appointment: AppointmentPanel_appointment$key | null;
  onClose: () => void;
  ask: (inSeries: boolean, action: string) => Promise<Scope | null>;
  reload: () => void;
};

/** An appointment opened from the agenda: its status in one click, the customer's notes and the WhatsApp reminder. */
export function AppointmentPanel({ appointment: key, onClose, ask, reload }: Props) {
  const appointment = useFragment(fragment, key);
  const [setStatus, saving] = useMutationPromise<AppointmentPanelStatusMutation>(statusMutation);
  const keys = useIdempotencyKeys();

  const change = async (status: (typeof STATUS_ACTIONS)[number]['status'], label: string) => {
    if (!appointment) return;
    const scope = await ask(appointment.seriesId !== null, `Marcar como ${label}.`);
    if (!scope) return;
    const input = { id: appointment.id, status, scope };
    const keyScope = `status:${JSON.stringify(input)}`;
    try {
      const answer = await setStatus({ variables: { input }, skipErrorToast: true, idempotencyKey: keys.keyFor(keyScope) });
      keys.done(keyScope);
      const message = refusal(answer.setAppointmentStatus);
      if (message) {
        notify.error(message);
        return;
      }
      notify.success(AGENDA_MESSAGES.statusChanged);
      if (scope !== 'THIS') reload();
    } catch {
      notify.error(AGENDA_MESSAGES.failed);
    }
  };

  const start = appointment ? dayjs(appointment.startsAt) : null;
  return (
    <Drawer opened={appointment !== null} onClose={onClose} position="right" title="Atendimento" size="md">
      {appointment && start && (
        <Stack gap="md" data-testid="appointment-panel">
          <Stack gap={4}>
            <Text fw={600} size="lg">
              {appointment.customer.name}
            </Text>
            <Text size="sm">
              {start.format('dddd, D [de] MMMM')} · {start.format('HH:mm')}–{dayjs(appointment.endsAt).format('HH:mm')}
            </Text>
            <Text size="sm" c="dimmed">
              Com {appointment.professional.name}
              {appointment.source === 'ONLINE' ? ' · agendado online' : ''}
              {appointment.seriesId !== null ? ' · semanal' : ''}
            </Text>
            <Badge color={appointment.statusColor} variant="light" w="fit-content" data-testid="appointment-status">
              {appointment.statusText}
            </Badge>
          </Stack>
          {appointment.notes && <Text size="sm">{appointment.notes}</Text>}
          <SimpleGrid cols={2} spacing="xs">
            {STATUS_ACTIONS.map((action) => (
              <Button
                key={action.status}
                color={action.color}
                variant={appointment.status === action.status ? 'filled' : 'light'}
                aria-pressed={appointment.status === action.status}
                disabled={saving}
                onClick={() => void change(action.status, action.label)}
              >
                {action.label}
              </Button>
            ))}
          </SimpleGrid>
          {/* One per line: side by side, a phone cut their words. */}
          <Stack gap="xs">
            <Button component={Link} to={paths.customer(appointment.customer.databaseId)} variant="default" leftSection={<IconNotes size={18} aria-hidden />}>
              Escrever anotação
            </Button>
            {appointment.whatsappUrl && (
              <Button component="a" href={appointment.whatsappUrl} target="_blank" rel="noopener noreferrer" color="green" variant="light" leftSection={<IconBrandWhatsapp size={18} aria-hidden />}>
                Lembrete no WhatsApp
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
