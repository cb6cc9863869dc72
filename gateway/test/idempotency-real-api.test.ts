import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContextFactory, idempotencyKeyOf } from '../src/context.ts';
import type { RestRequest, Send } from '../src/rest/client.ts';
import { useRealApi, type Headers } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true } });
const { graphql, signIn } = real;

let admin: Headers;
let adminId: number;
let companyId: number;
let standard: Headers;
let limited: Headers;

const toGlobalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function colleague(name: string, accountType: 'STANDARD' | 'LIMITED'): Promise<Headers> {
  const email = `${name.toLowerCase()}.${Date.now()}@exemplo.com.br`;
  const created = await graphql('mutation ($input: CreateUserInput!) { createUser(input: $input) { fullMessages } }', admin, {
    input: { email, name, accountType, password: 'senha123', passwordConfirmation: 'senha123' },
  });
  expect(created.data.createUser.fullMessages).toEqual([]);
  return signIn(email, 'senha123');
}

beforeAll(async () => {
  admin = await signIn('admin@demo.com.br', 'demo1234');
  const row = await real.api.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', 'admin@demo.com.br').executeTakeFirstOrThrow();
  adminId = row.id;
  companyId = row.company_id;
  standard = await colleague('Caio', 'STANDARD');
  limited = await colleague('Lia', 'LIMITED');
});

const CREATE_CUSTOMER = `mutation ($input: CreateCustomerInput!) {
  createCustomer(input: $input) { customer { id name } errors { field messages } fullMessages }
}`;

const CREATE_NOTE = `mutation ($input: CreateCustomerNoteInput!) {
  createCustomerNote(input: $input) { noteEdge { node { id } } errors { field messages } }
}`;

async function customersNamed(name: string): Promise<number> {
  const rows = await real.api.db.selectFrom('customers').select('id').where('name', '=', name).execute();
  return rows.length;
}

describe('Idempotency-Key through the gateway', () => {
  it('creates once for a mutation sent twice with one key, and answers the same both times', async () => {
    const headers = { ...admin, 'idempotency-key': randomUUID() };
    const input = { name: 'Repetida Duas Vezes', answers: [] };
    const first = await graphql(CREATE_CUSTOMER, headers, { input });
    const again = await graphql(CREATE_CUSTOMER, headers, { input });
    expect(first.data.createCustomer.errors).toEqual([]);
    expect(again).toEqual(first);
    expect(await customersNamed('Repetida Duas Vezes')).toBe(1);
  });

  it('creates once for the same mutation and key sent at once', async () => {
    const headers = { ...admin, 'idempotency-key': randomUUID() };
    const customer = (await graphql(CREATE_CUSTOMER, admin, { input: { name: 'Com Notas Paralelas', answers: [] } })).data.createCustomer
      .customer;
    const input = { customerId: customer.id, body: '<p>Salva uma vez</p>' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => graphql(CREATE_NOTE, headers, { input })));
    const ids = new Set(answers.map((answer) => answer.data.createCustomerNote.noteEdge.node.id));
    expect(ids.size).toBe(1);
    const notes = await real.api.db.selectFrom('customer_notes').select('id').where('body', 'like', '%Salva uma vez%').execute();
    expect(notes).toHaveLength(1);
  });

  it('refuses the key sent again with another input, in pt-BR, and creates nothing', async () => {
    const headers = { ...admin, 'idempotency-key': randomUUID() };
    await graphql(CREATE_CUSTOMER, headers, { input: { name: 'Primeira Com Chave', answers: [] } });
    const changed = await graphql(CREATE_CUSTOMER, headers, { input: { name: 'Segunda Com Chave', answers: [] } });
    expect(changed.data.createCustomer.customer).toBeNull();
    expect(changed.data.createCustomer.fullMessages).toEqual(['Este envio já foi registrado com outros dados. Atualize a página para ver o que foi salvo.']);
    expect(await customersNamed('Segunda Com Chave')).toBe(0);
  });

  it('creates again without the header, as a client of the specs does', async () => {
    const input = { name: 'Sem Chave Nenhuma', answers: [] };
    await graphql(CREATE_CUSTOMER, admin, { input });
    await graphql(CREATE_CUSTOMER, admin, { input });
    expect(await customersNamed('Sem Chave Nenhuma')).toBe(2);
  });
});

