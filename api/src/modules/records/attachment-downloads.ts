import type { FastifyRequest } from 'fastify';
import type { AccessLog } from '../../access-log/index.ts';
import type { Db } from '../../db/index.ts';

/**
 * Notes in the customer's access log each download of a file attached to a task about the customer
 * (a file link with a download name), naming the user the link was signed for. Looked up after the
 * file is answered, and never failing it.
 */
export function recordAttachmentDownloads(db: Db, accesses: AccessLog, log: FastifyRequest['log']) {
  return (request: FastifyRequest, key: string, readerId: number | null): void => {
    void (async () => {
      const rows = await db
        .selectFrom('attachments')
        .innerJoin('task_attachments', 'task_attachments.attachment_id', 'attachments.id')
        .innerJoin('tasks', 'tasks.id', 'task_attachments.task_id')
        .select(['attachments.id', 'tasks.customer_id', 'tasks.company_id'])
        .where('attachments.key', '=', key)
        .where('tasks.customer_id', 'is not', null)
        .execute();
      if (rows.length === 0) return;
      const reader =
        readerId === null
          ? undefined
          : await db.selectFrom('users').select(['id', 'name']).where('id', '=', readerId).where('company_id', '=', rows[0]!.company_id).executeTakeFirst();
      for (const row of rows) accesses.record(request, { id: row.customer_id!, company_id: row.company_id }, 'attachment', row.id, reader);
    })().catch((error: unknown) => log.error({ err: error }, 'access log: attachment download not recorded'));
  };
}
