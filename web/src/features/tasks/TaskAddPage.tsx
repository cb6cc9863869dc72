import { ActionIcon, Anchor, Breadcrumbs, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import { CustomerSelect } from '../../ui/CustomerSelect';
import type { TaskAddPageMutation, TaskPriority } from './__generated__/TaskAddPageMutation.graphql';
import type { TaskAddPageQuery } from './__generated__/TaskAddPageQuery.graphql';
import { boardIdSearchParam, TASK_MESSAGES } from './messages';
import { descriptionToSend, TaskBasicsFields, withoutError, type TaskBasics } from './TaskBasicsFields';

export const query = graphql`
  query TaskAddPageQuery($id: Int, $withBoard: Boolean!) {
    board: taskList(databaseId: $id) @include(if: $withBoard) {
      id
      databaseId
      name
      columns
    }
    boards: taskLists @skip(if: $withBoard) {
      id
      databaseId
      name
      columns
    }
  }
`;

const createMutation = graphql`
  mutation TaskAddPageMutation($input: CreateTaskInput!) {
    createTask(input: $input) {
      task {
        id
        databaseId
      }
      taskList {
        id
        tasksCount
        pendingTasksCount
        completedTasksCount
        completionPercentage
      }
      errors {
        field
        messages
      }
    }
  }
`;

function Form({ data, boardId }: { data: TaskAddPageQuery['response']; boardId: number | null }) {
  const navigate = useNavigate();
  const [create, saving] = useMutationPromise<TaskAddPageMutation>(createMutation);
  const [createKey] = useIdempotencyKey();
  const boards = data.board ? [data.board] : (data.boards ?? []);
  const [selectedBoard, setSelectedBoard] = useState<string | null>(data.board?.id ?? data.boards?.[0]?.id ?? null);
  const board = boards.find((candidate) => candidate.id === selectedBoard);
  const [basics, setBasics] = useState<TaskBasics>({ title: '', description: '', dueDate: '', priority: null, kanbanGroup: board?.columns[0] ?? null });
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [items, setItems] = useState<string[]>([]);
  const [newItem, setNewItem] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const title = basics.title.trim();
    if (!title) {
      setErrors({ title: TASK_MESSAGES.titleRequired });
      notify.error(TASK_MESSAGES.titleRequired);
      return;
    }
    if (!board) {
      notify.error(TASK_MESSAGES.boardUnknown);
      return;
    }
    try {
      const answer = await create({
        variables: {
          input: {
            taskListId: board.id,
            title,
            description: descriptionToSend(basics.description),
            dueDate: basics.dueDate || null,
            priority: (basics.priority as TaskPriority | null) ?? null,
            kanbanGroup: basics.kanbanGroup,
            customerId,
            checklistItems: [...items, newItem].map((item) => item.trim()).filter(Boolean),
          },
        },
        skipErrorToast: true,
        idempotencyKey: createKey,
      });
      const refused = answer.createTask.errors;
      if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.map((error) => [error.field, error.messages.join(', ')])));
        return;
      }
      notify.success(TASK_MESSAGES.taskCreated);
      // Back to the board it came from, or to the boards (spec section 2).
      navigate(boardId !== null ? paths.board(boardId) : paths.boards());
    } catch {
      notify.error(TASK_MESSAGES.taskCreateFailed);
    }
  };

  if (boardId !== null && !data.board) {
    return <Text c="red">{TASK_MESSAGES.boardUnknown}</Text>;
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          {boardId === null && (
            <Select
              label="Quadro"
              required
              data={boards.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={selectedBoard}
              onChange={(value) => {
                setSelectedBoard(value);
                setBasics((current) => ({ ...current, kanbanGroup: boards.find((candidate) => candidate.id === value)?.columns[0] ?? null }));
              }}
              allowDeselect={false}
              error={boards.length === 0 ? 'Crie um quadro antes de adicionar tarefas' : undefined}
            />
          )}
          <TaskBasicsFields value={basics} onChange={setBasics} initialDescription="" columns={board?.columns ?? []} errors={errors} onEdited={(field) => setErrors((current) => withoutError(current, field))} autoFocusTitle />
          <CustomerSelect placeholder="Nenhum" value={customerId} onChange={setCustomerId} clearable error={errors.customer_id} />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Checklist
            </Text>
            {items.map((item, index) => (
              <Group key={`${index}-${item}`} gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1 }}>
                  {item}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={`Remover ${item}`} onClick={() => setItems(items.filter((_, at) => at !== index))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group gap="xs" wrap="nowrap">
              <TextInput
                placeholder="Novo item"
                aria-label="Novo item do checklist"
                value={newItem}
                onChange={(event) => setNewItem(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  if (newItem.trim()) setItems([...items, newItem.trim()]);
                  setNewItem('');
                }}
                style={{ flex: 1 }}
              />
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  if (newItem.trim()) setItems([...items, newItem.trim()]);
                  setNewItem('');
                }}
              >
                Adicionar
              </Button>
            </Group>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={boardId !== null ? paths.board(boardId) : paths.boards()}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Criar tarefa
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /tasks/add (optionally ?board_id=): a new task, back to its board or to the boards. */
export function TaskAddPage() {
  const [searchParams] = useSearchParams();
  const boardId = boardIdSearchParam(searchParams);
  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={paths.boards()}>
          Tarefas
        </Anchor>
        <Text>Nova tarefa</Text>
      </Breadcrumbs>
      <PageHeader title="Nova tarefa" />
      <QueryScreen<TaskAddPageQuery> query={query} failure={TASK_MESSAGES.boardLoadFailed}>
        {(data) => <Form data={data} boardId={boardId} />}
      </QueryScreen>
    </>
  );
}

export const Component = TaskAddPage;
