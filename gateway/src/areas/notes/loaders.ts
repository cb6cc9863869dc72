import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestCustomerNote, RestCustomerNotePage } from './types.ts';

export function noteLoaders(send: Send) {
  const customerNote = resource(send, (noteId: number) => paths.noteById(noteId), (body: { customer_note: RestCustomerNote }) => body.customer_note);
  return {
    /** A note by its id; a page of notes primes it, so a mutation reading it after a list costs no call. */
    customerNote,
    /** A page of a customer's notes, newest first. */
    customerNotePage: resource(
      send,
      paths.customerNoteList,
      (body: { customer_notes: RestCustomerNote[]; meta?: { total_count?: number } }): RestCustomerNotePage => {
        for (const note of body.customer_notes) customerNote.prime(note.id, note);
        return { notes: body.customer_notes, totalCount: body.meta?.total_count ?? body.customer_notes.length };
      },
    ),
    rememberCustomerNote(note: RestCustomerNote): void {
      customerNote.clear(note.id).prime(note.id, note);
    },
  };
}
