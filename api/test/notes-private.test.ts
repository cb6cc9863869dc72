import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNotesAsSeenBy } from '../src/modules/notes/seen-by.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, deleteNote, noteUrl, notesUrl, patchNote, postNote, type NoteAnswer } from './note-helpers.ts';

type PrivateNote = Omit<NoteAnswer, 'body' | 'pdf_urls'> & { private: boolean; body: string | null; pdf_urls: NoteAnswer['pdf_urls'] | null; addenda: unknown[] };

let api: TestApi;
const clock = testClock(new Date('2026-03-10T15:04:00Z'));
let owner: Member;
let author: Member;
let admin: Member;
let colleague: Member;
let other: Member;
let customerId: number;
/** A word only the private note's body holds. */
const SECRET = 'Zwischenzug';

beforeAll(async () => {
  api = await startTestApi({ clock });
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Luíza Araújo', now: clock() });
  author = await addMember(api.db, owner.companyId, 'limited', { name: 'Paula Terapeuta' });
  admin = await addMember(api.db, owner.companyId, 'system_admin', { name: 'Carla Gestora' });
  colleague = await addMember(api.db, owner.companyId, 'standard', { name: 'Beto Souza' });
  other = await makeCompany(api.db, 'team', { now: clock() });
  customerId = await createCustomer(api, owner.auth, 'João da Conceição');
});
afterAll(() => api.close());

async function writePrivate(body = `<p>Hipótese: ${SECRET}</p>`, auth: AuthHeaders = author.auth): Promise<PrivateNote> {
  const response = await postNote(api, auth, customerId, { body, private: 'true' });
  expect(response.statusCode).toBe(201);
  return response.json<{ customer_note: PrivateNote }>().customer_note;
}

const get = (url: string, auth: AuthHeaders) => api.app.inject({ method: 'GET', url, headers: auth });

