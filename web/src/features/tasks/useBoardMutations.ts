import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useIdempotencyKey, useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { BoardSettings } from './BoardSettingsModal';
import type { useBoardMutationsCreateMutation } from './__generated__/useBoardMutationsCreateMutation.graphql';
import type { useBoardMutationsDeleteMutation } from './__generated__/useBoardMutationsDeleteMutation.graphql';
import type { useBoardMutationsDuplicateMutation } from './__generated__/useBoardMutationsDuplicateMutation.graphql';
import type { useBoardMutationsUpdateMutation } from './__generated__/useBoardMutationsUpdateMutation.graphql';
import { TASK_MESSAGES } from './messages';

const createMutation = graphql`
  mutation useBoardMutationsCreateMutation($input: CreateTaskListInput!) {
    createTaskList(input: $input) {
      taskList {
        id
        databaseId
        ...TaskBoardCard_board
      }
      errors {
        field
        messages
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useBoardMutationsUpdateMutation($input: UpdateTaskListInput!) {
    updateTaskList(input: $input) {
      taskList {
        id
        name
        description
        columns
        ...TaskBoardCard_board
      }
      errors {
        field
        messages
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useBoardMutationsDeleteMutation($input: DeleteTaskListInput!) {
    deleteTaskList(input: $input) {
      deletedTaskListId @deleteRecord
      fullMessages
    }
  }
`;

const duplicateMutation = graphql`
  mutation useBoardMutationsDuplicateMutation($input: DuplicateTaskListInput!) {
    duplicateTaskList(input: $input) {
      taskList {
        id
        ...TaskBoardCard_board
      }
      fullMessages
    }
  }
`;

/** Adds a board that a write answered to the root list of boards, so the boards page shows it at once. */
function appendToBoards(store: RecordSourceSelectorProxy, field: string) {
  const payload = store.getRootField(field);
  const board = payload?.getLinkedRecord('taskList');
  const root = store.getRoot();
  const boards = root.getLinkedRecords('taskLists');
  if (board && boards) root.setLinkedRecords([...boards, board], 'taskLists');
}

type FieldErrors = Record<string, string> | null;

function fieldErrorsOf(errors: readonly { field: string; messages: readonly string[] }[]): FieldErrors {
  if (errors.length === 0) return null;
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field === 'kanban_group_options' ? 'columns' : error.field] = error.messages.join(', ');
  return byField;
}

/** Board writes with their spec toasts; each answers the field errors the server gave, or null. */
export function useBoardMutations() {
  const [create] = useMutationPromise<useBoardMutationsCreateMutation>(createMutation);
  const [update] = useMutationPromise<useBoardMutationsUpdateMutation>(updateMutation);
  const [remove] = useMutationPromise<useBoardMutationsDeleteMutation>(deleteMutation);
  const [duplicate] = useMutationPromise<useBoardMutationsDuplicateMutation>(duplicateMutation);
  // One open board form at a time: its key is kept until a board is made, then renewed for the next.
  const [createKey, renewCreateKey] = useIdempotencyKey();
  const copyKeys = useIdempotencyKeys();

  const createBoard = useCallback(
    async (settings: BoardSettings): Promise<{ errors: FieldErrors; databaseId?: number }> => {
      try {
        const answer = await create({
          variables: { input: { name: settings.name, description: settings.description || null, columns: settings.columns } },
          updater: (store) => appendToBoards(store, 'createTaskList'),
          skipErrorToast: true,
          idempotencyKey: createKey,
        });
        const errors = fieldErrorsOf(answer.createTaskList.errors);
        if (!errors) {
          renewCreateKey();
          notify.success(TASK_MESSAGES.boardCreated);
        }
        return { errors, databaseId: answer.createTaskList.taskList?.databaseId };
      } catch {
        notify.error(TASK_MESSAGES.boardCreateFailed);
        return { errors: null };
      }
    },
    [create, createKey, renewCreateKey],
  );

  const updateBoard = useCallback(
    async (id: string, settings: BoardSettings): Promise<FieldErrors> => {
      try {
        const answer = await update({
          variables: { input: { id, name: settings.name, description: settings.description, columns: settings.columns } },
          skipErrorToast: true,
        });
        const errors = fieldErrorsOf(answer.updateTaskList.errors);
        if (!errors) notify.success(TASK_MESSAGES.boardUpdated);
        return errors;
      } catch {
        notify.error(TASK_MESSAGES.boardUpdateFailed);
        return null;
      }
    },
    [update],
  );

  const deleteBoard = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await remove({
          variables: { input: { id } },
          updater: (store) => {
            const root = store.getRoot();
            const boards = root.getLinkedRecords('taskLists');
            if (boards) root.setLinkedRecords(boards.filter((board) => board && board.getDataID() !== id), 'taskLists');
          },
          skipErrorToast: true,
        });
        notify.success(TASK_MESSAGES.boardDeleted);
        return true;
      } catch {
        notify.error(TASK_MESSAGES.boardDeleteFailed);
        return false;
      }
    },
    [remove],
  );

  const duplicateBoard = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await duplicate({
          variables: { input: { id } },
          updater: (store) => appendToBoards(store, 'duplicateTaskList'),
          skipErrorToast: true,
          idempotencyKey: copyKeys.keyFor(id),
        });
        copyKeys.done(id);
        notify.success(TASK_MESSAGES.boardDuplicated);
        return true;
      } catch {
        notify.error(TASK_MESSAGES.boardDuplicateFailed);
        return false;
      }
    },
    [duplicate, copyKeys],
  );

  return { createBoard, updateBoard, deleteBoard, duplicateBoard };
}
