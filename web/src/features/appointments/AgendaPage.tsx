import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarShare, IconClockHour4 } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useLiveScreenQuery } from '../../relay/useLiveScreenQuery';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import type { AgendaPageMoveMutation } from './__generated__/AgendaPageMoveMutation.graphql';
import type { AgendaPageQuery, AgendaPageQuery$data, AgendaPageQuery$variables } from './__generated__/AgendaPageQuery.graphql';
import { CALENDAR_CULTURE, CALENDAR_FORMATS, calendarLocalizer, calendarMessages, dragAndDropCalendar } from '../../ui/big-calendar/big-calendar';
import shared from '../../ui/big-calendar/big-calendar.module.css';
import type { AgendaPageSubscription } from './__generated__/AgendaPageSubscription.graphql';
import classes from './AgendaPage.module.css';
import { AppointmentPanel } from './AppointmentPanel';
import { AvailabilityModal } from './AvailabilityModal';
import { CalendarFeedModal } from './CalendarFeedModal';
import { NewAppointmentModal, type NewSlot } from './NewAppointmentModal';
import {
  AGENDA_MESSAGES,
  AGENDA_VIEWS,
  NARROW_WIDTH,
  STATUS_LEGEND,
  agendaDateOf,
  agendaRange,
  cssColor,
  defaultView,
  isoOf,
  refusal,
  type AgendaView,
} from './agenda';
import { useScopeQuestion } from './useScopeQuestion';

export const query = graphql`
  query AgendaPageQuery($from: String!, $to: String!, $userId: ID) {
    viewer {
      id
      accountType
    }
    professionals {
      id
      name
    }
    appointments(from: $from, to: $to, userId: $userId) {
      id
      databaseId
      startsAt
      endsAt
      status
      statusText
      statusColor
      seriesId
      customer {
        name
      }
      professional {
        id
        name
      }
      ...AppointmentPanel_appointment
    }
  }
`;

const subscription = graphql`
  subscription AgendaPageSubscription {
    appointmentChanges {
      appointmentIds
      deleted
    }
  }
`;

const moveMutation = graphql`
  mutation AgendaPageMoveMutation($input: MoveAppointmentInput!) {
    moveAppointment(input: $input) {
      appointment {
        id
        startsAt
        endsAt
      }
      fullMessages
    }
  }
`;

type Appointment = AgendaPageQuery$data['appointments'][number];
type AgendaEvent = { id: string; title: string; start: Date; end: Date; appointment: Appointment };
const DnDCalendar = dragAndDropCalendar<AgendaEvent>();
const MESSAGES = calendarMessages({ event: 'Atendimento', agenda: 'Lista', noEventsInRange: 'Nenhum atendimento neste período.' });
const DAY_START = new Date(1970, 0, 1, 6, 0);
const DAY_END = new Date(1970, 0, 1, 22, 0);

type Props = {
  queryRef: PreloadedQuery<AgendaPageQuery>;
  view: AgendaView;
  setView: (view: AgendaView) => void;
  date: Date;
  setDate: (date: Date) => void;
  professionalId: string | null;
  setProfessionalId: (id: string | null) => void;
  reload: () => void;
};

