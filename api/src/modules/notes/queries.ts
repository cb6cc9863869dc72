import { randomBytes } from 'node:crypto';
import { expressionBuilder, type Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { CustomerNote, Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { signImages } from '../../rich-text/sanitize.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { pdfUrls, signedPdfUrls, type PdfUrls } from '../../storage/pdf-urls.ts';
import { serializeAddendum, type AddendumRow } from './addenda.ts';

export const NOTE_COLUMNS = [
  'id',
  'company_id',
  'customer_id',
  'hashid',
  'body',
  'creator_id',
  'creator_name',
  'locked',
  'locked_at',
  'locked_by_id',
  'locked_by_name',
  'private',
  'created_at',
  'updated_at',
] as const;

export type NoteRow = Pick<CustomerNote, (typeof NOTE_COLUMNS)[number]>;

/** 16 random bytes: a note's public handle cannot be guessed from another's. */
export function newNoteHashid(): string {
  return randomBytes(16).toString('base64url');
}

export async function findNote(
  db: Executor,
  companyId: number,
  noteId: number,
  options: { customerId?: number; forUpdate?: boolean } = {},
): Promise<NoteRow> {
  let query = db.selectFrom('customer_notes').select(NOTE_COLUMNS).where('id', '=', noteId).where('company_id', '=', companyId);
  if (options.customerId !== undefined) query = query.where('customer_id', '=', options.customerId);
  if (options.forUpdate) query = query.forUpdate();
  const note = await query.executeTakeFirst();
  if (!note) throw notFound();
  return note;
}

/** A note of the company by its public handle (PDF links), or 404. */
export async function findNoteByHashid(db: Executor, companyId: number, hashid: string): Promise<NoteRow> {
  const note = await db.selectFrom('customer_notes').select(NOTE_COLUMNS).where('hashid', '=', hashid).where('company_id', '=', companyId).executeTakeFirst();
  if (!note) throw notFound();
  return note;
}

export interface NoteSerializer {
  urls: FileUrls;
  pdf: PdfUrls;
  companyHashid: string;
  /** The user reading: a private note's body, addenda and PDF are its author's alone. */
  viewerId: number;
}

/** Whether `viewerId` reads the note's body: any note but a private one of someone else. */
export function readsBody(note: Pick<NoteRow, 'private' | 'creator_id'>, viewerId: number): boolean {
  return !note.private || note.creator_id === viewerId;
}

/**
 * The note as the api answers it: images and PDFs behind signed URLs, its addenda by date. A
 * private note of someone else is its date, author and stamp only: no body, addenda or PDF links.
 */
export function serializeNote(note: NoteRow, { urls, pdf, companyHashid, viewerId }: NoteSerializer, addenda: readonly AddendumRow[] = []) {
  const readable = readsBody(note, viewerId);
  return {
    id: note.id,
    hashid: note.hashid,
    customer_id: note.customer_id,
    private: note.private,
    body: readable ? signImages(note.body, urls) : null,
    creator_id: note.creator_id,
    creator_name: note.creator_name,
    created_at: note.created_at,
    updated_at: note.updated_at,
    locked: note.locked,
    locked_at: note.locked_at,
    locked_by_name: note.locked_by_name,
    addenda: readable ? addenda.map(serializeAddendum) : [],
    pdf_urls: readable ? pdfUrls(pdf, companyHashid, note.hashid) : null,
    // Signed with an A1 certificate: a locked note only, as its text no longer changes.
    signed_pdf_urls: readable && note.locked ? signedPdfUrls(pdf, companyHashid, note.hashid) : null,
  };
}

/** Who wrote the note `noteId` names, of the company `companyId` names, as a subquery for another area's statement. */
export function noteCreatorOf(noteId: Expression<number>, companyId: Expression<number>) {
  return expressionBuilder<Database, never>()
    .selectFrom('customer_notes').select('customer_notes.creator_id').where('customer_notes.id', '=', noteId).where('customer_notes.company_id', '=', companyId);
}
