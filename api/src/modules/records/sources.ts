import type { Executor } from '../../db/index.ts';
import type { Attachment } from '../../db/schema.ts';
import { listAccesses } from '../../access-log/index.ts';
import { ACCESS_ACTION_TEXTS } from '../../access-log/index.ts';
import { listNotesAsSeenBy, type NoteAsSeen } from '../notes/seen-by.ts';

/**
 * What an export reads of other areas, each through the area's own functions where it has one; the
 * reads here are only the plain lists those areas do not offer (rows by customer, oldest first).
 */

/** A note as the export's reader may see it: `body` null (and no addenda) when it is not theirs to read. */
export type ExportNote = NoteAsSeen;

/**
 * Every note of the customer, oldest first, as `viewerId` may read it, through the notes area's one
 * way of listing them for a reader: a private note of someone else comes without its text.
 */
export function customerNotesFor(db: Executor, companyId: number, customerId: number, viewerId: number): Promise<ExportNote[]> {
  return listNotesAsSeenBy(db, companyId, customerId, viewerId);
}

/** The customer's photo and the files attached to tasks about the customer, with where they came from. */
export async function customerFiles(db: Executor, companyId: number, customer: { id: number; image_id: number | null }) {
  const files: { attachment: Attachment; folder: string }[] = [];
  if (customer.image_id !== null) {
    const photo = await db.selectFrom('attachments').selectAll().where('id', '=', customer.image_id).where('company_id', '=', companyId).executeTakeFirst();
    if (photo) files.push({ attachment: photo, folder: 'foto' });
  }
  const attached = await db
    .selectFrom('task_attachments')
    .innerJoin('tasks', 'tasks.id', 'task_attachments.task_id')
    .innerJoin('attachments', 'attachments.id', 'task_attachments.attachment_id')
    .selectAll('attachments')
    .where('tasks.company_id', '=', companyId)
    .where('tasks.customer_id', '=', customer.id)
    .orderBy('attachments.id')
    .execute();
  for (const attachment of attached) files.push({ attachment, folder: 'anexos' });
  return files;
}

/** The stored files of the company's rich text the notes show, by key. */
export async function attachmentsByKey(db: Executor, companyId: number, keys: readonly string[]): Promise<Map<string, Attachment>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('attachments').selectAll().where('company_id', '=', companyId).where('key', 'in', [...keys]).execute();
  return new Map(rows.map((row) => [row.key, row]));
}

/** The customer's appointments, oldest first. */
export async function customerAppointments(db: Executor, companyId: number, customerId: number) {
  return db.selectFrom('appointments').selectAll().where('company_id', '=', companyId).where('customer_id', '=', customerId).orderBy('starts_at').orderBy('id').execute();
}

/** Every entry of the customer's access log, newest first, in pages as the log's own call reads them. */
export async function* customerAccessPages(db: Executor, companyId: number, customerId: number) {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const { rows } = await listAccesses(db, companyId, customerId, { limit: 100, after });
    yield rows.map((row) => ({ ...row, action: ACCESS_ACTION_TEXTS[row.action] ?? row.action }));
    const last = rows.at(-1);
    if (!last || rows.length < 100) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
