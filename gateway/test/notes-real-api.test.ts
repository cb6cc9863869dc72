import { startTestApi, type TestApi } from '@practice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.ts';
import type { GraphQLResult } from './helpers.ts';

let api: TestApi;
let gateway: Gateway;
let author: Record<string, string>;
let admin: Record<string, string>;
let other: Record<string, string>;
let customerId: string;
/** A word only the private note holds. */
const SECRET = 'Zwischenzug';

// Answers are checked with expect(); reading a value out of one needs no type of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = Record<string, any>;

async function graphql(query: string, headers: Record<string, string>, variables?: Record<string, unknown>) {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult & { data: AnyData };
}

async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const result = await graphql(
    'mutation ($input: SignInInput!) { signIn(input: $input) { session { accessToken client expiry tokenType uid } errors } }',
    {},
    { input: { email, password } },
  );
  const session = result.data.signIn.session;
  expect(session, JSON.stringify(result.data.signIn.errors)).toBeTruthy();
  return { 'access-token': session.accessToken, client: session.client, expiry: session.expiry, 'token-type': session.tokenType, uid: session.uid };
}

async function signUp(name: string): Promise<Record<string, string>> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
  const password = 'segredo12';
  const response = await fetch(`${api.url}/api/v1/auth/create_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout_process: { plan_identifier: 'team', customer_name: name, customer_email: email, customer_email_confirmation: email, customer_password: password, customer_password_confirmation: password },
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  return { 'access-token': response.headers.get('access-token')!, client: response.headers.get('client')!, uid: response.headers.get('uid')! };
}

const NOTE = `id private body creatorName createdAt locked addenda { body authorName } a4: pdfUrl(pageSize: A4)`;

beforeAll(async () => {
  api = await startTestApi();
  gateway = createGateway({ apiUrl: api.url, webDist: '/nonexistent' });
  admin = await signUp('Helena');
  other = await signUp('Outra');
  const email = `paula.${Date.now()}@exemplo.com.br`;
  const created = await graphql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { fullMessages } }`, admin, {
    input: { email, name: 'Paula Terapeuta', accountType: 'STANDARD', password: 'senha123', passwordConfirmation: 'senha123' },
  });
  expect(created.data.createUser.fullMessages).toEqual([]);
  author = await signIn(email, 'senha123');
  const customer = await graphql(`mutation { createCustomer(input: { name: "Joana Dias", answers: [] }) { customer { id } fullMessages } }`, admin);
  customerId = customer.data.createCustomer.customer.id;
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('private notes and addenda through the gateway', () => {
  it('gives a private note’s body, addenda and PDF to its author alone', async () => {
    const written = await graphql(
      `mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { node { ${NOTE} } } fullMessages } }`,
      author,
      { input: { customerId, body: `<p>Hipótese: ${SECRET}</p>`, private: true } },
    );
    const note = written.data.createCustomerNote.noteEdge.node;
    expect(note).toMatchObject({ private: true, body: `<p>Hipótese: ${SECRET}</p>`, creatorName: 'Paula Terapeuta' });
    expect(note.a4).toMatch(/\.pdf\?page_size=A4&/);
    const locked = await graphql(`mutation ($input: LockCustomerNoteInput!) { lockCustomerNote(input: $input) { note { locked } } }`, author, { input: { id: note.id } });
    expect(locked.data.lockCustomerNote.note.locked).toBe(true);
    const added = await graphql(
      `mutation ($input: AddNoteAddendumInput!) { addNoteAddendum(input: $input) { note { ${NOTE} } errors { field messages } } }`,
      author,
      { input: { noteId: note.id, body: `Adendo: ${SECRET}` } },
    );
    expect(added.data.addNoteAddendum.note.addenda).toEqual([{ body: `Adendo: ${SECRET}`, authorName: 'Paula Terapeuta' }]);

    const asAdmin = await graphql(`query ($id: ID!) { node(id: $id) { ... on CustomerNote { ${NOTE} } } }`, admin, { id: note.id });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data.node).toMatchObject({ private: true, body: null, addenda: [], a4: null, creatorName: 'Paula Terapeuta', locked: true });
    const listed = await graphql(`query ($id: ID!) { node(id: $id) { ... on Customer { notes(first: 10) { edges { node { ${NOTE} } } } } } }`, admin, { id: customerId });
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    expect(listed.data.node.notes.edges[0].node).toMatchObject({ body: null, private: true });

    const refused = await graphql(
      `mutation ($input: AddNoteAddendumInput!) { addNoteAddendum(input: $input) { note { id } fullMessages } }`,
      admin,
      { input: { noteId: note.id, body: 'Do admin' } },
    );
    expect(JSON.stringify(refused)).not.toContain(SECRET);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { status: 403 } });
    const history = await graphql(`{ viewer { company { activityHistory(first: 100) { edges { node { summary changes { fieldName from to } } } } } } }`, admin);
    expect(history.errors).toBeUndefined();
    expect(JSON.stringify(history.data)).toContain('Adicionou um adendo');
    expect(JSON.stringify(history)).not.toContain(SECRET);
  });

  it('refuses an addendum on a note not locked as a field error, and answers another company as not found', async () => {
    const written = await graphql(
      `mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { node { id } } } }`,
      admin,
      { input: { customerId, body: '<p>Aberta</p>' } },
    );
    const noteId = written.data.createCustomerNote.noteEdge.node.id;
    const refused = await graphql(
      `mutation ($input: AddNoteAddendumInput!) { addNoteAddendum(input: $input) { note { id } errors { field messages } } }`,
      admin,
      { input: { noteId, body: 'Complemento' } },
    );
    expect(refused.data.addNoteAddendum).toEqual({
      note: null,
      errors: [{ field: 'base', messages: ['Só anotações bloqueadas recebem adendos; enquanto não estiver bloqueada, edite a própria anotação'] }],
    });
    const foreign = await graphql(`mutation ($input: AddNoteAddendumInput!) { addNoteAddendum(input: $input) { note { id } } }`, other, { input: { noteId, body: 'x' } });
    expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', status: 404 } });
  });
});
