import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { TaskComments_task$key } from './__generated__/TaskComments_task.graphql';
import type { TaskCommentsAddMutation } from './__generated__/TaskCommentsAddMutation.graphql';
import type { TaskCommentsDeleteMutation } from './__generated__/TaskCommentsDeleteMutation.graphql';
import { changeTaskPart, DeletePartButton, usePartDraft } from './taskParts';

const fragment = graphql`
  fragment TaskComments_task on Task {
    id
    comments {
      id
      content
      author {
        name
      }
      createdAt
      canDelete
    }
  }
`;

// Each change answers the task with its comments and the count its card on the board shows.
const addMutation = graphql`
  mutation TaskCommentsAddMutation($input: AddTaskCommentInput!) {
    addTaskComment(input: $input) {
      task {
        ...TaskComments_task
        commentsCount
      }
    }
  }
`;
const deleteMutation = graphql`
  mutation TaskCommentsDeleteMutation($input: TaskPartInput!) {
    deleteTaskComment(input: $input) {
      task {
        ...TaskComments_task
        commentsCount
      }
    }
  }
`;

const when = (createdAt: string) => new Date(createdAt).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** A task's comments in its modal, oldest first: written, and deleted by those who may. */
export function TaskComments({ task: key, onChanged }: { task: TaskComments_task$key; onChanged: () => void }) {
  const task = useFragment(fragment, key);
  const [add, adding] = useMutationPromise<TaskCommentsAddMutation>(addMutation);
  const [remove] = useMutationPromise<TaskCommentsDeleteMutation>(deleteMutation);
  const [commentKey, renewCommentKey] = useIdempotencyKey();
  const taskId = task.id;

  const draft = usePartDraft((content) =>
    changeTaskPart(async () => {
      await add({ variables: { input: { taskId, content } }, skipErrorToast: true, idempotencyKey: commentKey });
      renewCommentKey();
    }, onChanged),
  );

  return (
    <Stack gap="xs">
      {task.comments.map((comment) => (
        <Group key={comment.id} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {comment.author.name} · {when(comment.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {comment.content}
            </Text>
          </Stack>
          {comment.canDelete && (
            <DeletePartButton
              label="Excluir comentário"
              title="Excluir comentário?"
              body="O comentário será excluído."
              onDelete={() => void changeTaskPart(() => remove({ variables: { input: { taskId, id: comment.id } }, skipErrorToast: true }), onChanged)}
            />
          )}
        </Group>
      ))}
      <form onSubmit={draft.submit}>
        <Stack gap="xs">
          <Textarea placeholder="Escreva um comentário" aria-label="Novo comentário" value={draft.text} onChange={(event) => draft.setText(event.currentTarget.value)} autosize minRows={2} />
          <Group justify="flex-end">
            <Button type="submit" variant="default" disabled={draft.blank || adding}>
              Comentar
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
