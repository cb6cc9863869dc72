import { noteDateParts } from '@practice/common';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, type Member } from './members.ts';
import { createNote, deleteNote, noteUrl, notesUrl, notesWorld, patchNote, type NoteAnswer } from './note-helpers.ts';

interface Addendum {
  id: number;
  body: string;
  author_name: string;
  created_at: string;
}
type NoteWithAddenda = NoteAnswer & { addenda: Addendum[] };

let api: TestApi;
// 15:04 UTC is 12:04 in São Paulo.
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

const addendaUrl = (customer: number, noteId: number) => `${noteUrl(customer, noteId)}/addenda`;

function postAddendum(auth: AuthHeaders, customer: number, noteId: number, addendum: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url: addendaUrl(customer, noteId), headers: { ...auth, ...headers }, payload: { addendum } });
}

async function lockedNote(body = '<p>Sessão de retorno.</p>', auth = owner.auth): Promise<NoteAnswer> {
  const note = await createNote(api, auth, customerId, body);
  const locked = await patchNote(api, auth, customerId, note.id, { locked: true });
  expect(locked.statusCode).toBe(200);
  return note;
}

async function countAddenda() {
  const row = await api.db.selectFrom('customer_note_addenda').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

describe('addenda', () => {
  it('appends a dated, signed text under a locked note, which itself stays as it was', async () => {
    const note = await lockedNote();
    const storedBefore = await api.db.selectFrom('customer_notes').selectAll().where('id', '=', note.id).executeTakeFirstOrThrow();
    clock.advance(60 * 60_000);
    const first = await postAddendum(owner.auth, customerId, note.id, { body: '  Correção: a sessão foi em 09/03.\r\nPaciente confirmou.  ' });
    expect(first.statusCode).toBe(201);
    const answered = first.json<{ customer_note: NoteWithAddenda }>().customer_note;
    expect(answered.id).toBe(note.id);
    expect(answered.addenda).toEqual([
      { id: expect.any(Number), body: 'Correção: a sessão foi em 09/03.\nPaciente confirmou.', author_name: 'Dra. Luíza Araújo', created_at: clock().toISOString() },
    ]);

    const colleague = await addMember(api.db, owner.companyId, 'limited', { name: 'Beto Estagiário' });
    clock.advance(60_000);
    const second = await postAddendum(colleague.auth, customerId, note.id, { body: '<b>Complemento</b> & <script>alert(1)</script>' });
    expect(second.statusCode).toBe(201);
    // Plain text: kept as written and never read as markup where it is shown.
    expect(second.json().customer_note.addenda.map((addendum: Addendum) => [addendum.author_name, addendum.body])).toEqual([
      ['Dra. Luíza Araújo', 'Correção: a sessão foi em 09/03.\nPaciente confirmou.'],
      ['Beto Estagiário', '<b>Complemento</b> & <script>alert(1)</script>'],
    ]);

    const storedAfter = await api.db.selectFrom('customer_notes').selectAll().where('id', '=', note.id).executeTakeFirstOrThrow();
    expect(storedAfter).toEqual(storedBefore);

    // The note answers its addenda by date wherever it is read.
    const shown = await api.app.inject({ method: 'GET', url: noteUrl(customerId, note.id), headers: owner.auth });
    expect(shown.json().customer_note.addenda.map((addendum: Addendum) => addendum.author_name)).toEqual(['Dra. Luíza Araújo', 'Beto Estagiário']);
    const byId = await api.app.inject({ method: 'GET', url: `/api/v1/customer_notes/${note.id}`, headers: owner.auth });
    expect(byId.json().customer_note.addenda).toHaveLength(2);
    const list = await api.app.inject({ method: 'GET', url: notesUrl(customerId), headers: owner.auth });
    const listed = list.json<{ customer_notes: NoteWithAddenda[] }>().customer_notes.find((item) => item.id === note.id)!;
    expect(listed.addenda).toHaveLength(2);
  });

  it('records "Adicionou um adendo" in the history, without the addendum’s text', async () => {
    const note = await lockedNote();
    await postAddendum(owner.auth, customerId, note.id, { body: 'Texto clínico sigiloso do adendo' });
    const rows = await api.db
      .selectFrom('activities')
      .select(['event', 'changes'])
      .where('item_type', '=', 'CustomerNote')
      .where('item_id', '=', note.id)
      .orderBy('id')
      .execute();
    expect(rows.at(-1)).toEqual({ event: 'update', changes: [{ field_name: 'addendum', from: null, to: '[FILTRADO]' }] });
    const history = await api.app.inject({ method: 'GET', url: '/api/v1/activity_history', headers: owner.auth });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('Adicionou um adendo');
    expect(history.body).not.toContain('Texto clínico sigiloso');
  });

  it('refuses an addendum on a note not locked, and an empty or too long one, storing nothing', async () => {
    const open = await createNote(api, owner.auth, customerId, '<p>Ainda aberta</p>');
    const before = await countAddenda();
    const refused = await postAddendum(owner.auth, customerId, open.id, { body: 'Complemento' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { base: ['Só anotações bloqueadas recebem adendos; enquanto não estiver bloqueada, edite a própria anotação'] },
    });

    const locked = await lockedNote();
    for (const body of ['', '   \n  ', 'x'.repeat(5001)]) {
      const response = await postAddendum(owner.auth, customerId, locked.id, { body });
      expect(response.statusCode, body.slice(0, 10)).toBe(422);
      expect(response.json().errors.body).toHaveLength(1);
    }
    expect((await postAddendum(owner.auth, customerId, locked.id, {})).json().full_messages).toEqual(['Adendo não pode ficar em branco']);
    expect((await postAddendum(owner.auth, customerId, locked.id, { body: { nested: 'x' } })).statusCode).toBe(422);
    expect((await postAddendum(owner.auth, customerId, locked.id, { body: 'a\u0000b' })).statusCode).toBe(422);
    expect(await countAddenda()).toBe(before);
    expect((await postAddendum(owner.auth, customerId, locked.id, { body: 'x'.repeat(5000) })).statusCode).toBe(201);
  });

  it('has no call that changes or deletes an addendum', async () => {
    const note = await lockedNote();
    const created = await postAddendum(owner.auth, customerId, note.id, { body: 'Original' });
    const addendum = created.json().customer_note.addenda[0] as Addendum;
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE'] as const) {
      const response = await api.app.inject({ method, url: `${addendaUrl(customerId, note.id)}/${addendum.id}`, headers: owner.auth, payload: { addendum: { body: 'Mudou' } } });
      expect(response.statusCode, method).toBe(404);
    }
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const response = await api.app.inject({ method, url: addendaUrl(customerId, note.id), headers: owner.auth, payload: { addendum: { body: 'Mudou' } } });
      expect(response.statusCode, method).toBe(404);
    }
    const stored = await api.db.selectFrom('customer_note_addenda').select('body').where('id', '=', addendum.id).executeTakeFirstOrThrow();
    expect(stored.body).toBe('Original');
  });

  it('answers a retry with the same Idempotency-Key once, writing one addendum', async () => {
    const note = await lockedNote();
    const headers = { 'idempotency-key': `adendo-${note.id}` };
    const [first, second] = await Promise.all([
      postAddendum(owner.auth, customerId, note.id, { body: 'Uma vez só' }, headers),
      postAddendum(owner.auth, customerId, note.id, { body: 'Uma vez só' }, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const stored = await api.db.selectFrom('customer_note_addenda').select('id').where('note_id', '=', note.id).execute();
    expect(stored).toHaveLength(1);
  });

  it('answers 404 for another company’s customer or note, writing nothing', async () => {
    const foreign = await createNote(api, other.auth, otherCustomerId, '<p>Sigilosa</p>');
    await patchNote(api, other.auth, otherCustomerId, foreign.id, { locked: true });
    const before = await countAddenda();
    for (const [customer, noteId] of [
      [otherCustomerId, foreign.id],
      [customerId, foreign.id],
    ] as const) {
      const response = await postAddendum(owner.auth, customer, noteId, { body: 'Intrusa' });
      expect(response.statusCode, `${customer}/${noteId}`).toBe(404);
    }
    expect(await countAddenda()).toBe(before);
    expect((await api.app.inject({ method: 'POST', url: addendaUrl(customerId, foreign.id), payload: { addendum: { body: 'x' } } })).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('never deletes or changes a locked note, whoever asks', async () => {
    const note = await lockedNote();
    const admin = await addMember(api.db, owner.companyId, 'system_admin');
    for (const auth of [owner.auth, admin.auth]) {
      const removal = await deleteNote(api, auth, customerId, note.id);
      expect(removal.statusCode).toBe(422);
      expect(removal.json().errors.base).toEqual(['Esta anotação está bloqueada e não pode ser excluída']);
      const edit = await patchNote(api, auth, customerId, note.id, { body: '<p>Outra</p>' });
      expect(edit.statusCode).toBe(422);
      expect(edit.json().errors.base).toEqual(['Esta anotação está bloqueada e não pode mais ser alterada']);
      const privacy = await patchNote(api, auth, customerId, note.id, { private: true });
      expect(privacy.statusCode).toBe(422);
    }
    expect(await api.db.selectFrom('customer_notes').select(['body', 'private']).where('id', '=', note.id).executeTakeFirstOrThrow()).toEqual({
      body: '<p>Sessão de retorno.</p>',
      private: false,
    });
  });

  it('keeps a tombstone of a deleted note in the access log: its date and author, never its text', async () => {
    const customer = await createCustomer(api, owner.auth, 'Paciente do Rascunho');
    const note = await createNote(api, owner.auth, customer, '<p>Texto clínico do rascunho</p>');
    clock.advance(5 * 60_000);
    const admin = await addMember(api.db, owner.companyId, 'system_admin', { name: 'Carla Gestora' });
    const removal = await deleteNote(api, admin.auth, customer, note.id);
    expect(removal.statusCode).toBe(200);
    const accesses = await api.app.inject({ method: 'GET', url: `/api/v1/customers/${customer}/accesses`, headers: owner.auth });
    expect(accesses.statusCode).toBe(200);
    const tombstone = accesses.json().accesses.find((entry: { action: string }) => entry.action.startsWith('Excluiu'));
    const written = noteDateParts(note.created_at);
    expect(tombstone).toMatchObject({
      user_name: 'Carla Gestora',
      action: `Excluiu uma anotação (escrita em ${written.date} às ${written.time} por Dra. Luíza Araújo)`,
      created_at: clock().toISOString(),
    });
    expect(accesses.body).not.toContain('Texto clínico');
    const row = await api.db.selectFrom('customer_accesses').selectAll().where('action', '=', 'note_deleted').where('item_id', '=', note.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: customer, company_id: owner.companyId });
  });

  it('leaves no tombstone when the delete is refused', async () => {
    const note = await lockedNote();
    await deleteNote(api, owner.auth, customerId, note.id);
    const rows = await api.db.selectFrom('customer_accesses').select('id').where('action', '=', 'note_deleted').where('item_id', '=', note.id).execute();
    expect(rows).toEqual([]);
  });
});

