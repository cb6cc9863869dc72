import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { parseId } from '../../auth/hook.ts';
import type { Executor } from '../../db/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { section } from '../../http/input.ts';
import { ANY_FILE_ROUTE, deleteStoredFile } from '../../storage/uploads.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { attachmentFileOf, deleteAttachments, insertAttachment } from '../attachments/queries.ts';
import { userNameOf } from '../users/queries.ts';
import { cleanFilename, humanFileSize, readAttachmentFile } from './files.ts';
import { CHECKLIST_MAX, checklistFullError, readContent } from './input.ts';
import { canDelete, findTask, type TaskRow } from './queries.ts';
import {
  ATTACHMENT_ANSWER,
  ATTACHMENT_BODY,
  ATTACHMENT_DELETED_ANSWER,
  ATTACHMENTS_ANSWER,
  CHECKLIST_ITEM_ANSWER,
  CHECKLIST_ITEM_BODY,
  COMMENT_ANSWER,
  COMMENT_BODY,
  COMMENTS_ANSWER,
} from './schemas.ts';
import { announceTasks, recordTaskActivity, taskScope } from './scope.ts';

type TaskParams = { Params: { taskId: string } };
type ItemParams = { Params: { taskId: string; itemId: string } };
type CommentParams = { Params: { taskId: string; commentId: string } };
type AttachmentParams = { Params: { taskId: string; attachmentId: string } };

type Caller = { id: number; account_type: string };

async function listComments(db: Executor, taskId: number, caller: Caller) {
  const rows = await db
    .selectFrom('task_comments')
    .select((eb) => [
      'task_comments.id',
      'task_comments.content',
      'task_comments.user_id',
      'task_comments.user_name',
      userNameOf(db, eb.ref('task_comments.user_id')).as('name'),
      'task_comments.created_at',
    ])
    .where('task_comments.task_id', '=', taskId)
    .orderBy('task_comments.created_at')
    .orderBy('task_comments.id')
    .execute();
  return rows.map((row) => serializeComment(row, caller));
}

function serializeComment(
  row: { id: number; content: string; user_id: number | null; user_name: string; name?: string | null; created_at: Date },
  caller: Caller,
) {
  return {
    id: row.id,
    content: row.content,
    user: { id: row.user_id, name: row.name ?? row.user_name },
    created_at: row.created_at,
    can_delete: canDelete(caller, row.user_id),
  };
}

interface AttachmentRow {
  id: number;
  attachment_id: number;
  user_id: number | null;
  user_name: string;
  created_at: Date;
  filename: string | null;
  content_type: string;
  byte_size: number;
  key: string;
}

function attachmentQuery(db: Executor) {
  return db
    .selectFrom('task_attachments')
    .innerJoinLateral(
      (eb) => attachmentFileOf(db, eb.ref('task_attachments.attachment_id')).as('file'),
      (join) => join.onTrue(),
    )
    .select([
      'task_attachments.id',
      'task_attachments.attachment_id',
      'task_attachments.task_id',
      'task_attachments.user_id',
      'task_attachments.user_name',
      'task_attachments.created_at',
      'file.filename',
      'file.content_type',
      'file.byte_size',
      'file.key',
    ]);
}

/** `download_url` is signed for an hour and served with Content-Disposition: attachment under the file's name. */
function serializeAttachment(row: AttachmentRow, caller: Caller, urls: FileUrls) {
  const filename = row.filename ?? 'arquivo';
  return {
    id: row.id,
    filename,
    content_type: row.content_type,
    byte_size: row.byte_size,
    human_file_size: humanFileSize(row.byte_size),
    download_url: urls.sign(row.key, { download: filename, reader: caller.id }),
    user: { id: row.user_id, name: row.user_name },
    created_at: row.created_at,
    can_delete: canDelete(caller, row.user_id),
  };
}

