import { beforeAll, describe, expect, it } from 'vitest';
import { useRealApi } from './real-api.ts';

const real = useRealApi({ gateway: { webDist: '/nonexistent' } });
const { graphql, signIn, signUp } = real;

let author: Record<string, string>;
let admin: Record<string, string>;
let other: Record<string, string>;
let customerId: string;
/** A word only the private note holds. */
const SECRET = 'Zwischenzug';

const NOTE = `id private body creatorName createdAt locked addenda { body authorName } a4: pdfUrl(pageSize: A4)`;

beforeAll(async () => {
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
