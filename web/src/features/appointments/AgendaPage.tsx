import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus, IconCalendarShare, IconClockHour4 } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useLiveScreenQuery } from '../../relay/useLiveScreenQuery';
import { useMutationPromise } from '../../relay/useMutationPromise';
import dayjs from '../../lib/dayjs';
import { Hint } from '../../ui/Hint';
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
  minutesOf,
  openingTime,
  refusal,
  tappedTime,
  type AgendaView,
  type TimeGrid,
} from './agenda';
import { useScopeQuestion } from './useScopeQuestion';
import { useWorkingHours } from './useWorkingHours';

export const query = graphql`
  query AgendaPageQuery($from: String!, $to: String!, $userId: ID) {
    viewer {
      id
      accountType
      company {
        bookingSlotMinutes
      }
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
const GRID: TimeGrid = { min: 6 * 60, max: 22 * 60, step: 30 };

type Props = {
  queryRef: PreloadedQuery<AgendaPageQuery>;
  view: AgendaView;
  setView: (view: AgendaView) => void;
  date: Date;
  setDate: (date: Date) => void;
  professionalId: string | null;
  setProfessionalId: (id: string | null) => void;
  reload: () => void;
  narrow: boolean;
};

/** A toolbar action: its words on a wide screen, its icon (named by a hint) on a phone. */
function ToolbarAction({ narrow, icon, label, variant, onClick }: { narrow: boolean; icon: ReactNode; label: string; variant: string; onClick: () => void }) {
  if (!narrow) {
    return (
      <Button variant={variant} leftSection={icon} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <Hint label={label}>
      <ActionIcon variant={variant} size={36} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Hint>
  );
}

function Agenda({ queryRef, view, setView, date, setDate, professionalId, setProfessionalId, reload, narrow }: Props) {
  const data = usePreloadedQuery<AgendaPageQuery>(query, queryRef);
  const [move] = useMutationPromise<AgendaPageMoveMutation>(moveMutation);
  const keys = useIdempotencyKeys();
  const { ask, question } = useScopeQuestion();
  const [slot, setSlot] = useState<NewSlot | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const [hoursVersion, setHoursVersion] = useState(0);
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
  const slotMinutes = data.viewer?.company.bookingSlotMinutes ?? null;

  // The hours of the professional shown (the user's own while every one is shown) shade the rest.
  const hours = useWorkingHours((admin ? professionalId : null) ?? data.viewer?.id ?? null, hoursVersion);
  const offHours = (slot: Date) => {
    if (!hours) return false;
    const minutes = slot.getHours() * 60 + slot.getMinutes();
    return !hours.some((window) => window.weekday === slot.getDay() && minutesOf(window.start) <= minutes && minutes < minutesOf(window.end));
  };
  const range = agendaRange(view, date);
  const starts = [
    ...(hours ?? []).filter((window) => view !== 'day' || window.weekday === date.getDay()).map((window) => minutesOf(window.start)),
    ...events.map((event) => event.start.getHours() * 60 + event.start.getMinutes()),
  ];
  const openingMinutes = dayjs(openingTime(new Date(), range, starts, GRID)).diff(dayjs().startOf('day'), 'minute');
  // Opened once per day or view shown, so the grid does not jump while a person scrolls it: a new
  // time for each day or view makes the calendar scroll again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scrollToTime = useMemo(() => dayjs().startOf('day').add(openingMinutes, 'minute').toDate(), [openingMinutes, range.from, view]);

  const newAt = (start: Date, end: Date | null) => setSlot({ start, end, allDay: view === 'month' });
  // A touch screen's tap on a free time (react-big-calendar answers only a long press there).
  const onTap = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.nativeEvent as PointerEvent).pointerType !== 'touch') return;
    const start = tappedTime(document.elementsFromPoint(event.clientX, event.clientY), event.clientY, view, date, GRID);
    if (start) newAt(start, null);
  };
  const newFromButton = () => {
    const now = dayjs();
    const shown = dayjs(date);
    const nextHalfHour = now.startOf('hour').add(now.minute() < 30 ? 30 : 60, 'minute');
    const today = shown.isSame(now, 'day') && nextHalfHour.hour() >= 7 && nextHalfHour.hour() < 21;
    setSlot({ start: today ? nextHalfHour.toDate() : shown.startOf('day').hour(9).toDate(), end: null, allDay: false });
  };

  const legend = (
    <Group gap="sm" wrap="wrap" aria-label="Legenda">
      {STATUS_LEGEND.map((entry) => (
        <Group key={entry.key} gap={6} wrap="nowrap">
          <span className={shared.swatch} style={{ background: cssColor(entry.color) }} aria-hidden />
          <Text size="xs">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );

  return (
    <Stack gap={narrow ? 'sm' : 'md'}>
      <Group gap="sm" wrap={narrow ? 'nowrap' : 'wrap'} align="flex-end" justify="space-between">
        {admin && (
          <Select
            label={narrow ? undefined : 'Profissional'}
            aria-label={narrow ? 'Profissional' : undefined}
            placeholder={narrow ? 'Todos os profissionais' : 'Todos'}
            data={professionals}
            value={professionalId}
            onChange={setProfessionalId}
            clearable
            searchable
            w={narrow ? undefined : 260}
            style={narrow ? { flex: 1, minWidth: 0 } : undefined}
          />
        )}
        <Group gap="sm" wrap={narrow ? 'nowrap' : 'wrap'} ml={narrow && !admin ? 'auto' : undefined}>
          <ToolbarAction narrow={narrow} variant="light" icon={<IconClockHour4 size={18} aria-hidden />} label="Horários de atendimento" onClick={() => setHoursOpen(true)} />
          <ToolbarAction narrow={narrow} variant="default" icon={<IconCalendarShare size={18} aria-hidden />} label="No seu calendário" onClick={() => setFeedOpen(true)} />
          {!narrow && (
            <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={newFromButton}>
              Novo atendimento
            </Button>
          )}
        </Group>
      </Group>
      {narrow && (
        <Button fullWidth leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={newFromButton}>
          Novo atendimento
        </Button>
      )}
      {!narrow && legend}
      <Paper withBorder radius="md" p="xs" className={`${shared.calendar} ${classes.calendar}`} data-view={view} onClick={onTap}>
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
          step={GRID.step}
          timeslots={2}
          scrollToTime={scrollToTime}
          popup
          selectable
          resizable
          draggableAccessor={(event) => event.appointment.status !== 'CANCELED'}
          resizableAccessor={(event) => event.appointment.status !== 'CANCELED'}
          onSelectSlot={({ start, end, action }) => newAt(start, action === 'select' ? end : null)}
          onEventDrop={({ event, start, end }) => void onMove(event, new Date(start), new Date(end))}
          onEventResize={({ event, start, end }) => void onMove(event, new Date(start), new Date(end))}
          onSelectEvent={(event) => setOpenId(event.id)}
          tooltipAccessor={(event) => `${event.title} · ${event.appointment.statusText}`}
          slotPropGetter={(slot) => (offHours(slot) ? { className: classes.offHours } : {})}
          dayPropGetter={(day) => (day.getDay() === 0 || day.getDay() === 6 ? { className: classes.weekend } : {})}
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
            // A month's cell has no time of its own: each appointment says when it starts.
            month: {
              event: ({ event }) => (
                <span data-appointment={event.appointment.databaseId} data-status={event.appointment.status}>
                  <strong className={classes.monthTime}>{dayjs(event.start).format('HH:mm')}</strong> {event.title}
                </span>
              ),
            },
          }}
        />
      </Paper>
      {narrow && legend}
      <NewAppointmentModal
        slot={slot}
        onClose={() => setSlot(null)}
        onCreated={reload}
        professionals={admin ? professionals : null}
        professionalId={professionalId ?? data.viewer?.id ?? null}
        slotMinutes={slotMinutes}
      />
      <AppointmentPanel appointment={open} onClose={() => setOpenId(null)} ask={ask} reload={reload} />
      {question}
      {feedOpen && <CalendarFeedModal onClose={() => setFeedOpen(false)} />}
      {hoursOpen && data.viewer && (
        <AvailabilityModal
          opened
          onClose={() => {
            setHoursOpen(false);
            setHoursVersion((version) => version + 1);
          }}
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
  const touch = useMediaQuery('(pointer: coarse)', window.matchMedia('(pointer: coarse)').matches, { getInitialValueInEffect: false });
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
      <PageHeader title="Agenda" description={touch ? AGENDA_MESSAGES.hintTouch : AGENDA_MESSAGES.hintPointer} />
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
              narrow={narrow}
            />
          )}
        </Suspense>
      </LoadBoundary>
    </>
  );
}

export const Component = AgendaPage;
