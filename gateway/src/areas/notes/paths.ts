import { segment } from '../../rest/paths.ts';
import type { CustomerNoteListQuery } from './types.ts';

function customerNoteList(query: CustomerNoteListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  return `/api/v1/customers/${segment(query.customerId)}/customer_notes?${params.toString()}`;
}

export const paths = {
  customerNotes: (customerId: number) => `/api/v1/customers/${segment(customerId)}/customer_notes`,
  customerNoteList,
  customerNote: (customerId: number, noteId: number) =>
    `/api/v1/customers/${segment(customerId)}/customer_notes/${segment(noteId)}`,
  duplicateCustomerNote: (customerId: number, noteId: number) =>
    `/api/v1/customers/${segment(customerId)}/customer_notes/${segment(noteId)}/duplicate`,
  noteAddenda: (customerId: number, noteId: number) =>
    `/api/v1/customers/${segment(customerId)}/customer_notes/${segment(noteId)}/addenda`,
  /** A note by its id alone, when the customer is not known yet. */
  noteById: (noteId: number) => `/api/v1/customer_notes/${segment(noteId)}`,
  noteImages: '/api/v1/note_images',
};
