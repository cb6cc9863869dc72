import type { Executor } from '../../db/index.ts';
import { addendaOf, type AddendumRow } from './addenda.ts';
import { NOTE_COLUMNS, readsBody, type NoteRow } from './queries.ts';

/** A note as one user may see it: a private note of someone else has no body and no addenda. */
export interface NoteAsSeen extends Omit<NoteRow, 'body'> {
  /** Sanitized HTML as stored (images by their storage key), or null when the viewer may not read it. */
  body: string | null;
  addenda: AddendumRow[];
}

/**
 * Every note of the customer, oldest first, as `viewerId` may see it: the one way other areas (the
 * patient's export) read notes, so a private note's text reaches its author alone wherever it goes.
 */
export async function listNotesAsSeenBy(db: Executor, companyId: number, customerId: number, viewerId: number): Promise<NoteAsSeen[]> {
  const notes = await db
    .selectFrom('customer_notes')
    .select(NOTE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return seenBy(db, notes, viewerId);
}

/** The notes with their addenda, the body and addenda of the ones `viewerId` may not read left out. */
export async function seenBy(db: Executor, notes: readonly NoteRow[], viewerId: number): Promise<NoteAsSeen[]> {
  const readable = notes.filter((note) => readsBody(note, viewerId));
  const companyId = notes[0]?.company_id;
  const addenda = companyId === undefined ? new Map<number, AddendumRow[]>() : await addendaOf(db, companyId, readable.map((note) => note.id));
  return notes.map((note) => {
    const reads = readsBody(note, viewerId);
    return { ...note, body: reads ? note.body : null, addenda: reads ? (addenda.get(note.id) ?? []) : [] };
  });
}
