import { segment } from '../../rest/paths.ts';
import type { CalendarQuery, TaskBoardQuery, TaskFilterQuery } from './types.ts';

function taskFilterParams(query: TaskFilterQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.assigneeId !== undefined) params.set('assignee_id', String(query.assigneeId));
  if (query.customerId !== undefined) params.set('customer_id', String(query.customerId));
  if (query.priority) params.set('priority', query.priority);
  if (query.search) params.set('search', query.search);
  return params;
}

function taskBoard(query: TaskBoardQuery): string {
  const params = taskFilterParams(query);
  params.set('group_by', query.groupBy);
  params.set('view', 'card');
  const board = query.boardId === undefined ? 'default' : segment(query.boardId);
  return `/api/v1/task_lists/${board}?${params.toString()}`;
}

function calendarTasks(query: CalendarQuery): string {
  const params = taskFilterParams(query);
  params.set('due_from', query.from);
  params.set('due_to', query.to);
  if (query.boardId !== undefined) params.set('task_list_id', String(query.boardId));
  params.set('view', 'card');
  return `/api/v1/tasks?${params.toString()}`;
}

export const paths = {
  boards: '/api/v1/task_lists',
  board: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}`,
  taskBoard,
  duplicateBoard: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}/duplicate`,
  boardTasks: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}/tasks`,
  reorderTasks: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}/tasks/reorder`,
  calendarTasks,
  taskAssignees: '/api/v1/task_assignees',
  task: (taskId: number) => `/api/v1/tasks/${segment(taskId)}`,
  toggleTaskCompletion: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/toggle_completion`,
  taskChecklistItems: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/checklist_items`,
  taskChecklistItem: (taskId: number, itemId: number) => `/api/v1/tasks/${segment(taskId)}/checklist_items/${segment(itemId)}`,
  toggleTaskChecklistItem: (taskId: number, itemId: number) =>
    `/api/v1/tasks/${segment(taskId)}/checklist_items/${segment(itemId)}/toggle`,
  taskComments: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/comments`,
  taskComment: (taskId: number, commentId: number) => `/api/v1/tasks/${segment(taskId)}/comments/${segment(commentId)}`,
  taskAttachments: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/attachments`,
  taskAttachment: (taskId: number, attachmentId: number) =>
    `/api/v1/tasks/${segment(taskId)}/attachments/${segment(attachmentId)}`,
};
