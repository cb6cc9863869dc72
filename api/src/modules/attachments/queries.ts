import type { Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';

/** A stored file as its row records it: whose it is, what it is and the key its bytes are kept under. */
export interface NewAttachment {
  companyId: number;
  key: string;
  contentType: string;
  byteSize: number;
  filename: string | null;
}

/** Records a stored file, in the caller's transaction; its id, for the row that points at it. */
export async function insertAttachment(trx: Executor, file: NewAttachment): Promise<number> {
  const row = await trx
    .insertInto('attachments')
    .values({ company_id: file.companyId, key: file.key, content_type: file.contentType, byte_size: file.byteSize, filename: file.filename })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Removes attachment rows of the company, in the caller's transaction (a task's link to one goes
 * with it); the keys of their files, which the caller deletes once the transaction commits.
 */
export async function deleteAttachments(trx: Executor, companyId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx.deleteFrom('attachments').where('company_id', '=', companyId).where('id', 'in', ids).returning('key').execute();
  return rows.map((row) => row.key);
}

/** The key of the attachment `attachmentId` names, as a subquery for another area's statement to select. */
export function attachmentKeyOf(db: Executor, attachmentId: Expression<number | null>) {
  return db.selectFrom('attachments').select('attachments.key').where('attachments.id', '=', attachmentId as Expression<number>);
}

/** The file the attachment `attachmentId` names: its name, type, size and key, as a subquery for another area's statement to join. */
export function attachmentFileOf(db: Executor, attachmentId: Expression<number>) {
  return db
    .selectFrom('attachments')
    .select(['attachments.filename', 'attachments.content_type', 'attachments.byte_size', 'attachments.key'])
    .where('attachments.id', '=', attachmentId);
}

/** Where these attachments are stored, by id. */
export async function attachmentKeys(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('attachments').select(['id', 'key']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.key]));
}
