import type { FastifyRequest } from 'fastify';
import type { AccessLog } from '../../access-log/index.ts';
import type { Db } from '../../db/index.ts';

/**
 * Notes in the customer's access log each download of a file attached to a task about the customer
 * (a file link with a download name). Looked up after the file is answered, and never failing it.
 */
export function recordAttachmentDownloads(db: Db, accesses: AccessLog, log: FastifyRequest['log']) {
  return (request: FastifyRequest, key: string): void => {
    void db
      .selectFrom('attachments')
      .innerJoin('task_attachments', 'task_attachments.attachment_id', 'attachments.id')
      .innerJoin('tasks', 'tasks.id', 'task_attachments.task_id')
      .select(['attachments.id', 'tasks.customer_id', 'tasks.company_id'])
      .where('attachments.key', '=', key)
      .where('tasks.customer_id', 'is not', null)
      .execute()
      .then((rows) => {
        for (const row of rows) accesses.record(request, { id: row.customer_id!, company_id: row.company_id }, 'attachment', row.id);
      })
      .catch((error: unknown) => log.error({ err: error }, 'access log: attachment download not recorded'));
  };
}
