import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { APPOINTMENT_STATUS_LABELS } from '@practice/common';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { LoadBoundary } from '../../ui/LoadBoundary';
import type { CustomerAppointments_appointment$key } from './__generated__/CustomerAppointments_appointment.graphql';
import type { CustomerAppointmentsQuery } from './__generated__/CustomerAppointmentsQuery.graphql';
import { agendaPathAt, customerWindows, statusKey, whenOf } from './agenda';
import { NewAppointmentModal, type NewSlot } from './NewAppointmentModal';

/** How many of each list the page shows; the agenda has the rest. */
export const CUSTOMER_APPOINTMENTS_SHOWN = 10;

const query = graphql`
  query CustomerAppointmentsQuery($customerId: ID!, $pastFrom: String!, $today: String!, $nextTo: String!) {
    viewer {
      id
      accountType
      company {
        bookingSlotMinutes
      }
    }
    taskAssignees {
      id
      name
    }
    past: appointments(from: $pastFrom, to: $today, customerId: $customerId) {
      id
      startsAt
      ...CustomerAppointments_appointment
    }
    next: appointments(from: $today, to: $nextTo, customerId: $customerId) {
      id
      startsAt
      ...CustomerAppointments_appointment
    }
  }
`;

const fragment = graphql`
  fragment CustomerAppointments_appointment on Appointment {
    startsAt
    status
    professional {
      name
    }
  }
`;

function AppointmentRow({ appointment: key }: { appointment: CustomerAppointments_appointment$key }) {
  const appointment = useFragment(fragment, key);
  const status = APPOINTMENT_STATUS_LABELS[statusKey(appointment.status)];
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={agendaPathAt(appointment.startsAt)} fw={500} aria-label={`${whenOf(appointment.startsAt)} na agenda`}>
          {whenOf(appointment.startsAt)}
        </Anchor>
        <Text size="sm" c="dimmed" truncate>
          {appointment.professional.name}
        </Text>
      </Stack>
      <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
        {status.text}
      </Badge>
    </Group>
  );
}

function AppointmentList({ title, empty, appointments }: { title: string; empty: string; appointments: ReadonlyArray<{ id: string } & CustomerAppointments_appointment$key> }) {
  return (
    <Stack gap={4} aria-label={title} role="region">
      <Text fw={600} size="sm">
        {title}
      </Text>
      {appointments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {appointments.slice(0, CUSTOMER_APPOINTMENTS_SHOWN).map((appointment) => (
            <AppointmentRow key={appointment.id} appointment={appointment} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type ListsProps = {
  customerId: string;
  slot: NewSlot | null;
  onCloseSlot: () => void;
  fetchKey: number;
  onCreated: () => void;
};

function Lists({ customerId, slot, onCloseSlot, fetchKey, onCreated }: ListsProps) {
  const windows = useMemo(() => customerWindows(), []);
  const data = useLazyLoadQuery<CustomerAppointmentsQuery>(query, { customerId, ...windows }, { fetchPolicy: 'store-and-network', fetchKey });
  const admin = data.viewer?.accountType !== 'LIMITED';
  const professionals = useMemo(
    () => data.taskAssignees.flatMap((person) => (person.id ? [{ value: person.id, label: person.name }] : [])),
    [data.taskAssignees],
  );
  // Today is in both answers: what has started is past, the rest is next.
  const { next, past } = useMemo(() => {
    const now = Date.now();
    const seen = new Set<string>();
    const all = [...data.past, ...data.next].filter((appointment) => !seen.has(appointment.id) && seen.add(appointment.id));
    const startOf = (appointment: { startsAt: string }) => new Date(appointment.startsAt).getTime();
    return {
      next: all.filter((appointment) => startOf(appointment) >= now).sort((a, b) => startOf(a) - startOf(b)),
      past: all.filter((appointment) => startOf(appointment) < now).sort((a, b) => startOf(b) - startOf(a)),
    };
  }, [data]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <AppointmentList title="Próximos" empty="Nenhum atendimento marcado." appointments={next} />
      <AppointmentList title="Anteriores" empty="Nenhum atendimento nos últimos dois meses." appointments={past} />
      <NewAppointmentModal
        slot={slot}
        onClose={onCloseSlot}
        onCreated={onCreated}
        professionals={admin ? professionals : null}
        professionalId={data.viewer?.id ?? null}
        slotMinutes={data.viewer?.company.bookingSlotMinutes ?? null}
      />
    </SimpleGrid>
  );
}

/** A customer's appointments of the two months behind and ahead, each opening the agenda on its day. */
export function CustomerAppointments({ customerId, customerName }: { customerId: string; customerName: string }) {
  const [slot, setSlot] = useState<NewSlot | null>(null);
  const [fetchKey, setFetchKey] = useState(0);
  const book = () => {
    const start = new Date();
    start.setDate(start.getDate() + 1);
    start.setHours(9, 0, 0, 0);
    setSlot({ start, end: null, allDay: false, customer: { id: customerId, name: customerName } });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" gap="sm" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg">
          Atendimentos
        </Title>
        <Button size="xs" variant="light" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={book}>
          Agendar
        </Button>
      </Group>
      <LoadBoundary message="Não foi possível carregar os atendimentos." resetKey={customerId}>
        <Suspense fallback={<Skeleton h={80} radius="md" />}>
          <Lists customerId={customerId} slot={slot} onCloseSlot={() => setSlot(null)} fetchKey={fetchKey} onCreated={() => setFetchKey((key) => key + 1)} />
        </Suspense>
      </LoadBoundary>
    </Paper>
  );
}
