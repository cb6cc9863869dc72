import type { Send } from '../../rest/client.ts';
import type { UploadFile } from '../../rest/multipart.ts';
import { paths } from './paths.ts';
import type { BoardChanges, RestBoard, RestTask, TaskChanges } from './types.ts';

/** Writes to boards and tasks; each answers the record it changed. */
export function taskCalls(send: Send) {
  const none = { body: { form: {} } };
  const taskOf = async (answer: Promise<{ body: { task: RestTask } }>) => (await answer).body.task;
  const boardOf = async (answer: Promise<{ body: { task_list: RestBoard } }>) => (await answer).body.task_list;
  return {
    createBoard: (changes: BoardChanges) =>
      boardOf(send('POST', paths.boards, { body: { json: { task_list: changes } } })),
    updateBoard: (boardId: number, changes: BoardChanges) =>
      boardOf(send('PATCH', paths.board(boardId), { body: { json: { task_list: changes } } })),
    deleteBoard: (boardId: number) => send<unknown>('DELETE', paths.board(boardId), none),
    duplicateBoard: (boardId: number) => boardOf(send('POST', paths.duplicateBoard(boardId), none)),
    createTask: (boardId: number, changes: TaskChanges) =>
      taskOf(send('POST', paths.boardTasks(boardId), { body: { json: { task: changes } } })),
    updateTask: (taskId: number, changes: TaskChanges) =>
      taskOf(send('PATCH', paths.task(taskId), { body: { json: { task: changes } } })),
    reorderTasks: (boardId: number, taskIds: number[]) =>
      send<unknown>('PATCH', paths.reorderTasks(boardId), { body: { json: { task_ids: taskIds } } }),
    deleteTask: (taskId: number) => send<unknown>('DELETE', paths.task(taskId), none),
    toggleTaskCompletion: (taskId: number) => taskOf(send('PATCH', paths.toggleTaskCompletion(taskId), none)),
    addTaskChecklistItem: (taskId: number, content: string) =>
      send<unknown>('POST', paths.taskChecklistItems(taskId), { body: { json: { checklist_item: { content } } } }),
    toggleTaskChecklistItem: (taskId: number, itemId: number) =>
      send<unknown>('PATCH', paths.toggleTaskChecklistItem(taskId, itemId), none),
    deleteTaskChecklistItem: (taskId: number, itemId: number) =>
      send<unknown>('DELETE', paths.taskChecklistItem(taskId, itemId), none),
    addTaskComment: (taskId: number, content: string) =>
      send<unknown>('POST', paths.taskComments(taskId), { body: { json: { task_comment: { content } } } }),
    deleteTaskComment: (taskId: number, commentId: number) => send<unknown>('DELETE', paths.taskComment(taskId, commentId), none),
    addTaskAttachment: (taskId: number, file: UploadFile) =>
      send<unknown>('POST', paths.taskAttachments(taskId), { body: { multipart: { fields: {}, files: [{ name: 'file', file }] } } }),
    deleteTaskAttachment: (taskId: number, attachmentId: number) =>
      send<unknown>('DELETE', paths.taskAttachment(taskId, attachmentId), none),
  };
}
