import { ActionIcon, Anchor, Breadcrumbs, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { Link, useParams, useRevalidator, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { paths } from '../../lib/paths';
import { useLiveScreenQuery } from '../../relay/useLiveScreenQuery';
import { useScreenQuery } from '../../routing/screen';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { BoardSettingsModal, type BoardSettings } from './BoardSettingsModal';
import type { TaskBoardPageQuery, TaskBoardPageQuery$variables, TaskFilter, TaskGroupBy } from './__generated__/TaskBoardPageQuery.graphql';
import type { TaskBoardPageSubscription } from './__generated__/TaskBoardPageSubscription.graphql';
import { Kanban, type KanbanGroup } from './Kanban';
import { assigneeOptions, groupByOptions, noColumnFirst, PRIORITY_OPTIONS, SEARCH_DEBOUNCE_MS, STATUS_OPTIONS, TASK_MESSAGES } from './messages';
import { TaskDetailModal, type TaskLiveChange } from './TaskDetailModal';
import { useBoardMutations } from './useBoardMutations';
import { useCompanyTerms } from '../../lib/terms';
import { CustomerSelect } from '../../ui/CustomerSelect';
import { useMoveTask } from './useTaskMutations';

export const query = graphql`
  query TaskBoardPageQuery($id: Int, $groupBy: TaskGroupBy, $filter: TaskFilter) {
    board: taskList(databaseId: $id, groupBy: $groupBy, filter: $filter) {
      id
      databaseId
      name
      description
      columns
      tasksCount
      pendingTasksCount
      completedTasksCount
      completionPercentage
      groups {
        key
        name
        isColumn
        tasks {
          totalCount
          edges {
            node {
              id
              databaseId
              title
              ...TaskCard_task
            }
          }
        }
      }
    }
    taskAssignees {
      id
      name
    }
  }
`;

const subscription = graphql`
  subscription TaskBoardPageSubscription($boardId: ID) {
    taskChanges(taskListId: $boardId) {
      taskListIds
      taskIds
      deleted
    }
  }
`;

type Filters = { status: string | null; assigneeId: string | null; customerId: string | null; priority: string | null };
const NO_FILTERS: Filters = { status: null, assigneeId: null, customerId: null, priority: null };

/** Two filters side by side on a phone, edge to edge with the search box above them. */
const HALF_ROW = 'calc(50% - var(--mantine-spacing-sm) / 2)';

function Board({
  queryRef,
  onReload,
  filters,
  setFilters,
  search,
  setSearch,
  groupBy,
  setGroupBy,
}: {
  queryRef: PreloadedQuery<TaskBoardPageQuery>;
  onReload: () => void;
  filters: Filters;
  setFilters: (filters: Filters) => void;
  search: string;
  setSearch: (search: string) => void;
  groupBy: TaskGroupBy;
  setGroupBy: (groupBy: TaskGroupBy) => void;
}) {
  const data = usePreloadedQuery<TaskBoardPageQuery>(query, queryRef);
  const terms = useCompanyTerms();
  const { board } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [liveChange, setLiveChange] = useState<TaskLiveChange | null>(null);
  const { updateBoard } = useBoardMutations();
  const move = useMoveTask();

  // The subscription lasts as long as the board: a new filter changes what a reload asks for, and
  // listening again for it would miss the changes made in between.
  const reloadRef = useRef(onReload);
  useEffect(() => {
    reloadRef.current = onReload;
  }, [onReload]);
  const subscriptionConfig = useMemo<GraphQLSubscriptionConfig<TaskBoardPageSubscription>>(
    () => ({
      subscription,
      variables: { boardId: board?.id ?? null },
      // Changes by anyone (another tab, a colleague, another gateway) reload the board; several at once
      // reload it once. An open task that changed is read again too.
      onNext: (response) => {
        reloadRef.current();
        if (response) setLiveChange({ taskIds: response.taskChanges.taskIds });
      },
    }),
    [board?.id],
  );
  useSubscription<TaskBoardPageSubscription>(subscriptionConfig);

  const groups = useMemo<KanbanGroup[]>(
    () =>
      noColumnFirst(board?.groups ?? []).map((group) => ({
        key: group.key,
        name: group.name,
        isColumn: group.isColumn,
        totalCount: group.tasks.totalCount,
        tasks: group.tasks.edges.map((edge) => ({ id: edge.node.id, databaseId: edge.node.databaseId, title: edge.node.title, card: edge.node })),
      })),
    [board?.groups],
  );

  const openTask = useCallback(
    (databaseId: number) =>
      setSearchParams((params) => {
        params.set('task', String(databaseId));
        return params;
      }),
    [setSearchParams],
  );
  const openTaskId = Number(searchParams.get('task')) || null;

  if (!board) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Quadro de tarefas não encontrado.{' '}
        <Anchor component={Link} to={paths.boards()}>
          Ver os quadros
        </Anchor>
      </Text>
    );
  }

  const settings: BoardSettings = { name: board.name, description: board.description ?? '', columns: [...board.columns] };
  const filtered = Object.values(filters).some(Boolean) || search !== '';

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={paths.boards()}>
          Tarefas
        </Anchor>
        <Text>{board.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text component="h1" fw={700} fz={{ base: 22, md: 26 }} lh={1.2}>
            {board.name}
          </Text>
          {board.description && (
            <Text size="sm" c="dimmed">
              {board.description}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Tooltip label="Configurações do quadro">
            <ActionIcon variant="default" size="lg" aria-label="Configurações do quadro" onClick={() => setSettingsOpen(true)}>
              <IconSettings size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button component={Link} to={paths.taskAdd(board.databaseId)} leftSection={<IconPlus size={18} aria-hidden />}>
            Nova tarefa
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[
          ['Tarefas', board.tasksCount],
          ['Pendentes', board.pendingTasksCount],
          ['Concluídas', board.completedTasksCount],
          ['Conclusão', `${board.completionPercentage}%`],
        ].map(([label, value]) => (
          <Paper key={label} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg" data-stat={label}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar"
          placeholder="Buscar tarefas"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 190 }}
        />
        <Select label="Agrupar por" data={groupByOptions(terms.customer)} value={groupBy} onChange={(value) => setGroupBy((value ?? 'KANBAN_GROUP') as TaskGroupBy)} allowDeselect={false} w={{ base: HALF_ROW, sm: 130 }} />
        <Select label="Status" placeholder="Todos" data={STATUS_OPTIONS} value={filters.status} onChange={(status) => setFilters({ ...filters, status })} clearable w={{ base: HALF_ROW, sm: 130 }} />
        <Select
          label="Responsável"
          placeholder="Todos"
          data={assigneeOptions(data.taskAssignees)}
          value={filters.assigneeId}
          onChange={(assigneeId) => setFilters({ ...filters, assigneeId })}
          clearable
          searchable
          w={{ base: HALF_ROW, sm: 150 }}
        />
        <CustomerSelect placeholder="Todos" value={filters.customerId} onChange={(customerId) => setFilters({ ...filters, customerId })} clearable w={{ base: HALF_ROW, sm: 150 }} />
        <Select label="Prioridade" placeholder="Todas" data={PRIORITY_OPTIONS} value={filters.priority} onChange={(priority) => setFilters({ ...filters, priority })} clearable w={{ base: HALF_ROW, sm: 120 }} />
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!filtered}
          onClick={() => {
            setFilters(NO_FILTERS);
            setSearch('');
          }}
        >
          Limpar filtros
        </Button>
      </Group>

      <Kanban
        groups={groups}
        onOpen={openTask}
        onMove={async ({ taskId, fromKey, toKey, orderedTaskIds }) => {
          try {
            await move(taskId, toKey || null, orderedTaskIds);
          } catch (error) {
            notify.error(fromKey === toKey ? TASK_MESSAGES.reorderFailed : TASK_MESSAGES.taskUpdateFailed);
            onReload();
            throw error;
          }
          onReload();
        }}
      />

      <BoardSettingsModal
        opened={settingsOpen}
        title="Configurações do quadro"
        editing
        initial={settings}
        onClose={() => setSettingsOpen(false)}
        onSubmit={async (next) => {
          const errors = await updateBoard(board.id, next);
          if (!errors) {
            setSettingsOpen(false);
            onReload();
          }
          return errors;
        }}
      />
      {openTaskId !== null && (
        <TaskDetailModal
          databaseId={openTaskId}
          columns={board.columns}
          liveChange={liveChange}
          onClose={() =>
            setSearchParams((params) => {
              params.delete('task');
              return params;
            })
          }
          onChanged={onReload}
        />
      )}
    </Stack>
  );
}

/** /tasks/board/{id} and /tasks/board (the default board): the kanban, live between colleagues. */
export function TaskBoardPage() {
  const initialRef = useScreenQuery<TaskBoardPageQuery>();
  const { id } = useParams();
  const revalidator = useRevalidator();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [groupBy, setGroupBy] = useState<TaskGroupBy>('KANBAN_GROUP');

  const variables = useMemo<TaskBoardPageQuery$variables>(() => {
    const filter: TaskFilter = {
      status: (filters.status as TaskFilter['status']) ?? null,
      assigneeId: filters.assigneeId,
      customerId: filters.customerId,
      priority: (filters.priority as TaskFilter['priority']) ?? null,
      search: debouncedSearch.trim() || null,
    };
    const any = Object.values(filter).some((value) => value !== null);
    return { id: initialRef.variables.id, groupBy, filter: any ? filter : null };
  }, [filters, debouncedSearch, groupBy, initialRef.variables.id]);

  const { queryRef, reload } = useLiveScreenQuery<TaskBoardPageQuery>(query, variables);

  const message = id === undefined ? TASK_MESSAGES.defaultBoardLoadFailed : TASK_MESSAGES.boardLoadFailed;
  if (!queryRef) return <PageLoader />;
  return (
    <LoadBoundary message={message} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
      <Suspense fallback={<PageLoader />}>
        <Board
          queryRef={queryRef}
          onReload={reload}
          filters={filters}
          setFilters={setFilters}
          search={search}
          setSearch={setSearch}
          groupBy={groupBy}
          setGroupBy={setGroupBy}
        />
      </Suspense>
    </LoadBoundary>
  );
}

export const Component = TaskBoardPage;
