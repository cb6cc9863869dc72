import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cursorOf } from '../src/connections.ts';
import { toGlobalId } from '../src/relay.ts';
import type { RestNoteTemplate } from '../src/areas/note-templates/index.ts';
import type { RestCustomerNote } from '../src/areas/notes/index.ts';
import { restCustomer } from './customer-fixtures.ts';
import { company, json, mockedGatewayEachTest, session } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function restNote(id: number, changes: Partial<RestCustomerNote> = {}): RestCustomerNote {
  return {
    id,
    hashid: `h${id}`,
    customer_id: 101,
    private: false,
    body: `<p>Nota ${id}</p>`,
    creator_id: 21,
    creator_name: 'Ana Souza',
    created_at: '2026-03-10T15:04:00.000Z',
    updated_at: '2026-03-10T15:04:00.000Z',
    locked: false,
    locked_at: null,
    locked_by_name: null,
    pdf_urls: {
      A4: `/api/v1/companies/k3x9/customer_notes/h${id}.pdf?page_size=A4&expires=1&signature=a4`,
      A5: `/api/v1/companies/k3x9/customer_notes/h${id}.pdf?page_size=A5&expires=1&signature=a5`,
    },
    signed_pdf_urls: null,
    addenda: [],
    ...changes,
  };
}

