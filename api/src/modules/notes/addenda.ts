import { NOTE_ADDENDUM_MAX } from '@practice/common';
import type { Executor } from '../../db/index.ts';
import type { CustomerNoteAddendaTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';

export const ADDENDUM_COLUMNS = ['id', 'note_id', 'body', 'author_name', 'created_at'] as const;

export type AddendumRow = Pick<Selectable<CustomerNoteAddendaTable>, (typeof ADDENDUM_COLUMNS)[number]>;

export const ADDENDUM_MESSAGES = {
  unlocked: 'Só anotações bloqueadas recebem adendos; enquanto não estiver bloqueada, edite a própria anotação',
} as const;

export function addendumErrors(): FieldErrors {
  return new FieldErrors({ body: 'Adendo' });
}

/**
 * `addendum[body]`: plain text, never markup, so nothing in it is read as HTML where it is shown
 * or printed; line breaks kept, ends trimmed, at most NOTE_ADDENDUM_MAX characters.
 */
export function readAddendumBody(input: Input, errors: FieldErrors): string | undefined {
  const raw = has(input, 'body') ? text(input, 'body', { trim: false }) : '';
  if (raw === undefined) {
    errors.add('body', VALIDATION.invalid);
    return undefined;
  }
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (body === '') errors.add('body', VALIDATION.blank);
  else if (body.length > NOTE_ADDENDUM_MAX) errors.add('body', VALIDATION.tooLong(NOTE_ADDENDUM_MAX));
  return errors.has('body') ? undefined : body;
}

/** The addenda of the notes, each note's by date, in one query. */
export async function addendaOf(db: Executor, companyId: number, noteIds: readonly number[]): Promise<Map<number, AddendumRow[]>> {
  const byNote = new Map<number, AddendumRow[]>();
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .selectFrom('customer_note_addenda')
    .select(ADDENDUM_COLUMNS)
    .where('company_id', '=', companyId)
    .where('note_id', 'in', noteIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byNote.get(row.note_id) ?? [];
    list.push(row);
    byNote.set(row.note_id, list);
  }
  return byNote;
}

export function serializeAddendum(addendum: AddendumRow) {
  return { id: addendum.id, body: addendum.body, author_name: addendum.author_name, created_at: addendum.created_at };
}
