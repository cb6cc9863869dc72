// The tasks area starts here, at /tasks. What the screens call a board is a `TaskList` in
// schema.graphql (`taskList`, `taskLists`, `createTaskList`, ...), which is the contract and stays;
// queries alias it (`board: taskList`) and the code around them says board. The gateway's
// areas/tasks/index.ts writes down the whole mapping, down to the api's `task_lists`.
import { ActionIcon, Button, Card, Group, Menu, Progress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconDots, IconLayoutKanban, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { counted } from '../../lib/text';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import { BoardSettingsModal, type BoardSettings } from './BoardSettingsModal';
import type { TaskBoardCard_board$key } from './__generated__/TaskBoardCard_board.graphql';
import type { TaskBoardsPageQuery } from './__generated__/TaskBoardsPageQuery.graphql';
import { TASK_MESSAGES } from './messages';
import { useBoardMutations } from './useBoardMutations';

export const query = graphql`
  query TaskBoardsPageQuery {
    boards: taskLists {
      id
      ...TaskBoardCard_board
    }
  }
`;

const NEW_BOARD: BoardSettings = { name: '', description: '', columns: ['A fazer'] };

function BoardCard({ board: key, onEdit }: { board: TaskBoardCard_board$key; onEdit: (settings: BoardSettings & { id: string }) => void }) {
  const board = useFragment(
    graphql`
      fragment TaskBoardCard_board on TaskList {
        id
        databaseId
        name
        description
        columns
        tasksCount
        pendingTasksCount
        completedTasksCount
        completionPercentage
      }
    `,
    key,
  );
  const { deleteBoard, duplicateBoard } = useBoardMutations();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir quadro?',
      children: (
        <Text size="sm">
          O quadro <strong>{board.name}</strong> será excluído com suas {board.tasksCount} tarefas. Essa ação não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteBoard(board.id),
    });

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text component={Link} to={paths.board(board.databaseId)} fw={600} size="lg" truncate="end">
            {board.name}
          </Text>
          {board.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {board.description}
            </Text>
          )}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Ações do quadro ${board.name}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit({ id: board.id, name: board.name, description: board.description ?? '', columns: [...board.columns] })}
            >
              Editar
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void duplicateBoard(board.id)}>
              Duplicar
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
              Excluir
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text size="sm" mt="md">
        {counted(board.tasksCount, 'tarefa', 'tarefas')} · {counted(board.pendingTasksCount, 'pendente', 'pendentes')} ·{' '}
        {counted(board.completedTasksCount, 'concluída', 'concluídas')}
      </Text>
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Progress value={board.completionPercentage} style={{ flex: 1 }} aria-label={`${board.completionPercentage}% concluído`} />
        <Text size="sm" fw={600}>
          {board.completionPercentage}%
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt="xs" truncate="end">
        Colunas: {board.columns.join(', ')}
      </Text>
    </Card>
  );
}

function Boards({ boards, onEdit }: { boards: TaskBoardsPageQuery['response']['boards']; onEdit: (settings: BoardSettings & { id: string }) => void }) {
  if (boards.length === 0) {
    return (
      <Stack align="center" gap="sm" ta="center" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLayoutKanban size={28} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>Nenhum quadro de tarefas ainda</Text>
        <Text size="sm" c="dimmed">
          Crie um quadro para acompanhar o trabalho da equipe em colunas.
        </Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {boards.map((board) => (
        <BoardCard key={board.id} board={board} onEdit={onEdit} />
      ))}
    </SimpleGrid>
  );
}

/** /tasks: the company's boards with their counts and completion; create, edit, duplicate and delete. */
export function TaskBoardsPage() {
  const navigate = useNavigate();
  const { createBoard, updateBoard } = useBoardMutations();
  const [editing, setEditing] = useState<(BoardSettings & { id?: string }) | null>(null);

  return (
    <>
      <PageHeader
        title="Tarefas"
        actions={
          <>
            <Button variant="default" component={Link} to={paths.taskAdd()} leftSection={<IconPlus size={18} aria-hidden />}>
              Nova tarefa
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(NEW_BOARD)}>
              Novo quadro
            </Button>
          </>
        }
      />
      <QueryScreen<TaskBoardsPageQuery> query={query} failure={TASK_MESSAGES.boardsLoadFailed}>
        {(data) => <Boards boards={data.boards} onEdit={setEditing} />}
      </QueryScreen>
      <BoardSettingsModal
        opened={editing !== null}
        title={editing?.id ? 'Editar quadro' : 'Novo quadro'}
        editing={Boolean(editing?.id)}
        initial={editing ?? NEW_BOARD}
        onClose={() => setEditing(null)}
        onSubmit={async (settings) => {
          if (editing?.id) {
            const errors = await updateBoard(editing.id, settings);
            if (!errors) setEditing(null);
            return errors;
          }
          const { errors, databaseId } = await createBoard(settings);
          if (!errors) {
            setEditing(null);
            if (databaseId !== undefined) navigate(paths.board(databaseId));
          }
          return errors;
        }}
      />
    </>
  );
}

export const Component = TaskBoardsPage;