const template = (id: number, name: string): RestNoteTemplate => ({
  id,
  name,
  body: `<p>${name}</p>`,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

const noteId = (id: number) => toGlobalId('CustomerNote', id);

/** What the gateway asked the api for, query strings included. */
function urls(): string[] {
  return (m.agent.getCallHistory()?.calls() ?? []).map((call) => {
    const url = new URL(call.fullUrl);
    return `${call.method} ${url.pathname}${url.search}`;
  });
}

function replyCustomer() {
  m.api.intercept({ path: '/api/v1/customers/101', method: 'GET' }).reply(200, { customer: restCustomer(101, 'Ana Lima') }, json);
}

function replyNote(note: RestCustomerNote) {
  m.api.intercept({ path: `/api/v1/customer_notes/${note.id}`, method: 'GET' }).reply(200, { customer_note: note }, json);
}

describe('Customer.notes', () => {
  it('reads a page of notes newest first, with PDF links per size, in one call', async () => {
    replyCustomer();
    m.api
      .intercept({ path: '/api/v1/customers/101/customer_notes?page=1&per_page=2', method: 'GET' })
      .reply(200, { customer_notes: [restNote(9, { locked: true, locked_at: '2026-03-10T15:06:00.000Z', locked_by_name: 'Ana Souza' }), restNote(8)], meta: { total_count: 5 } }, json);
    const result = await m.graphql(
      `{ customer(databaseId: 101) { notes(first: 2) { totalCount pageInfo { hasNextPage endCursor }
          edges { node { id databaseId hashid body creatorName creatorDatabaseId locked lockedAt lockedByName a4: pdfUrl(pageSize: A4) a5: pdfUrl(pageSize: A5) } } } } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    const notes = (result.data as Data).customer.notes;
    expect(notes.totalCount).toBe(5);
    expect(notes.pageInfo).toEqual({ hasNextPage: true, endCursor: cursorOf(1) });
    expect(notes.edges[0].node).toEqual({
      id: noteId(9),
      databaseId: 9,
      hashid: 'h9',
      body: '<p>Nota 9</p>',
      creatorName: 'Ana Souza',
      creatorDatabaseId: 21,
      locked: true,
      lockedAt: '2026-03-10T15:06:00.000Z',
      lockedByName: 'Ana Souza',
      a4: '/api/v1/companies/k3x9/customer_notes/h9.pdf?page_size=A4&expires=1&signature=a4',
      a5: '/api/v1/companies/k3x9/customer_notes/h9.pdf?page_size=A5&expires=1&signature=a5',
    });
    expect(urls()).toEqual(['GET /api/v1/customers/101', 'GET /api/v1/customers/101/customer_notes?page=1&per_page=2']);
    expect(m.calls()[1]!.headers['access-token']).toBe('token-abc');
  });

  it('reads a note by its global id', async () => {
    replyNote(restNote(9));
    const result = await m.graphql(`query ($id: ID!) { node(id: $id) { ... on CustomerNote { body } } }`, { ...withSession, variables: { id: noteId(9) } });
    expect((result.data as Data).node).toEqual({ body: '<p>Nota 9</p>' });
  });
});

describe('note mutations', () => {
  it('creates a note and returns it as the first edge with its customer', async () => {
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes', method: 'POST' }).reply(201, { customer_note: restNote(12) }, json);
    replyCustomer();
    const result = await m.graphql(
      `mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { cursor node { id body } } customer { id } errors { field messages } } }`,
      { ...withSession, variables: { input: { customerId: toGlobalId('Customer', 101), body: '<p>Nota 12</p>' } } },
    );
    const payload = (result.data as Data).createCustomerNote;
    expect(payload).toEqual({ noteEdge: { cursor: cursorOf(0), node: { id: noteId(12), body: '<p>Nota 12</p>' } }, customer: { id: toGlobalId('Customer', 101) }, errors: [] });
    expect(JSON.parse(m.calls()[0]!.body!)).toEqual({ customer_note: { body: '<p>Nota 12</p>' } });
  });

  it('answers a refused body as field errors', async () => {
    m.api
      .intercept({ path: '/api/v1/customers/101/customer_notes', method: 'POST' })
      .reply(422, { message: 'x', errors: { body: ['não pode ficar em branco'] }, full_messages: ['Anotação não pode ficar em branco'] }, json);
    const result = await m.graphql(
      `mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { cursor } errors { field messages } fullMessages } }`,
      { ...withSession, variables: { input: { customerId: toGlobalId('Customer', 101), body: '' } } },
    );
    expect((result.data as Data).createCustomerNote).toEqual({
      noteEdge: null,
      errors: [{ field: 'body', messages: ['não pode ficar em branco'] }],
      fullMessages: ['Anotação não pode ficar em branco'],
    });
  });

  it('edits, locks and duplicates through the note’s customer path', async () => {
    replyNote(restNote(9));
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes/9', method: 'PATCH' }).reply(200, { customer_note: restNote(9, { body: '<p>Nova</p>' }) }, json);
    const edited = await m.graphql(`mutation { updateCustomerNote(input: { id: "${noteId(9)}", body: "<p>Nova</p>" }) { note { body } errors { field } } }`, withSession);
    expect((edited.data as Data).updateCustomerNote).toEqual({ note: { body: '<p>Nova</p>' }, errors: [] });
    expect(JSON.parse(m.calls().at(-1)!.body!)).toEqual({ customer_note: { body: '<p>Nova</p>' } });

    replyNote(restNote(9));
    m.api
      .intercept({ path: '/api/v1/customers/101/customer_notes/9', method: 'PATCH' })
      .reply(200, { customer_note: restNote(9, { locked: true, locked_by_name: 'Ana Souza', locked_at: '2026-03-10T16:00:00.000Z' }) }, json);
    const locked = await m.graphql(`mutation { lockCustomerNote(input: { id: "${noteId(9)}" }) { note { locked lockedByName } } }`, withSession);
    expect((locked.data as Data).lockCustomerNote.note).toEqual({ locked: true, lockedByName: 'Ana Souza' });
    expect(JSON.parse(m.calls().at(-1)!.body!)).toEqual({ customer_note: { locked: true } });

    replyNote(restNote(9, { locked: true }));
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes/9/duplicate', method: 'POST' }).reply(201, { customer_note: restNote(13) }, json);
    replyCustomer();
    const copy = await m.graphql(`mutation { duplicateCustomerNote(input: { id: "${noteId(9)}" }) { noteEdge { cursor node { databaseId locked } } } }`, withSession);
    expect((copy.data as Data).duplicateCustomerNote.noteEdge).toEqual({ cursor: cursorOf(0), node: { databaseId: 13, locked: false } });
  });

  it('answers a locked note’s refusal as a base error, and deletes an unlocked one', async () => {
    replyNote(restNote(9, { locked: true }));
    const message = 'Esta anotação está bloqueada e não pode ser excluída';
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes/9', method: 'DELETE' }).reply(422, { message, errors: { base: [message] }, full_messages: [message] }, json);
    const refused = await m.graphql(`mutation { deleteCustomerNote(input: { id: "${noteId(9)}" }) { deletedNoteId fullMessages } }`, withSession);
    expect((refused.data as Data).deleteCustomerNote).toEqual({ deletedNoteId: null, fullMessages: [message] });

    replyNote(restNote(8));
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes/8', method: 'DELETE' }).reply(200, { customer_note: restNote(8) }, json);
    replyCustomer();
    const removed = await m.graphql(`mutation { deleteCustomerNote(input: { id: "${noteId(8)}" }) { deletedNoteId customer { databaseId } } }`, withSession);
    expect((removed.data as Data).deleteCustomerNote).toEqual({ deletedNoteId: noteId(8), customer: { databaseId: 101 } });
  });

  it('answers another company’s note as not found', async () => {
    m.api.intercept({ path: '/api/v1/customer_notes/77', method: 'GET' }).reply(404, { message: 'Recurso não encontrado' }, json);
    const result = await m.graphql(`mutation { lockCustomerNote(input: { id: "${noteId(77)}" }) { note { id } } }`, withSession);
    expect(result.errors?.[0]).toMatchObject({ message: 'Recurso não encontrado', extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(urls()).toEqual(['GET /api/v1/customer_notes/77']);
  });

  it('refuses a global id of another type before calling the api', async () => {
    const result = await m.graphql(`mutation { lockCustomerNote(input: { id: "${toGlobalId('Customer', 9)}" }) { note { id } } }`, withSession);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(urls()).toEqual([]);
  });
});

describe('addenda and private notes', () => {
  const addendum = (id: number, body: string, author: string) => ({ id, body, author_name: author, created_at: `2026-03-1${id}T12:00:00.000Z` });

  it('reads a private note of someone else as its date and author, with no body, addenda or PDF', async () => {
    replyNote(restNote(9, { private: true, body: null, addenda: [], pdf_urls: null }));
    const result = await m.graphql(
      `query ($id: ID!) { node(id: $id) { ... on CustomerNote { private body creatorName createdAt addenda { id } a4: pdfUrl(pageSize: A4) } } }`,
      { ...withSession, variables: { id: noteId(9) } },
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).node).toEqual({ private: true, body: null, creatorName: 'Ana Souza', createdAt: '2026-03-10T15:04:00.000Z', addenda: [], a4: null });
  });

  it('reads addenda by date, and a note from an api without them as shared and with none', async () => {
    replyNote(restNote(9, { locked: true, addenda: [addendum(1, 'Correção', 'Ana Souza'), addendum(2, 'Complemento', 'Beto Lima')] }));
    replyNote(restNote(8));
    const result = await m.graphql(
      `query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on CustomerNote { private addenda { id databaseId body authorName createdAt } } }
          b: node(id: $b) { ... on CustomerNote { private addenda { id } } } }`,
      { ...withSession, variables: { a: noteId(9), b: noteId(8) } },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as Data;
    expect(data.a.addenda).toEqual([
      { id: Buffer.from('NoteAddendum:1').toString('base64'), databaseId: 1, body: 'Correção', authorName: 'Ana Souza', createdAt: '2026-03-11T12:00:00.000Z' },
      { id: Buffer.from('NoteAddendum:2').toString('base64'), databaseId: 2, body: 'Complemento', authorName: 'Beto Lima', createdAt: '2026-03-12T12:00:00.000Z' },
    ]);
    expect(data.b).toEqual({ private: false, addenda: [] });
  });

  it('adds an addendum through the note’s customer path and answers the note with it', async () => {
    replyNote(restNote(9, { locked: true }));
    m.api
      .intercept({ path: '/api/v1/customers/101/customer_notes/9/addenda', method: 'POST' })
      .reply(201, { customer_note: restNote(9, { locked: true, addenda: [addendum(1, 'Correção', 'Ana Souza')] }) }, json);
    const result = await m.graphql(
      `mutation ($input: AddNoteAddendumInput!) { addNoteAddendum(input: $input) { note { id addenda { body authorName } } errors { field messages } } }`,
      { ...withSession, variables: { input: { noteId: noteId(9), body: 'Correção' } } },
    );
    expect((result.data as Data).addNoteAddendum).toEqual({ note: { id: noteId(9), addenda: [{ body: 'Correção', authorName: 'Ana Souza' }] }, errors: [] });
    expect(urls()).toEqual(['GET /api/v1/customer_notes/9', 'POST /api/v1/customers/101/customer_notes/9/addenda']);
    expect(JSON.parse(m.calls().at(-1)!.body!)).toEqual({ addendum: { body: 'Correção' } });
  });

  it('answers an addendum on a note not locked as a base error, and another company’s note as not found', async () => {
    replyNote(restNote(9));
    const message = 'Só anotações bloqueadas recebem adendos; enquanto não estiver bloqueada, edite a própria anotação';
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes/9/addenda', method: 'POST' }).reply(422, { message, errors: { base: [message] }, full_messages: [message] }, json);
    const refused = await m.graphql(`mutation { addNoteAddendum(input: { noteId: "${noteId(9)}", body: "x" }) { note { id } errors { field messages } fullMessages } }`, withSession);
    expect((refused.data as Data).addNoteAddendum).toEqual({ note: null, errors: [{ field: 'base', messages: [message] }], fullMessages: [message] });

    m.api.intercept({ path: '/api/v1/customer_notes/77', method: 'GET' }).reply(404, { message: 'Recurso não encontrado' }, json);
    const foreign = await m.graphql(`mutation { addNoteAddendum(input: { noteId: "${noteId(77)}", body: "x" }) { note { id } } }`, withSession);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Recurso não encontrado', extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(urls().filter((url) => url.includes('/77'))).toEqual(['GET /api/v1/customer_notes/77']);
  });

  it('sends private when a note is written or its author changes who reads it, and only then', async () => {
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes', method: 'POST' }).reply(201, { customer_note: restNote(12, { private: true }) }, json);
    const created = await m.graphql(
      `mutation ($input: CreateCustomerNoteInput!) { createCustomerNote(input: $input) { noteEdge { node { private } } } }`,
      { ...withSession, variables: { input: { customerId: toGlobalId('Customer', 101), body: '<p>Só minha</p>', private: true } } },
    );
    expect((created.data as Data).createCustomerNote.noteEdge.node).toEqual({ private: true });
    expect(JSON.parse(m.calls().at(-1)!.body!)).toEqual({ customer_note: { body: '<p>Só minha</p>', private: true } });

    replyNote(restNote(12, { private: true }));
    m.api.intercept({ path: '/api/v1/customers/101/customer_notes/12', method: 'PATCH' }).reply(200, { customer_note: restNote(12, { private: false }) }, json);
    const shared = await m.graphql(`mutation { updateCustomerNote(input: { id: "${noteId(12)}", private: false }) { note { private } } }`, withSession);
    expect((shared.data as Data).updateCustomerNote.note).toEqual({ private: false });
    expect(JSON.parse(m.calls().at(-1)!.body!)).toEqual({ customer_note: { private: false } });
  });
});

describe('note templates', () => {
  it('lists the company’s templates as a connection and reads one by id', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/note_templates', method: 'GET' }).reply(200, { note_templates: [template(1, 'Anamnese'), template(2, 'Retorno')], meta: { total_count: 2 } }, json);
    m.api.intercept({ path: '/api/v1/note_templates/2', method: 'GET' }).reply(200, { note_template: template(2, 'Retorno') }, json);
    m.api.intercept({ path: '/api/v1/note_templates/99', method: 'GET' }).reply(404, { message: 'Recurso não encontrado' }, json);
    const result = await m.graphql(
      `{ viewer { company { noteTemplates(first: 1) { totalCount pageInfo { hasNextPage } edges { node { id name body } } } } }
         one: noteTemplate(databaseId: 2) { name } missing: noteTemplate(databaseId: 99) { name } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as Data;
    expect(data.viewer.company.noteTemplates).toEqual({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { id: toGlobalId('NoteTemplate', 1), name: 'Anamnese', body: '<p>Anamnese</p>' } }],
    });
    expect(data.one).toEqual({ name: 'Retorno' });
    expect(data.missing).toBeNull();
  });

  it('creates a template and places its edge where it falls by name; a repeated name is a field error', async () => {
    m.api.intercept({ path: '/api/v1/note_templates', method: 'POST' }).reply(201, { note_template: template(3, 'Evolução') }, json);
    m.api
      .intercept({ path: '/api/v1/note_templates', method: 'GET' })
      .reply(200, { note_templates: [template(1, 'Anamnese'), template(3, 'Evolução'), template(2, 'Retorno')] }, json);
    const created = await m.graphql(
      `mutation { createNoteTemplate(input: { name: "Evolução", body: "<p>x</p>" }) { noteTemplate { name } noteTemplateEdge { cursor } errors { field } } }`,
      withSession,
    );
    expect((created.data as Data).createNoteTemplate).toEqual({ noteTemplate: { name: 'Evolução' }, noteTemplateEdge: { cursor: cursorOf(1) }, errors: [] });

    const taken = 'Já existe um modelo com o nome informado, escolha outro nome';
    m.api.intercept({ path: '/api/v1/note_templates', method: 'POST' }).reply(422, { message: taken, errors: { name: [taken] }, full_messages: [taken] }, json);
    const refused = await m.graphql(`mutation { createNoteTemplate(input: { name: "evolucao", body: "<p>x</p>" }) { noteTemplate { name } errors { field messages } } }`, withSession);
    expect((refused.data as Data).createNoteTemplate).toEqual({ noteTemplate: null, errors: [{ field: 'name', messages: [taken] }] });
  });

  it('updates and deletes a template by its global id', async () => {
    m.api.intercept({ path: '/api/v1/note_templates/2', method: 'PATCH' }).reply(200, { note_template: template(2, 'Retorno mensal') }, json);
    m.api.intercept({ path: '/api/v1/note_templates/2', method: 'DELETE' }).reply(200, { note_template: template(2, 'Retorno mensal') }, json);
    const id = toGlobalId('NoteTemplate', 2);
    const updated = await m.graphql(`mutation { updateNoteTemplate(input: { id: "${id}", name: "Retorno mensal", body: "<p>y</p>" }) { noteTemplate { name } } }`, withSession);
    expect((updated.data as Data).updateNoteTemplate.noteTemplate).toEqual({ name: 'Retorno mensal' });
    const removed = await m.graphql(`mutation { deleteNoteTemplate(input: { id: "${id}" }) { deletedNoteTemplateId } }`, withSession);
    expect((removed.data as Data).deleteNoteTemplate).toEqual({ deletedNoteTemplateId: id });
    expect(JSON.parse(m.calls()[0]!.body!)).toEqual({ note_template: { name: 'Retorno mensal', body: '<p>y</p>' } });
  });
});

