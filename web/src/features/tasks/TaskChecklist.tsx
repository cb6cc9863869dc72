import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { TaskChecklist_task$key } from './__generated__/TaskChecklist_task.graphql';
import type { TaskChecklistAddMutation } from './__generated__/TaskChecklistAddMutation.graphql';
import type { TaskChecklistDeleteMutation } from './__generated__/TaskChecklistDeleteMutation.graphql';
import type { TaskChecklistToggleMutation } from './__generated__/TaskChecklistToggleMutation.graphql';
import { changeTaskPart, DeletePartButton, usePartDraft } from './taskParts';

const fragment = graphql`
  fragment TaskChecklist_task on Task {
    id
    checklistItems {
      id
      content
      completed
    }
  }
`;

// Each change answers the task with its items and the counts its card on the board shows.
const addMutation = graphql`
  mutation TaskChecklistAddMutation($input: AddTaskChecklistItemInput!) {
    addTaskChecklistItem(input: $input) {
      task {
        ...TaskChecklist_task
        checklistTotalItems
        checklistCompletedItems
      }
    }
  }
`;
const toggleMutation = graphql`
  mutation TaskChecklistToggleMutation($input: TaskPartInput!) {
    toggleTaskChecklistItem(input: $input) {
      task {
        ...TaskChecklist_task
        checklistTotalItems
        checklistCompletedItems
      }
    }
  }
`;
const deleteMutation = graphql`
  mutation TaskChecklistDeleteMutation($input: TaskPartInput!) {
    deleteTaskChecklistItem(input: $input) {
      task {
        ...TaskChecklist_task
        checklistTotalItems
        checklistCompletedItems
      }
    }
  }
`;

/** A task's checklist in its modal: items ticked by their box or text, added and deleted. */
export function TaskChecklist({ task: key, onChanged }: { task: TaskChecklist_task$key; onChanged: () => void }) {
  const task = useFragment(fragment, key);
  const [add, adding] = useMutationPromise<TaskChecklistAddMutation>(addMutation);
  const [toggle] = useMutationPromise<TaskChecklistToggleMutation>(toggleMutation);
  const [remove] = useMutationPromise<TaskChecklistDeleteMutation>(deleteMutation);
  const [itemKey, renewItemKey] = useIdempotencyKey();
  const taskId = task.id;

  const draft = usePartDraft((content) =>
    changeTaskPart(async () => {
      await add({ variables: { input: { taskId, content } }, skipErrorToast: true, idempotencyKey: itemKey });
      renewItemKey();
    }, onChanged),
  );

  return (
    <Stack gap={6}>
      {task.checklistItems.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap">
          <Checkbox
            label={item.content}
            checked={item.completed}
            onChange={() => void changeTaskPart(() => toggle({ variables: { input: { taskId, id: item.id } }, skipErrorToast: true }), onChanged)}
          />
          <DeletePartButton
            label={`Excluir item ${item.content}`}
            title="Excluir item?"
            body={<>O item <strong>{item.content}</strong> será excluído do checklist.</>}
            onDelete={() => void changeTaskPart(() => remove({ variables: { input: { taskId, id: item.id } }, skipErrorToast: true }), onChanged)}
          />
        </Group>
      ))}
      <form onSubmit={draft.submit}>
        <Group gap="xs" wrap="nowrap">
          <TextInput placeholder="Novo item" aria-label="Novo item do checklist" value={draft.text} onChange={(event) => draft.setText(event.currentTarget.value)} style={{ flex: 1 }} />
          <Button type="submit" variant="default" disabled={draft.blank || adding}>
            Adicionar
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
