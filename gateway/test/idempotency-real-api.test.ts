import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContextFactory, idempotencyKeyOf } from '../src/context.ts';
import type { RestRequest, Send } from '../src/rest/client.ts';
import { useRealApi, type Headers } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true } });
const { graphql, signIn } = real;

let admin: Headers;

beforeAll(async () => {
  admin = await signIn('admin@demo.com.br', 'demo1234');
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