describe('print layout', () => {
  it('hands out the preview links and saves the header and footer', async () => {
    const links = { A4: '/api/v1/companies/k3x9/print_preview.pdf?page_size=A4&expires=1&signature=x', A5: '/api/v1/companies/k3x9/print_preview.pdf?page_size=A5&expires=1&signature=y' };
    m.replyViewer({ company: { ...company, print_preview_urls: links } });
    const read = await m.graphql(`{ viewer { company { printHeader a5: printPreviewUrl(pageSize: A5) a4: printPreviewUrl(pageSize: A4) } } }`, withSession);
    expect((read.data as Data).viewer.company).toEqual({ printHeader: null, a5: links.A5, a4: links.A4 });

    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7', method: 'PATCH' })
      .reply(200, { company: { ...company, print_header: '<p>Clínica</p>', print_footer: null, print_preview_urls: links } }, json);
    const saved = await m.graphql(`mutation { updatePrintLayout(input: { printHeader: "<p>Clínica</p>", printFooter: "" }) { company { printHeader printFooter } errors { field } } }`, withSession);
    expect((saved.data as Data).updatePrintLayout).toEqual({ company: { printHeader: '<p>Clínica</p>', printFooter: null }, errors: [] });
    expect(JSON.parse(m.calls().at(-1)!.body!)).toEqual({ company: { print_header: '<p>Clínica</p>', print_footer: '' } });
  });

  it('forwards the signed PDF links to the api without the session, and nothing else under /api', async () => {
    m.api
      .intercept({ path: '/api/v1/companies/k3x9/customer_notes/h9.pdf?page_size=A4&expires=1&signature=a4', method: 'GET' })
      .reply(200, Buffer.from('%PDF-1.7'), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="anotacao.pdf"', 'cache-control': 'private, no-store' } });
    const server: Server = createServer(m.gateway.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pdf = await fetch(`${base}/api/v1/companies/k3x9/customer_notes/h9.pdf?page_size=A4&expires=1&signature=a4`, { headers: session });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe('inline; filename="anotacao.pdf"');
      expect(await pdf.text()).toBe('%PDF-1.7');
      const other = await fetch(`${base}/api/v1/customers`);
      expect(other.headers.get('content-type')).not.toBe('application/json; charset=utf-8');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(m.calls()).toHaveLength(1);
    expect(m.calls()[0]!.headers['access-token']).toBeUndefined();
  });
});
