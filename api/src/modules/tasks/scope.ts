import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { getCaller } from '../../auth/hook.ts';
import type { Executor } from '../../db/index.ts';
import type { ActivityChange, ActivityEvent } from '../../db/schema.ts';
import type { ChangeBus } from '../../events/changes.ts';
import type { FileStorage } from '../../storage/index.ts';
import { deleteStoredFile } from '../../storage/uploads.ts';
import { recordActivity } from '../../activity-log/record.ts';
import { deleteAttachments } from '../attachments/queries.ts';

/** Boards and tasks need a login only (spec §6): the caller's own company, from the token, is the scope. */
export function taskScope(request: FastifyRequest) {
  const caller = getCaller(request);
  return { caller: caller.user, companyId: caller.user.company_id };
}

export async function recordTaskActivity(
  trx: Executor,
  request: FastifyRequest,
  entry: {
    event: ActivityEvent;
    itemType: 'TaskList' | 'Task' | 'TaskChecklistItem' | 'TaskComment' | 'TaskAttachment';
    itemId: number;
    itemName: string | null;
    customerId?: number | null;
    changes: ActivityChange[];
  },
): Promise<void> {
  const { caller, companyId } = taskScope(request);
  await recordActivity(trx, { companyId, userId: caller.id, ...entry });
}

/** Announces committed changes to tasks of the boards `boardIds` (whose counts changed with them). */
export function announceTasks(changes: ChangeBus, companyId: number, taskIds: number[], boardIds: number[], deleted = false): void {
  changes.publish({ companyId, area: 'tasks', ids: taskIds, taskListIds: boardIds, deleted });
}

export function announceBoard(changes: ChangeBus, companyId: number, boardId: number, deleted = false): void {
  changes.publish({ companyId, area: 'task_lists', ids: [boardId], taskListIds: [boardId], deleted });
}

/** Attachment rows of the given tasks, removed in the caller's transaction; their files go after it commits. */
export async function removeTaskAttachmentRows(trx: Executor, companyId: number, taskIds: number[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const links = await trx.selectFrom('task_attachments').select('attachment_id').where('task_id', 'in', taskIds).execute();
  return deleteAttachments(trx, companyId, links.map((link) => link.attachment_id));
}

export async function deleteFiles(storage: FileStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) await deleteStoredFile(storage, key, log);
}
