import type { Send } from '../../rest/client.ts';
import type { UploadFile } from '../../rest/multipart.ts';
import { paths } from './paths.ts';
import type { RestCustomerNote } from './types.ts';

export function noteCalls(send: Send) {
  return {
    createCustomerNote: async (customerId: number, body: string, isPrivate?: boolean) =>
      (
        await send<{ customer_note: RestCustomerNote }>('POST', paths.customerNotes(customerId), {
          body: { json: { customer_note: isPrivate === undefined ? { body } : { body, private: isPrivate } } },
        })
      ).body.customer_note,
    updateCustomerNote: async (customerId: number, noteId: number, changes: { body?: string; locked?: boolean; private?: boolean }) =>
      (
        await send<{ customer_note: RestCustomerNote }>('PATCH', paths.customerNote(customerId, noteId), {
          body: { json: { customer_note: changes } },
        })
      ).body.customer_note,
    deleteCustomerNote: (customerId: number, noteId: number) =>
      send<unknown>('DELETE', paths.customerNote(customerId, noteId), { body: { form: {} } }),
    duplicateCustomerNote: async (customerId: number, noteId: number) =>
      (
        await send<{ customer_note: RestCustomerNote }>('POST', paths.duplicateCustomerNote(customerId, noteId), {
          body: { json: {} },
        })
      ).body.customer_note,
    addNoteAddendum: async (customerId: number, noteId: number, body: string) =>
      (
        await send<{ customer_note: RestCustomerNote }>('POST', paths.noteAddenda(customerId, noteId), {
          body: { json: { addendum: { body } } },
        })
      ).body.customer_note,
    uploadNoteImage: async (image: UploadFile) =>
      (
        await send<{ note_image: { id: number; url: string } }>('POST', paths.noteImages, {
          body: { multipart: { fields: {}, files: [{ name: 'note_image[attachment]', file: image }] } },
        })
      ).body.note_image,
  };
}