function Agenda({ queryRef, view, setView, date, setDate, professionalId, setProfessionalId, reload }: Props) {
  const data = usePreloadedQuery<AgendaPageQuery>(query, queryRef);
  const [move] = useMutationPromise<AgendaPageMoveMutation>(moveMutation);
  const keys = useIdempotencyKeys();
  const { ask, question } = useScopeQuestion();
  const [slot, setSlot] = useState<NewSlot | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  // A drop shows at once; the server's answer (or its refusal, which snaps it back) replaces it.
  const [moved, setMoved] = useState<Record<string, { start: Date; end: Date }>>({});
  useEffect(() => setMoved({}), [data.appointments]);

  const admin = data.viewer?.accountType !== 'LIMITED';
  const professionals = useMemo(() => data.professionals.map((person) => ({ value: person.id, label: person.name })), [data.professionals]);

  const events = useMemo<AgendaEvent[]>(
    () =>
      data.appointments.map((appointment) => {
        const local = moved[appointment.id];
        return {
          id: appointment.id,
          title: professionalId || !admin ? appointment.customer.name : `${appointment.customer.name} · ${appointment.professional.name}`,
          start: local?.start ?? new Date(appointment.startsAt),
          end: local?.end ?? new Date(appointment.endsAt),
          appointment,
        };
      }),
    [data.appointments, moved, professionalId, admin],
  );

  const onMove = async (event: AgendaEvent, start: Date, end: Date) => {
    if (start.getTime() === event.start.getTime() && end.getTime() === event.end.getTime()) return;
    const snapBack = () =>
      setMoved((current) => {
        const { [event.id]: _, ...rest } = current;
        return rest;
      });
    setMoved((current) => ({ ...current, [event.id]: { start, end } }));
    const scope = await ask(event.appointment.seriesId !== null, `Remarcar ${event.appointment.customer.name}.`);
    if (!scope) return snapBack();
    const input = { id: event.id, startsAt: isoOf(start), endsAt: isoOf(end), scope };
    const keyScope = `move:${JSON.stringify(input)}`;
    try {
      const answer = await move({ variables: { input }, skipErrorToast: true, idempotencyKey: keys.keyFor(keyScope) });
      const message = refusal(answer.moveAppointment);
      if (message) {
        snapBack();
        keys.done(keyScope);
        notify.error(message, { autoClose: 8000 });
        return;
      }
      keys.done(keyScope);
      notify.success(AGENDA_MESSAGES.moved);
      if (scope !== 'THIS') reload();
    } catch {
      snapBack();
      notify.error(AGENDA_MESSAGES.failed);
    }
  };

  const open = data.appointments.find((appointment) => appointment.id === openId) ?? null;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end" justify="space-between">
        {admin && (
          <Select
            label="Profissional"
            placeholder="Todos"
            data={professionals}
            value={professionalId}
            onChange={setProfessionalId}
            clearable
            searchable
            w={{ base: '100%', xs: 260 }}
          />
        )}
        <Group gap="sm" wrap="wrap">
          <Button variant="light" leftSection={<IconClockHour4 size={18} aria-hidden />} onClick={() => setHoursOpen(true)}>
            Horários de atendimento
          </Button>
          <Button variant="default" leftSection={<IconCalendarShare size={18} aria-hidden />} onClick={() => setFeedOpen(true)}>
            No seu calendário
          </Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap" aria-label="Legenda">
        {STATUS_LEGEND.map((entry) => (
          <Group key={entry.key} gap={6} wrap="nowrap">
            <span className={shared.swatch} style={{ background: cssColor(entry.color) }} aria-hidden />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Group>
      <Paper withBorder radius="md" p="xs" className={`${shared.calendar} ${classes.calendar}`} data-view={view}>
        <DnDCalendar
          localizer={calendarLocalizer}
          culture={CALENDAR_CULTURE}
          events={events}
          view={view}
          onView={(next) => setView(next as AgendaView)}
          views={AGENDA_VIEWS}
          date={date}
          onNavigate={setDate}
          messages={MESSAGES}
          formats={CALENDAR_FORMATS}
          min={DAY_START}
          max={DAY_END}
          step={30}
          timeslots={2}
          popup
          selectable
          resizable
          draggableAccessor={(event) => event.appointment.status !== 'CANCELED'}
          resizableAccessor={(event) => event.appointment.status !== 'CANCELED'}
          onSelectSlot={({ start, end }) => setSlot({ start, end, allDay: view === 'month' })}
          onEventDrop={({ event, start, end }) => void onMove(event, new Date(start), new Date(end))}
          onEventResize={({ event, start, end }) => void onMove(event, new Date(start), new Date(end))}
          onSelectEvent={(event) => setOpenId(event.id)}
          eventPropGetter={(event) => {
            const color = cssColor(event.appointment.statusColor);
            return {
              className: event.appointment.status === 'CANCELED' ? classes.canceled : undefined,
              style: { backgroundColor: color, borderColor: color },
              title: `${event.title} · ${event.appointment.statusText}`,
            };
          }}
          components={{
            event: ({ event }) => (
              <span data-appointment={event.appointment.databaseId} data-status={event.appointment.status}>
                {event.title}
              </span>
            ),
          }}
        />
      </Paper>
      <NewAppointmentModal
        slot={slot}
        onClose={() => setSlot(null)}
        onCreated={reload}
        professionals={admin ? professionals : null}
        professionalId={professionalId ?? data.viewer?.id ?? null}
      />
      <AppointmentPanel appointment={open} onClose={() => setOpenId(null)} ask={ask} reload={reload} />
      {question}
      {feedOpen && <CalendarFeedModal onClose={() => setFeedOpen(false)} />}
      {hoursOpen && data.viewer && (
        <AvailabilityModal
          opened
          onClose={() => setHoursOpen(false)}
          professionals={admin ? professionals : null}
          userId={(admin ? professionalId : null) ?? data.viewer.id}
        />
      )}
    </Stack>
  );
}

/** /agenda: the practice's appointments by day, week and month, live between colleagues. */
export function AgendaPage() {
  const narrow = useMediaQuery(`(max-width: ${NARROW_WIDTH - 0.02}px)`, window.innerWidth < NARROW_WIDTH, { getInitialValueInEffect: false });
  const [view, setView] = useState<AgendaView>(() => defaultView(window.innerWidth));
  const { search } = useLocation();
  const [date, setDate] = useState(() => agendaDateOf(search));
  const [professionalId, setProfessionalId] = useState<string | null>(null);

  // Turning a phone to landscape does not change the chosen view; only the first one follows the width.
  useEffect(() => {
    if (narrow) setView((current) => (current === 'week' ? 'day' : current));
  }, [narrow]);

  const variables = useMemo<AgendaPageQuery$variables>(() => ({ ...agendaRange(view, date), userId: professionalId }), [view, date, professionalId]);
  const { queryRef, reload } = useLiveScreenQuery<AgendaPageQuery>(query, variables);

  const config = useMemo<GraphQLSubscriptionConfig<AgendaPageSubscription>>(() => ({ subscription, variables: {}, onNext: reload }), [reload]);
  useSubscription<AgendaPageSubscription>(config);

  return (
    <>
      <PageHeader title="Agenda" description="Clique num horário livre para agendar; arraste um atendimento para remarcar." />
      <LoadBoundary message={AGENDA_MESSAGES.loadFailed} resetKey={queryRef}>
        <Suspense fallback={<PageLoader />}>
          {queryRef && (
            <Agenda
              queryRef={queryRef}
              view={view}
              setView={setView}
              date={date}
              setDate={setDate}
              professionalId={professionalId}
              setProfessionalId={setProfessionalId}
              reload={reload}
            />
          )}
        </Suspense>
      </LoadBoundary>
    </>
  );
}

export const Component = AgendaPage;
