import { TASK_STATUS_LABELS, taskStatus } from '@practice/common';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { useTaskMutationsMoveMutation } from './__generated__/useTaskMutationsMoveMutation.graphql';
import type { useTaskMutationsToggleMutation } from './__generated__/useTaskMutationsToggleMutation.graphql';
import { statusEnum, TASK_MESSAGES } from './messages';

const toggleMutation = graphql`
  mutation useTaskMutationsToggleMutation($input: ToggleTaskCompletionInput!) @raw_response_type {
    toggleTaskCompletion(input: $input) {
      task {
        id
        completed
        status
        statusText
        statusColor
        overdue
      }
      taskList {
        id
        tasksCount
        pendingTasksCount
        completedTasksCount
        completionPercentage
      }
    }
  }
`;

const moveMutation = graphql`
  mutation useTaskMutationsMoveMutation($input: MoveTaskInput!) {
    moveTask(input: $input) {
      task {
        id
        kanbanGroup
        position
      }
      taskList {
        id
        tasksCount
        pendingTasksCount
        completedTasksCount
        completionPercentage
      }
      fullMessages
    }
  }
`;

/** A task as the completion check needs it. */
export type ToggledTask = { id: string; completed: boolean; dueDate?: string | null };

/**
 * The card's and the modal's completion check: optimistic, told back on failure. The status shown
 * meanwhile follows common's rule, the one the server answers with.
 */
export function useToggleCompletion() {
  const [toggle] = useMutationPromise<useTaskMutationsToggleMutation>(toggleMutation);
  return useCallback(
    async ({ id, completed, dueDate }: ToggledTask) => {
      const next = completed ? taskStatus({ completed_at: null, due_date: dueDate ?? null }, new Date()) : 'completed';
      const { text, color } = TASK_STATUS_LABELS[next];
      try {
        await toggle({
          variables: { input: { id } },
          optimisticResponse: {
            toggleTaskCompletion: {
              task: { id, completed: !completed, status: statusEnum(next), statusText: text, statusColor: color, overdue: next === 'overdue' },
              taskList: null,
            },
          },
          skipErrorToast: true,
        });
      } catch {
        notify.error(TASK_MESSAGES.taskStatusFailed);
      }
    },
    [toggle],
  );
}

/** Puts a task in a column at a place; answers whether the server took it. */
export function useMoveTask() {
  const [move] = useMutationPromise<useTaskMutationsMoveMutation>(moveMutation);
  return useCallback(
    async (id: string, kanbanGroup: string | null, orderedTaskIds: string[]) => {
      const answer = await move({ variables: { input: { id, kanbanGroup, orderedTaskIds } }, skipErrorToast: true });
      if (answer.moveTask.fullMessages.length > 0) throw new Error(answer.moveTask.fullMessages[0]);
      return answer.moveTask.task;
    },
    [move],
  );
}
