import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../src/http/body.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, type Member } from './members.ts';
import {
  createNote,
  deleteNote,
  keyOf,
  noteUrl,
  notesUrl,
  notesWorld,
  patchNote,
  postNote,
  uploadImage,
  type NoteAnswer,
} from './note-helpers.ts';

let api: TestApi;
const clock = testClock(new Date('2026-03-10T15:04:00Z'));
let owner: Member;
let other: Member;
let customerId: number;
let otherCustomerId: number;

beforeAll(async () => {
  api = await startTestApi({ clock });
  ({ owner, other, customerId, otherCustomerId } = await notesWorld(api, clock()));
});
afterAll(() => api.close());

async function storedNote(id: number) {
  return api.db.selectFrom('customer_notes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function activitiesOf(noteId: number) {
  return api.db
    .selectFrom('activities')
    .select(['event', 'item_type', 'item_name', 'customer_id', 'changes', 'user_id'])
    .where('item_type', '=', 'CustomerNote')
    .where('item_id', '=', noteId)
    .orderBy('id')
    .execute();
}

describe('writing a note', () => {
  it('stores the sanitized body with its author and answers the note', async () => {
    const response = await postNote(api, owner.auth, customerId, {
      body: '<p>Sessão <strong>produtiva</strong><script>alert(1)</script></p><p onclick="x()">Próxima semana</p>',
    });
    expect(response.statusCode).toBe(201);
    const note = response.json<{ customer_note: NoteAnswer }>().customer_note;
    expect(note).toMatchObject({
      customer_id: customerId,
      body: '<p>Sessão <strong>produtiva</strong></p><p>Próxima semana</p>',
      creator_name: 'Dra. Luíza Araújo',
      locked: false,
      locked_at: null,
      locked_by_name: null,
    });
    expect(note.hashid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(note.pdf_urls.A4).toMatch(/\/customer_notes\/[^/]+\.pdf\?page_size=A4&expires=\d+&signature=/);
    const activity = await activitiesOf(note.id);
    expect(activity).toMatchObject([
      { event: 'create', item_name: 'João da Conceição', customer_id: customerId, user_id: owner.id, changes: [{ field_name: 'body', from: null, to: '[FILTRADO]' }] },
    ]);
  });

  it('refuses an empty body, one with only markup, and one past the size limit, storing nothing', async () => {
    const before = await api.db.selectFrom('customer_notes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    for (const body of [undefined, '', '<p> </p>', '<p><script>x</script></p>', '<img src="https://evil.example/x.png">', 'x'.repeat(200_001)]) {
      const response = await postNote(api, owner.auth, customerId, body === undefined ? {} : { body });
      expect(response.statusCode, String(body).slice(0, 40)).toBe(422);
      expect(response.json().errors.body).toHaveLength(1);
    }
    for (const body of ['<p>a\u0000b</p>', '<p>sino\u0007</p>']) {
      const refused = await postNote(api, owner.auth, customerId, { body });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.base).toEqual([INPUT_MESSAGES.controlCharacters]);
    }
    const response = await postNote(api, owner.auth, customerId, { body: { nested: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['Anotação não pode ficar em branco']);
    const after = await api.db.selectFrom('customer_notes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('keeps images of the company’s own storage, signed on every read, and drops others', async () => {
    const url = await uploadImage(api, owner.auth);
    const foreign = await uploadImage(api, other.auth);
    const note = await createNote(
      api,
      owner.auth,
      customerId,
      `<p>Foto</p><img src="${url}" alt="ferida"><img src="${foreign}"><img src="https://evil.example/a.png"><img src="data:image/png;base64,AAAA">`,
    );
    const stored = await storedNote(note.id);
    expect(stored.body).toBe(`<p>Foto</p><img src="/files/${keyOf(url)}" alt="ferida" />`);
    expect(note.body).toMatch(new RegExp(`<img src="/files/${keyOf(url)}\\?expires=\\d+&amp;signature=[^"]+" alt="ferida" />`));
    const src = /src="([^"]+)"/.exec(note.body)![1]!.replace(/&amp;/g, '&');
    const file = await api.app.inject({ method: 'GET', url: src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses an upload that is not an image', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/note_images',
      headers: owner.auth,
      payload: { note_image: { attachment: `data:text/html;base64,${Buffer.from('<script>').toString('base64')}` } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.attachment).toEqual(['deve ser uma imagem JPG ou PNG']);
    const empty = await api.app.inject({ method: 'POST', url: '/api/v1/note_images', headers: owner.auth, payload: {} });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the list', () => {
  it('is newest first, paginated, with the total', async () => {
    const customer = await createCustomer(api, owner.auth, 'Paciente Semanal');
    for (let week = 1; week <= 45; week += 1) {
      await createNote(api, owner.auth, customer, `<p>Semana ${week}</p>`);
      clock.advance(60_000);
    }
    const first = await api.app.inject({ method: 'GET', url: `${notesUrl(customer)}?per_page=20`, headers: owner.auth });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ customer_notes: NoteAnswer[]; meta: Record<string, number> }>();
    expect(page1.meta).toEqual({ total_count: 45, page: 1, per_page: 20, total_pages: 3 });
    expect(page1.customer_notes.map((note) => note.body).slice(0, 2)).toEqual(['<p>Semana 45</p>', '<p>Semana 44</p>']);
    const last = await api.app.inject({ method: 'GET', url: `${notesUrl(customer)}?page=3&per_page=20`, headers: owner.auth });
    expect(last.json().customer_notes.map((note: NoteAnswer) => note.body)).toEqual([
      '<p>Semana 5</p>',
      '<p>Semana 4</p>',
      '<p>Semana 3</p>',
      '<p>Semana 2</p>',
      '<p>Semana 1</p>',
    ]);
    const capped = await api.app.inject({ method: 'GET', url: `${notesUrl(customer)}?per_page=1000&page=x`, headers: owner.auth });
    expect(capped.json().meta).toMatchObject({ page: 1, per_page: 100 });
    expect(capped.json().customer_notes).toHaveLength(45);
    const plain = await api.app.inject({ method: 'GET', url: notesUrl(customer), headers: owner.auth });
    expect(plain.json().meta).toEqual({ total_count: 45, page: 1, per_page: 40, total_pages: 2 });
    const oldest = await api.app.inject({ method: 'GET', url: `${notesUrl(customer)}?direction=asc&per_page=1`, headers: owner.auth });
    expect(oldest.json().customer_notes[0].body).toBe('<p>Semana 1</p>');
    const wrong = await api.app.inject({ method: 'GET', url: `${notesUrl(customer)}?sort=body`, headers: owner.auth });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('editing, locking and deleting', () => {
  it('edits an unlocked note and records what changed', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Primeira versão</p>');
    clock.advance(1000);
    const response = await patchNote(api, owner.auth, customerId, note.id, { body: '<p>Segunda <em>versão</em></p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer_note.body).toBe('<p>Segunda <em>versão</em></p>');
    const put = await api.app.inject({ method: 'PUT', url: noteUrl(customerId, note.id), headers: owner.auth, payload: { customer_note: { body: '<p>Terceira</p>' } } });
    expect(put.statusCode).toBe(200);
    const activity = await activitiesOf(note.id);
    expect(activity.map((row) => row.event)).toEqual(['create', 'update', 'update']);
    expect(activity[1]!.changes).toEqual([{ field_name: 'body', from: '[FILTRADO]', to: '[FILTRADO]' }]);
  });

  it('locks one way: the stamp is kept, and body changes, unlocking and deleting are refused', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Conteúdo final</p>');
    clock.advance(5 * 60_000);
    const locked = await patchNote(api, owner.auth, customerId, note.id, { locked: 'true' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().customer_note).toMatchObject({ locked: true, locked_by_name: 'Dra. Luíza Araújo', locked_at: clock().toISOString() });

    const edit = await patchNote(api, owner.auth, customerId, note.id, { body: '<p>Mudou</p>' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ errors: { base: ['Esta anotação está bloqueada e não pode mais ser alterada'] } });
    const unlock = await patchNote(api, owner.auth, customerId, note.id, { locked: false });
    expect(unlock.statusCode).toBe(422);
    expect(unlock.json().errors.base).toEqual(['Uma anotação bloqueada não pode ser desbloqueada']);
    const removal = await deleteNote(api, owner.auth, customerId, note.id);
    expect(removal.statusCode).toBe(422);
    expect(removal.json().errors.base).toEqual(['Esta anotação está bloqueada e não pode ser excluída']);
    const admin = await addMember(api.db, owner.companyId, 'system_admin');
    expect((await patchNote(api, admin.auth, customerId, note.id, { body: '<p>Admin</p>' })).statusCode).toBe(422);

    const stored = await storedNote(note.id);
    expect(stored).toMatchObject({ body: '<p>Conteúdo final</p>', locked: true, locked_by_name: 'Dra. Luíza Araújo' });
    // The same body sent again, or locking again, changes nothing and is not refused.
    expect((await patchNote(api, owner.auth, customerId, note.id, { body: '<p>Conteúdo final</p>', locked: true })).statusCode).toBe(200);
    const activity = await activitiesOf(note.id);
    expect(activity.map((row) => row.event)).toEqual(['create', 'update']);
    expect(activity[1]!.changes).toEqual([{ field_name: 'locked', from: false, to: true }]);
  });

  it('refuses a lock value that is not true or false', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>x</p>');
    const response = await patchNote(api, owner.auth, customerId, note.id, { locked: 'talvez' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.locked).toEqual(['não é válido']);
  });

  it('lets an edit and a lock that race end with the lock holding and the edit either before it or refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      const note = await createNote(api, owner.auth, customerId, '<p>Antes</p>');
      const [edit, lock] = await Promise.all([
        patchNote(api, owner.auth, customerId, note.id, { body: `<p>Editada ${round}</p>` }),
        patchNote(api, owner.auth, customerId, note.id, { locked: true }),
      ]);
      expect(lock.statusCode).toBe(200);
      const stored = await storedNote(note.id);
      expect(stored.locked).toBe(true);
      if (edit.statusCode === 200) {
        // The edit committed first: the lock covers the edited body.
        expect(stored.body).toBe(`<p>Editada ${round}</p>`);
        expect(lock.json().customer_note.body).toBe(`<p>Editada ${round}</p>`);
      } else {
        expect(edit.statusCode).toBe(422);
        expect(stored.body).toBe('<p>Antes</p>');
      }
    }
  });

  it('deletes an unlocked note, answering it as it was, with its activity row', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Rascunho</p>');
    const response = await deleteNote(api, owner.auth, customerId, note.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().customer_note.id).toBe(note.id);
    expect(await api.db.selectFrom('customer_notes').select('id').where('id', '=', note.id).executeTakeFirst()).toBeUndefined();
    expect((await activitiesOf(note.id)).map((row) => row.event)).toEqual(['create', 'destroy']);
  });

  it('duplicates a locked note as a new unlocked note of the caller', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Protocolo <b>A</b></p>');
    await patchNote(api, owner.auth, customerId, note.id, { locked: true });
    const colleague = await addMember(api.db, owner.companyId, 'limited', { name: 'Beto Estagiário' });
    const response = await api.app.inject({ method: 'POST', url: `${noteUrl(customerId, note.id)}/duplicate`, headers: colleague.auth });
    expect(response.statusCode).toBe(201);
    const copy = response.json<{ customer_note: NoteAnswer }>().customer_note;
    expect(copy).toMatchObject({ body: '<p>Protocolo <b>A</b></p>', locked: false, locked_at: null, creator_name: 'Beto Estagiário' });
    expect(copy.id).not.toBe(note.id);
    expect(copy.hashid).not.toBe(note.hashid);
  });
});

describe('roles', () => {
  it('lets a limited user write notes and change only its own', async () => {
    const limited = await addMember(api.db, owner.companyId, 'limited');
    const mine = await createNote(api, limited.auth, customerId, '<p>Minha</p>');
    expect((await patchNote(api, limited.auth, customerId, mine.id, { body: '<p>Minha, revista</p>' })).statusCode).toBe(200);
    const theirs = await createNote(api, owner.auth, customerId, '<p>Da dona</p>');
    expect((await patchNote(api, limited.auth, customerId, theirs.id, { body: '<p>Invadida</p>' })).statusCode).toBe(403);
    expect((await patchNote(api, limited.auth, customerId, theirs.id, { locked: true })).statusCode).toBe(403);
    expect((await deleteNote(api, limited.auth, customerId, theirs.id)).statusCode).toBe(403);
    expect((await storedNote(theirs.id)).body).toBe('<p>Da dona</p>');
    expect((await deleteNote(api, limited.auth, customerId, mine.id)).statusCode).toBe(200);
  });

  it('lets standard and system_admin users change anyone’s unlocked note', async () => {
    const limited = await addMember(api.db, owner.companyId, 'limited');
    const standard = await addMember(api.db, owner.companyId, 'standard');
    const note = await createNote(api, limited.auth, customerId, '<p>Da equipe</p>');
    expect((await patchNote(api, standard.auth, customerId, note.id, { body: '<p>Revista</p>' })).statusCode).toBe(200);
    expect((await patchNote(api, owner.auth, customerId, note.id, { locked: true })).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another company’s customer or note on every verb, changing nothing', async () => {
    const foreign = await createNote(api, other.auth, otherCustomerId, '<p>Sigilosa</p>');
    const attempts: [string, string, Record<string, unknown>?][] = [
      ['GET', notesUrl(otherCustomerId)],
      ['POST', notesUrl(otherCustomerId), { customer_note: { body: '<p>x</p>' } }],
      ['GET', noteUrl(otherCustomerId, foreign.id)],
      ['PATCH', noteUrl(otherCustomerId, foreign.id), { customer_note: { body: '<p>x</p>' } }],
      ['PUT', noteUrl(otherCustomerId, foreign.id), { customer_note: { locked: true } }],
      ['DELETE', noteUrl(otherCustomerId, foreign.id)],
      ['POST', `${noteUrl(otherCustomerId, foreign.id)}/duplicate`],
      // Own customer in the path, other company's note id.
      ['GET', noteUrl(customerId, foreign.id)],
      ['PATCH', noteUrl(customerId, foreign.id), { customer_note: { locked: true } }],
      ['DELETE', noteUrl(customerId, foreign.id)],
      ['POST', `${noteUrl(customerId, foreign.id)}/duplicate`],
      ['GET', `/api/v1/customer_notes/${foreign.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await api.app.inject({ method: method as 'GET', url, headers: owner.auth, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await storedNote(foreign.id)).toMatchObject({ body: '<p>Sigilosa</p>', locked: false });
    const count = await api.db.selectFrom('customer_notes').select(sql<number>`count(*)::int`.as('n')).where('customer_id', '=', otherCustomerId).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: notesUrl(customerId) });
    expect(response.statusCode).toBe(401);
  });

  it('reads a note by its id alone, for the gateway', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Pelo id</p>');
    const response = await api.app.inject({ method: 'GET', url: `/api/v1/customer_notes/${note.id}`, headers: owner.auth as AuthHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer_note.customer_id).toBe(customerId);
  });
});
