import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from '../../lib/dayjs';
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { graphql, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { paths } from '../../lib/paths';
import { useLiveScreenQuery } from '../../relay/useLiveScreenQuery';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { assigneeOptions, PRIORITY_OPTIONS, STATUS_OPTIONS, TASK_MESSAGES } from '../tasks/messages';
import type { CalendarPageMutation } from './__generated__/CalendarPageMutation.graphql';
import type { CalendarPageQuery, CalendarPageQuery$data, CalendarPageQuery$variables } from './__generated__/CalendarPageQuery.graphql';
import type { CalendarPageSubscription } from './__generated__/CalendarPageSubscription.graphql';
import { CALENDAR_CULTURE, CALENDAR_FORMATS, calendarLocalizer, calendarMessages, dragAndDropCalendar } from '../../ui/big-calendar/big-calendar';
import shared from '../../ui/big-calendar/big-calendar.module.css';
import classes from './CalendarPage.module.css';
import { EVENT_LEGEND, eventColor } from './eventColors';
import { rangeOf } from '../../ui/big-calendar/range';

export const query = graphql`
  query CalendarPageQuery($from: String!, $to: String!, $boardId: ID, $filter: TaskFilter) {
    calendarTasks(from: $from, to: $to, taskListId: $boardId, filter: $filter) {
      id
      databaseId
      boardDatabaseId: taskListDatabaseId
      title
      dueDate
      completed
      overdue
      priority
      statusText
    }
    boards: taskLists {
      id
      name
    }
    taskAssignees {
      id
      name
    }
  }
`;

const subscription = graphql`
  subscription CalendarPageSubscription {
    taskChanges {
      taskIds
    }
  }
`;

const moveMutation = graphql`
  mutation CalendarPageMutation($input: UpdateTaskInput!) {
    updateTask(input: $input) {
      task {
        id
        dueDate
        overdue
        status
        statusText
        statusColor
      }
      fullMessages
    }
  }
`;

type CalendarTask = CalendarPageQuery$data['calendarTasks'][number];
type CalendarEvent = { id: string; title: string; start: Date; end: Date; allDay: true; task: CalendarTask };
const DnDCalendar = dragAndDropCalendar<CalendarEvent>();
const MESSAGES = calendarMessages({ event: 'Tarefa', agenda: 'Agenda', noEventsInRange: 'Nenhuma tarefa neste período.' });

type Filters = { boardId: string | null; assigneeId: string | null; status: string | null; priority: string | null };

function TaskCalendar({
  queryRef,
  view,
  setView,
  date,
  setDate,
  filters,
  setFilters,
  reload,
}: {
  queryRef: PreloadedQuery<CalendarPageQuery>;
  view: View;
  setView: (view: View) => void;
  date: Date;
  setDate: (date: Date) => void;
  filters: Filters;
  setFilters: (filters: Filters) => void;
  reload: () => void;
}) {
  const data = usePreloadedQuery<CalendarPageQuery>(query, queryRef);
  const navigate = useNavigate();
  const [update] = useMutationPromise<CalendarPageMutation>(moveMutation);
  // A drop shows at once; the server's answer (or its refusal) replaces it.
  const [moved, setMoved] = useState<Record<string, string>>({});
  useEffect(() => setMoved({}), [data.calendarTasks]);

  const events = useMemo<CalendarEvent[]>(
    () =>
      data.calendarTasks
        .map((task) => {
          const due = moved[task.id] ?? task.dueDate;
          if (!due) return null;
          const start = dayjs(due).toDate();
          return { id: task.id, title: task.title, start, end: start, allDay: true as const, task };
        })
        .filter((event): event is CalendarEvent => event !== null),
    [data.calendarTasks, moved],
  );

  const onDrop = async ({ event, start }: EventInteractionArgs<CalendarEvent>) => {
    const dueDate = dayjs(start).format('YYYY-MM-DD');
    if (dueDate === event.task.dueDate) return;
    setMoved((current) => ({ ...current, [event.id]: dueDate }));
    try {
      const answer = await update({ variables: { input: { id: event.id, dueDate } }, skipErrorToast: true });
      if (answer.updateTask.fullMessages.length > 0) throw new Error(answer.updateTask.fullMessages[0]);
      notify.success(TASK_MESSAGES.dateUpdated);
      reload();
    } catch {
      setMoved((current) => {
        const { [event.id]: _, ...rest } = current;
        return rest;
      });
      notify.error(TASK_MESSAGES.taskUpdateFailed);
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Select label="Quadro" placeholder="Todos" data={data.boards.map((board) => ({ value: board.id, label: board.name }))} value={filters.boardId} onChange={(boardId) => setFilters({ ...filters, boardId })} clearable />
        <Select
          label="Responsável"
          placeholder="Todos"
          data={assigneeOptions(data.taskAssignees)}
          value={filters.assigneeId}
          onChange={(assigneeId) => setFilters({ ...filters, assigneeId })}
          clearable
          searchable
        />
        <Select label="Status" placeholder="Todos" data={STATUS_OPTIONS} value={filters.status} onChange={(status) => setFilters({ ...filters, status })} clearable />
        <Select label="Prioridade" placeholder="Todas" data={PRIORITY_OPTIONS} value={filters.priority} onChange={(priority) => setFilters({ ...filters, priority })} clearable />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap" aria-label="Legenda">
        {EVENT_LEGEND.map((entry) => (
          <Group key={entry.key} gap={6} wrap="nowrap">
            <span className={shared.swatch} style={{ background: entry.color }} aria-hidden />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Group>
      <Paper withBorder radius="md" p="xs" className={`${shared.calendar} ${classes.calendar}`}>
        <DnDCalendar
          localizer={calendarLocalizer}
          culture={CALENDAR_CULTURE}
          events={events}
          view={view}
          onView={setView}
          views={['month', 'week', 'day']}
          date={date}
          onNavigate={setDate}
          messages={MESSAGES}
          formats={CALENDAR_FORMATS}
          popup
          resizable={false}
          draggableAccessor={() => true}
          onEventDrop={(args) => void onDrop(args)}
          onSelectEvent={(event) => navigate(paths.board(event.task.boardDatabaseId, event.task.databaseId))}
          eventPropGetter={(event) => {
            const color = eventColor(event.task);
            return { style: { backgroundColor: color, borderColor: color }, title: `${event.title} · ${event.task.statusText}` };
          }}
          components={{ event: ({ event }) => <span data-task-event={event.task.databaseId}>{event.title}</span> }}
        />
      </Paper>
      <Badge variant="light" color="gray" w="fit-content">
        {events.length} {events.length === 1 ? 'tarefa' : 'tarefas'} no período
      </Badge>
    </Stack>
  );
}

/** /calendar: tasks on their due dates, month, week and day, live between colleagues. */
export function CalendarPage() {
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState(new Date());
  const [filters, setFilters] = useState<Filters>({ boardId: null, assigneeId: null, status: null, priority: null });

  const variables = useMemo<CalendarPageQuery$variables>(() => {
    const filter = {
      assigneeId: filters.assigneeId,
      status: (filters.status as 'PENDING' | null) ?? null,
      priority: (filters.priority as 'HIGH' | null) ?? null,
    };
    return { ...rangeOf(view, date), boardId: filters.boardId, filter: Object.values(filter).some(Boolean) ? filter : null };
  }, [view, date, filters]);

  const { queryRef, reload } = useLiveScreenQuery<CalendarPageQuery>(query, variables);

  const config = useMemo<GraphQLSubscriptionConfig<CalendarPageSubscription>>(() => ({ subscription, variables: {}, onNext: reload }), [reload]);
  useSubscription<CalendarPageSubscription>(config);

  return (
    <>
      <PageHeader title="Prazos das tarefas" description="Tarefas nas suas datas de vencimento. Arraste uma tarefa para outro dia para mudar a data." />
      <LoadBoundary message={TASK_MESSAGES.taskLoadFailed} resetKey={queryRef}>
        <Suspense fallback={<PageLoader />}>
          {queryRef && (
            <TaskCalendar queryRef={queryRef} view={view} setView={setView} date={date} setDate={setDate} filters={filters} setFilters={setFilters} reload={reload} />
          )}
        </Suspense>
      </LoadBoundary>
    </>
  );
}

export const Component = CalendarPage;