describe('a key sent by another user of the company, through GraphQL', () => {
  it('two-step setup: gets a secret of their own', async () => {
    const key = randomUUID();
    const SETUP = 'mutation { beginTwoFactorSetup { secret otpauthUrl errors } }';
    const mine = await graphql(SETUP, { ...standard, 'idempotency-key': key });
    const theirs = await graphql(SETUP, { ...limited, 'idempotency-key': key });
    expect(mine.data.beginTwoFactorSetup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(theirs.data.beginTwoFactorSetup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(theirs.data.beginTwoFactorSetup.secret).not.toBe(mine.data.beginTwoFactorSetup.secret);
    expect(JSON.stringify(theirs)).not.toContain(mine.data.beginTwoFactorSetup.secret);
  });

  it('the admin’s calendar feed: is refused, and never sees the address', async () => {
    const key = randomUUID();
    const RENEW = 'mutation ($input: RenewCalendarFeedInput!) { renewCalendarFeed(input: $input) { url fullMessages } }';
    const input = { userId: toGlobalId('User', adminId) };
    const mine = await graphql(RENEW, { ...admin, 'idempotency-key': key }, { input });
    const url: string = mine.data.renewCalendarFeed.url;
    expect(url).toMatch(/\.ics$/);
    const theirs = await graphql(RENEW, { ...limited, 'idempotency-key': key }, { input });
    expect(theirs.data?.renewCalendarFeed?.url ?? null).toBeNull();
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(theirs)).not.toContain(url);
  });

  it('the admin-only company export: is refused', async () => {
    const key = randomUUID();
    const EXPORT = 'mutation ($input: ExportCompanyDataInput!) { exportCompanyData(input: $input) { dataExport { databaseId } fullMessages } }';
    const input = { companyId: toGlobalId('Company', companyId) };
    const mine = await graphql(EXPORT, { ...admin, 'idempotency-key': key }, { input });
    expect(mine.data.exportCompanyData.dataExport.databaseId).toEqual(expect.any(Number));
    const theirs = await graphql(EXPORT, { ...limited, 'idempotency-key': key }, { input });
    expect(theirs.data?.exportCompanyData?.dataExport ?? null).toBeNull();
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a private note: gets a note of their own, never the author’s', async () => {
    const customer = (await graphql(CREATE_CUSTOMER, admin, { input: { name: 'Paciente Sigilosa', answers: [] } })).data.createCustomer.customer;
    const key = randomUUID();
    const input = { customerId: customer.id, body: '<p>Hipótese sigilosa</p>', private: true };
    const NOTE = 'mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { node { id creatorName } } fullMessages } }';
    const mine = await graphql(NOTE, { ...admin, 'idempotency-key': key }, { input });
    const theirs = await graphql(NOTE, { ...standard, 'idempotency-key': key }, { input });
    const note = theirs.data.createCustomerNote.noteEdge.node;
    expect(note.id).not.toBe(mine.data.createCustomerNote.noteEdge.node.id);
    expect(note.creatorName).toBe('Caio');
  });
});

describe('an online booking through GraphQL', () => {
  it('retried with its key answers the first booking, and the slot holds one appointment', async () => {
    const api = (method: string, path: string, body: unknown) =>
      fetch(`${real.api.url}${path}`, { method, headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(body) });
    expect((await api('PATCH', `/api/v1/companies/${companyId}`, { company: { online_booking_enabled: true, booking_slot_minutes: 60 } })).status).toBe(200);
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' }));
    expect((await api('PUT', `/api/v1/users/${adminId}/availability`, { availability: everyDay })).status).toBe(200);
    const { hashid } = await real.api.db.selectFrom('companies').select('hashid').where('id', '=', companyId).executeTakeFirstOrThrow();
    const BOOK = 'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { booking { startsAt professionalName } fullMessages } }';
    const input = { companyHash: hashid, userId: toGlobalId('User', adminId), startsAt: '2031-03-04T10:00:00-03:00', name: 'Ana Reis', email: 'ana.reis@exemplo.com.br', phone: '(11) 98765-4321' };
    const headers = { 'idempotency-key': randomUUID() };
    const first = await graphql(BOOK, headers, { input });
    const again = await graphql(BOOK, headers, { input });
    expect(first.data.bookAppointment.booking).toEqual({ startsAt: '2031-03-04T10:00:00-03:00', professionalName: expect.any(String) });
    expect(again).toEqual(first);
    const booked = await real.api.db.selectFrom('appointments').select('id').where('company_id', '=', companyId).where('starts_at', '=', new Date('2031-03-04T13:00:00Z')).execute();
    expect(booked).toHaveLength(1);
  });
});

describe('the keys an operation sends', () => {
  function recorder() {
    const sent: { method: string; path: string; key: string | undefined }[] = [];
    const send: Send = async <T>(method: string, path: string, init: RestRequest = {}) => {
      sent.push({ method, path, key: init.headers?.['idempotency-key'] });
      return { status: 200, headers: {}, body: {} as T };
    };
    return { sent, send };
  }

  function contextWith(send: Send, headers: Headers) {
    const request = new Request('http://gateway.test/graphql', { method: 'POST', headers: { ...admin, ...headers } });
    return createContextFactory(send, async function* () {})({ request } as never);
  }

  it('forwards the key on POSTs only, numbering the second and later ones', async () => {
    const { sent, send } = recorder();
    const calls = contextWith(send, { 'idempotency-key': 'chave-1' }).session().calls;
    await calls.createBoard({ name: 'Quadro' });
    await calls.addTaskChecklistItem(1, 'Ligar');
    await calls.deleteBoard(1);
    expect(sent.map(({ method, key }) => [method, key])).toEqual([
      ['POST', 'chave-1'],
      ['POST', 'chave-1:2'],
      ['DELETE', undefined],
    ]);
  });

  it('forwards the key on public calls too: an online booking', async () => {
    const { sent, send } = recorder();
    const request = new Request('http://gateway.test/graphql', { method: 'POST', headers: { 'idempotency-key': 'reserva-1' } });
    const context = createContextFactory(send, async function* () {})({ request } as never);
    await context.calls.bookAppointment('abc123', { user_id: 1, starts_at: '2031-03-04T10:00', name: 'Ana', email: 'ana@exemplo.com.br', phone: '11911112222' });
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/public/booking/abc123', key: 'reserva-1' }]);
  });

  it('sends no key when the caller sent none', async () => {
    const { sent, send } = recorder();
    await contextWith(send, {}).session().calls.createBoard({ name: 'Quadro' });
    expect(sent[0]?.key).toBeUndefined();
  });

  it('keeps derived keys within the 255 characters the api takes', () => {
    const long = 'k'.repeat(255);
    expect(idempotencyKeyOf(long, 1)).toBe(long);
    expect(idempotencyKeyOf(long, 2)).toMatch(/^[0-9a-f]{64}:2$/);
    expect(idempotencyKeyOf('abc', 3)).toBe('abc:3');
  });
});
