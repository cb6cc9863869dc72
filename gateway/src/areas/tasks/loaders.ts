import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestBoard, RestTask, RestTaskAttachment, RestTaskBoard, RestTaskCard, RestTaskComment } from './types.ts';

/**
 * Boards and tasks. A board's view (its tasks in groups, filtered) is one call answering each task as
 * a card, so a board costs one REST call however many cards it shows; a field a card lacks reads the
 * whole task (`task`).
 */
export function taskLoaders(send: Send) {
  const task = resource(send, (taskId: number) => paths.task(taskId), (body: { task: RestTask }) => body.task);
  const boards = resource(send, (_: typeof ONLY) => paths.boards, (body: { task_lists: RestBoard[] }) => body.task_lists);
  return {
    task,
    /** Every board of the company with its counts: what a board's name and counts are read from outside its view. */
    boards,
    taskBoard: resource(send, paths.taskBoard, (body: { task_list: RestTaskBoard }) => body.task_list),
    calendarTasks: resource(send, paths.calendarTasks, (body: { tasks: RestTaskCard[] }) => body.tasks),
    taskAssignees: resource(send, (_: typeof ONLY) => paths.taskAssignees, (body: { assignees: { id: number; name: string }[] }) => body.assignees),
    taskComments: resource(send, (taskId: number) => paths.taskComments(taskId), (body: { comments: RestTaskComment[] }) => body.comments),
    taskAttachments: resource(
      send,
      (taskId: number) => paths.taskAttachments(taskId),
      (body: { attachments: RestTaskAttachment[] }) => body.attachments,
    ),
    /** After a write: the task as answered, and the boards' counts, comments and files read again. */
    rememberTask(record: RestTask): void {
      task.clear(record.id).prime(record.id, record);
      boards.clearAll();
    },
    forgetTask(taskId: number): void {
      task.clear(taskId);
      boards.clearAll();
    },
  };
}