export async function taskPartsRoutes(app: FastifyInstance, { db, clock, files, changes, writeOnce }: AppDeps): Promise<void> {
  /** The task, in the caller's company, locked for the write that follows in `trx`. */
  const lockedTask = (trx: Executor, companyId: number, taskId: string) => findTask(trx, companyId, parseId(taskId), { forUpdate: true });
  const announce = (task: TaskRow) => announceTasks(changes, task.company_id, [task.id], [task.task_list_id]);

  app.post<TaskParams>('/api/v1/tasks/:taskId/checklist_items', { config: IDEMPOTENT, schema: { body: CHECKLIST_ITEM_BODY, response: { 201: CHECKLIST_ITEM_ANSWER } } }, async (request, reply) => {
    const { companyId } = taskScope(request);
    const content = readContent(section(request.body, 'checklist_item'), 'Item');
    return writeOnce(request, reply, async (trx, afterCommit) => {
      // The task's row lock makes parallel adds take turns, so each one counts the others' items.
      const found = await lockedTask(trx, companyId, request.params.taskId);
      const { next, count } = await trx
        .selectFrom('task_checklist_items')
        .select([sql<number>`coalesce(max(position), -1) + 1`.as('next'), sql<number>`count(*)::int`.as('count')])
        .where('task_id', '=', found.id)
        .executeTakeFirstOrThrow();
      if (count >= CHECKLIST_MAX) throw checklistFullError();
      const inserted = await trx
        .insertInto('task_checklist_items')
        .values({ task_id: found.id, content, position: Number(next), created_at: clock() })
        .returning(['id', 'content', 'completed'])
        .executeTakeFirstOrThrow();
      await recordTaskActivity(trx, request, {
        event: 'create',
        itemType: 'TaskChecklistItem',
        itemId: inserted.id,
        itemName: found.title,
        customerId: found.customer_id,
        changes: [{ field_name: 'content', from: null, to: content }],
      });
      afterCommit(() => announce(found));
      reply.status(201);
      return { checklist_item: inserted };
    });
  });

  app.patch<ItemParams>('/api/v1/tasks/:taskId/checklist_items/:itemId/toggle', { schema: { response: { 200: CHECKLIST_ITEM_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const { task, item } = await db.transaction().execute(async (trx) => {
      const found = await lockedTask(trx, companyId, request.params.taskId);
      const updated = await trx
        .updateTable('task_checklist_items')
        .set((eb) => ({ completed: eb.not('completed') }))
        .where('id', '=', parseId(request.params.itemId))
        .where('task_id', '=', found.id)
        .returning(['id', 'content', 'completed'])
        .executeTakeFirst();
      if (!updated) throw notFound();
      await recordTaskActivity(trx, request, {
        event: 'update',
        itemType: 'TaskChecklistItem',
        itemId: updated.id,
        itemName: found.title,
        customerId: found.customer_id,
        changes: [{ field_name: 'completed', from: !updated.completed, to: updated.completed }],
      });
      return { task: found, item: updated };
    });
    announce(task);
    return { checklist_item: item };
  });

  app.delete<ItemParams>('/api/v1/tasks/:taskId/checklist_items/:itemId', { schema: { response: { 200: CHECKLIST_ITEM_ANSWER } } }, async (request) => {
    const { companyId } = taskScope(request);
    const { task, item } = await db.transaction().execute(async (trx) => {
      const found = await lockedTask(trx, companyId, request.params.taskId);
      const deleted = await trx
        .deleteFrom('task_checklist_items')
        .where('id', '=', parseId(request.params.itemId))
        .where('task_id', '=', found.id)
        .returning(['id', 'content', 'completed'])
        .executeTakeFirst();
      if (!deleted) throw notFound();
      await recordTaskActivity(trx, request, {
        event: 'destroy',
        itemType: 'TaskChecklistItem',
        itemId: deleted.id,
        itemName: found.title,
        customerId: found.customer_id,
        changes: [{ field_name: 'content', from: deleted.content, to: null }],
      });
      return { task: found, item: deleted };
    });
    announce(task);
    return { checklist_item: item };
  });

  app.get<TaskParams>('/api/v1/tasks/:taskId/comments', { schema: { response: { 200: COMMENTS_ANSWER } } }, async (request) => {
    const { companyId, caller } = taskScope(request);
    const task = await findTask(db, companyId, parseId(request.params.taskId));
    return { comments: await listComments(db, task.id, caller) };
  });

  app.post<TaskParams>('/api/v1/tasks/:taskId/comments', { config: IDEMPOTENT, schema: { body: COMMENT_BODY, response: { 201: COMMENT_ANSWER } } }, async (request, reply) => {
    const { companyId, caller } = taskScope(request);
    const content = readContent(section(request.body, 'task_comment'), 'Comentário');
    return writeOnce(request, reply, async (trx, afterCommit) => {
      const found = await lockedTask(trx, companyId, request.params.taskId);
      const inserted = await trx
        .insertInto('task_comments')
        .values({ task_id: found.id, user_id: caller.id, user_name: caller.name, content, created_at: clock() })
        .returning(['id', 'content', 'user_id', 'user_name', 'created_at'])
        .executeTakeFirstOrThrow();
      await recordTaskActivity(trx, request, {
        event: 'create',
        itemType: 'TaskComment',
        itemId: inserted.id,
        itemName: found.title,
        customerId: found.customer_id,
        changes: [{ field_name: 'content', from: null, to: content }],
      });
      afterCommit(() => announce(found));
      reply.status(201);
      return { comment: serializeComment(inserted, caller) };
    });
  });

  app.delete<CommentParams>('/api/v1/tasks/:taskId/comments/:commentId', { schema: { response: { 200: COMMENT_ANSWER } } }, async (request) => {
    const { companyId, caller } = taskScope(request);
    const { task, comment } = await db.transaction().execute(async (trx) => {
      const found = await lockedTask(trx, companyId, request.params.taskId);
      const row = await trx
        .selectFrom('task_comments')
        .select(['id', 'content', 'user_id', 'user_name', 'created_at'])
        .where('id', '=', parseId(request.params.commentId))
        .where('task_id', '=', found.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      if (!canDelete(caller, row.user_id)) throw forbidden();
      await trx.deleteFrom('task_comments').where('id', '=', row.id).execute();
      await recordTaskActivity(trx, request, {
        event: 'destroy',
        itemType: 'TaskComment',
        itemId: row.id,
        itemName: found.title,
        customerId: found.customer_id,
        changes: [{ field_name: 'content', from: row.content, to: null }],
      });
      return { task: found, comment: row };
    });
    announce(task);
    return { comment: serializeComment(comment, caller) };
  });

  app.get<TaskParams>('/api/v1/tasks/:taskId/attachments', { schema: { response: { 200: ATTACHMENTS_ANSWER } } }, async (request) => {
    const { companyId, caller } = taskScope(request);
    const task = await findTask(db, companyId, parseId(request.params.taskId));
    const rows = await attachmentQuery(db).where('task_attachments.task_id', '=', task.id).orderBy('task_attachments.id').execute();
    return { attachments: rows.map((row) => serializeAttachment(row, caller, files.urls)) };
  });

  const attachmentSchema = { consumes: ['multipart/form-data'], body: ATTACHMENT_BODY, response: { 201: ATTACHMENT_ANSWER } };
  app.post<TaskParams>('/api/v1/tasks/:taskId/attachments', { config: { ...ANY_FILE_ROUTE, ...IDEMPOTENT }, schema: attachmentSchema }, async (request, reply) => {
    const { companyId, caller } = taskScope(request);
    const taskId = parseId(request.params.taskId);
    await findTask(db, companyId, taskId);
    const file = readAttachmentFile(request.body);
    const { key, type } = file.claim();
    try {
      return await writeOnce(request, reply, async (trx, afterCommit) => {
        const found = await findTask(trx, companyId, taskId, { forUpdate: true });
        const filename = cleanFilename(file.declared.filename);
        const attachmentId = await insertAttachment(trx, { companyId, key, contentType: type.contentType, byteSize: file.size, filename });
        const link = await trx
          .insertInto('task_attachments')
          .values({ task_id: found.id, attachment_id: attachmentId, user_id: caller.id, user_name: caller.name, created_at: clock() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordTaskActivity(trx, request, {
          event: 'create',
          itemType: 'TaskAttachment',
          itemId: link.id,
          itemName: found.title,
          customerId: found.customer_id,
          changes: [{ field_name: 'filename', from: null, to: filename }],
        });
        const row = await attachmentQuery(trx).where('task_attachments.id', '=', link.id).executeTakeFirstOrThrow();
        afterCommit(() => announce(found));
        reply.status(201);
        return { attachment: serializeAttachment(row, caller, files.urls) };
      });
    } catch (error) {
      await deleteStoredFile(files.storage, key, request.log);
      throw error;
    }
  });

  app.delete<AttachmentParams>('/api/v1/tasks/:taskId/attachments/:attachmentId', { schema: { response: { 200: ATTACHMENT_DELETED_ANSWER } } }, async (request) => {
    const { companyId, caller } = taskScope(request);
    const { task, row } = await db.transaction().execute(async (trx) => {
      const found = await lockedTask(trx, companyId, request.params.taskId);
      const attachment = await attachmentQuery(trx)
        .where('task_attachments.id', '=', parseId(request.params.attachmentId))
        .where('task_attachments.task_id', '=', found.id)
        .executeTakeFirst();
      if (!attachment) throw notFound();
      if (!canDelete(caller, attachment.user_id)) throw forbidden();
      // The task's link goes with the attachment's row.
      await deleteAttachments(trx, companyId, [attachment.attachment_id]);
      await recordTaskActivity(trx, request, {
        event: 'destroy',
        itemType: 'TaskAttachment',
        itemId: attachment.id,
        itemName: found.title,
        customerId: found.customer_id,
        changes: [{ field_name: 'filename', from: attachment.filename, to: null }],
      });
      return { task: found, row: attachment };
    });
    await deleteStoredFile(files.storage, row.key, request.log);
    announce(task);
    return { attachment: { id: row.id, filename: row.filename } };
  });
}
