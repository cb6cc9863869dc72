import type { TestApi } from './harness.ts';
import { makePng } from './harness.ts';
import type { AuthHeaders } from './helpers.ts';
import { createCustomer } from './customer-helpers.ts';
import { makeCompany, type Member } from './members.ts';

export interface NoteAnswer {
  id: number;
  hashid: string;
  customer_id: number;
  body: string;
  creator_name: string;
  created_at: string;
  updated_at: string;
  locked: boolean;
  locked_at: string | null;
  locked_by_name: string | null;
  pdf_urls: { A4: string; A5: string };
}

export const notesUrl = (customerId: number) => `/api/v1/customers/${customerId}/customer_notes`;
export const noteUrl = (customerId: number, noteId: number) => `${notesUrl(customerId)}/${noteId}`;

export function postNote(api: TestApi, auth: AuthHeaders, customerId: number, note: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: notesUrl(customerId), headers: auth, payload: { customer_note: note } });
}

export function patchNote(api: TestApi, auth: AuthHeaders, customerId: number, noteId: number, note: Record<string, unknown>) {
  return api.app.inject({ method: 'PATCH', url: noteUrl(customerId, noteId), headers: auth, payload: { customer_note: note } });
}

export function deleteNote(api: TestApi, auth: AuthHeaders, customerId: number, noteId: number) {
  return api.app.inject({ method: 'DELETE', url: noteUrl(customerId, noteId), headers: auth });
}

export async function createNote(api: TestApi, auth: AuthHeaders, customerId: number, body: string): Promise<NoteAnswer> {
  const response = await postNote(api, auth, customerId, { body });
  if (response.statusCode !== 201) throw new Error(`note not created: ${response.statusCode} ${response.body}`);
  return response.json<{ customer_note: NoteAnswer }>().customer_note;
}

/** Uploads a PNG for rich text and returns its signed URL. */
export async function uploadImage(api: TestApi, auth: AuthHeaders, png = makePng(40, 30, [200, 30, 30])): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/note_images',
    headers: auth,
    payload: { note_image: { attachment: `data:image/png;base64,${png.toString('base64')}` } },
  });
  if (response.statusCode !== 201) throw new Error(`image not stored: ${response.statusCode} ${response.body}`);
  return response.json<{ note_image: { url: string } }>().note_image.url;
}

export function keyOf(url: string): string {
  return /\/files\/([^?]+)/.exec(url)![1]!;
}

/** Dra. Luíza Araújo's practice with a patient, and another practice with one of its own: where the notes tests start. */
export async function notesWorld(api: TestApi, now: Date): Promise<{ owner: Member; other: Member; customerId: number; otherCustomerId: number }> {
  const owner = await makeCompany(api.db, 'team', { name: 'Dra. Luíza Araújo', now });
  const other = await makeCompany(api.db, 'team', { now });
  return {
    owner,
    other,
    customerId: await createCustomer(api, owner.auth, 'João da Conceição'),
    otherCustomerId: await createCustomer(api, other.auth, 'Outra Pessoa'),
  };
}