describe('a private note', () => {
  it('is read in full by its author, and by everyone else as its date and author only, through the list and each read', async () => {
    const note = await writePrivate();
    expect(note).toMatchObject({ private: true, body: `<p>Hipótese: ${SECRET}</p>`, creator_name: 'Paula Terapeuta' });
    expect(note.pdf_urls?.A4).toMatch(/\.pdf\?/);

    for (const reader of [owner, admin, colleague]) {
      for (const url of [noteUrl(customerId, note.id), `/api/v1/customer_notes/${note.id}`]) {
        const response = await get(url, reader.auth);
        expect(response.statusCode, url).toBe(200);
        expect(response.json().customer_note).toMatchObject({ id: note.id, private: true, body: null, addenda: [], pdf_urls: null, creator_name: 'Paula Terapeuta', created_at: note.created_at });
        expect(response.body).not.toContain(SECRET);
      }
      const list = await get(notesUrl(customerId), reader.auth);
      expect(list.body).not.toContain(SECRET);
      const listed = list.json<{ customer_notes: PrivateNote[] }>().customer_notes.find((item) => item.id === note.id);
      expect(listed).toMatchObject({ private: true, body: null });
    }
    const own = await get(notesUrl(customerId), author.auth);
    expect(own.json<{ customer_notes: PrivateNote[] }>().customer_notes.find((item) => item.id === note.id)?.body).toBe(`<p>Hipótese: ${SECRET}</p>`);
  });

  it('is changed, locked, copied, extended or deleted by its author only', async () => {
    const note = await writePrivate();
    for (const reader of [owner, admin, colleague]) {
      const attempts = [
        await patchNote(api, reader.auth, customerId, note.id, { body: '<p>Outra</p>' }),
        await patchNote(api, reader.auth, customerId, note.id, { locked: true }),
        await patchNote(api, reader.auth, customerId, note.id, { private: false }),
        await api.app.inject({ method: 'POST', url: `${noteUrl(customerId, note.id)}/duplicate`, headers: reader.auth }),
        await deleteNote(api, reader.auth, customerId, note.id),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Esta anotação é privada: só quem a escreveu pode lê-la ou alterá-la');
        expect(response.body).not.toContain(SECRET);
      }
    }
    const stored = await api.db.selectFrom('customer_notes').select(['body', 'locked', 'private']).where('id', '=', note.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: `<p>Hipótese: ${SECRET}</p>`, locked: false, private: true });

    // Its author copies it (the copy stays private), locks it and writes an addendum nobody else reads.
    const copy = await api.app.inject({ method: 'POST', url: `${noteUrl(customerId, note.id)}/duplicate`, headers: author.auth });
    expect(copy.json().customer_note).toMatchObject({ private: true, creator_name: 'Paula Terapeuta' });
    expect((await patchNote(api, author.auth, customerId, note.id, { locked: true })).statusCode).toBe(200);
    const addendaUrl = `${noteUrl(customerId, note.id)}/addenda`;
    const refused = await api.app.inject({ method: 'POST', url: addendaUrl, headers: admin.auth, payload: { addendum: { body: 'Do admin' } } });
    expect(refused.statusCode).toBe(403);
    const added = await api.app.inject({ method: 'POST', url: addendaUrl, headers: author.auth, payload: { addendum: { body: `Adendo ${SECRET}` } } });
    expect(added.statusCode).toBe(201);
    const seen = await get(noteUrl(customerId, note.id), admin.auth);
    expect(seen.json().customer_note).toMatchObject({ locked: true, body: null, addenda: [] });
    expect(seen.body).not.toContain(SECRET);
  });

  it('may be shared with the team again, or made private, by its author while unlocked, and by nobody else', async () => {
    const note = await createNote(api, author.auth, customerId, '<p>Da equipe</p>');
    const byOther = await patchNote(api, colleague.auth, customerId, note.id, { private: true });
    expect(byOther.statusCode).toBe(422);
    expect(byOther.json()).toMatchObject({ errors: { private: ['Só quem escreveu a anotação pode mudar quem a lê'] }, full_messages: ['Só quem escreveu a anotação pode mudar quem a lê'] });
    const hidden = await patchNote(api, author.auth, customerId, note.id, { private: true });
    expect(hidden.json().customer_note.private).toBe(true);
    expect((await get(noteUrl(customerId, note.id), colleague.auth)).json().customer_note.body).toBeNull();
    const shared = await patchNote(api, author.auth, customerId, note.id, { private: 'false' });
    expect(shared.json().customer_note.private).toBe(false);
    expect((await get(noteUrl(customerId, note.id), colleague.auth)).json().customer_note.body).toBe('<p>Da equipe</p>');
    expect((await patchNote(api, author.auth, customerId, note.id, { private: 'talvez' })).json().errors.private).toEqual(['não é válido']);
    const rows = await api.db.selectFrom('activities').select('changes').where('item_type', '=', 'CustomerNote').where('item_id', '=', note.id).orderBy('id').execute();
    expect(rows.slice(1).map((row) => row.changes)).toEqual([
      [{ field_name: 'private', from: false, to: true }],
      [{ field_name: 'private', from: true, to: false }],
    ]);
  });

  it('reaches no other user through search or the history', async () => {
    const note = await writePrivate();
    await patchNote(api, author.auth, customerId, note.id, { body: `<p>Revisão: ${SECRET} ${SECRET}</p>` });
    for (const reader of [owner, admin, colleague, author]) {
      const search = await get(`/api/v1/search?q=${SECRET}`, reader.auth);
      expect(search.statusCode).toBe(200);
      expect(search.json().customers.count).toBe(0);
      expect(search.body).not.toContain(SECRET);
    }
    for (const reader of [owner, admin, colleague]) {
      const history = await get('/api/v1/activity_history?limit=100', reader.auth);
      expect(history.statusCode).toBe(200);
      expect(history.body).not.toContain(SECRET);
    }
  });

  it('is listed for the patient’s export as each user may see it', async () => {
    const customer = await createCustomer(api, owner.auth, 'Paciente Exportado');
    const shared = await createNote(api, colleague.auth, customer, '<p>Compartilhada</p>');
    clock.advance(60_000);
    const hidden = await postNote(api, author.auth, customer, { body: `<p>${SECRET}</p>`, private: true });
    const hiddenId = hidden.json().customer_note.id as number;
    await patchNote(api, author.auth, customer, hiddenId, { locked: true });
    await api.app.inject({ method: 'POST', url: `${noteUrl(customer, hiddenId)}/addenda`, headers: author.auth, payload: { addendum: { body: 'Adendo reservado' } } });

    const byAdmin = await listNotesAsSeenBy(api.db, owner.companyId, customer, admin.id);
    expect(byAdmin.map((note) => [note.id, note.private, note.body, note.addenda.length])).toEqual([
      [shared.id, false, '<p>Compartilhada</p>', 0],
      [hiddenId, true, null, 0],
    ]);
    const byAuthor = await listNotesAsSeenBy(api.db, owner.companyId, customer, author.id);
    expect(byAuthor.map((note) => note.body)).toEqual(['<p>Compartilhada</p>', `<p>${SECRET}</p>`]);
    expect(byAuthor[1]!.addenda.map((addendum) => addendum.body)).toEqual(['Adendo reservado']);
    expect(await listNotesAsSeenBy(api.db, other.companyId, customer, other.id)).toEqual([]);
  });

  it('answers 404 to another company’s token and refuses a private flag that is not true or false', async () => {
    const note = await writePrivate();
    for (const [method, url] of [
      ['GET', noteUrl(customerId, note.id)],
      ['PATCH', noteUrl(customerId, note.id)],
      ['POST', `${noteUrl(customerId, note.id)}/addenda`],
      ['GET', `/api/v1/customer_notes/${note.id}`],
    ] as const) {
      const response = await api.app.inject({ method, url, headers: other.auth, payload: { customer_note: { private: false }, addendum: { body: 'x' } } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const wrong = await postNote(api, author.auth, customerId, { body: '<p>x</p>', private: 'sim' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.private).toEqual(['não é válido']);
  });
});
