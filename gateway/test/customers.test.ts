import { describe, expect, it } from 'vitest';
import { cursorOf } from '../src/connections.ts';
import { toGlobalId } from '../src/relay.ts';
import type { RestCustomer } from '../src/areas/customers/index.ts';
import { restCustomer } from './customer-fixtures.ts';
import { company, json, mockedGatewayEachTest, plans, session, user } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
const freeCompany = { ...company, plan_id: 1, plan_identifier: 'free' as const, customer_fields_order: [31, 32, 33] };
const customerId = (id: number) => toGlobalId('Customer', id);
const fieldId = (id: number) => toGlobalId('CustomerField', id);

const ana = restCustomer(101, 'Ana Lima', { '31': '1990-04-12', '32': ['Google', 'Outros {Indicação}'], '33': '' });
const bruno = restCustomer(102, 'Bruno Costa', { '33': 'Unimed' });
const carla = restCustomer(103, 'Carla Dias');

function customerPage(query: string, customers: RestCustomer[], total: number) {
  m.api.intercept({ path: `/api/v1/customers?${query}`, method: 'GET' }).reply(200, { customers, meta: { total_count: total } }, json);
}

function quota(count: number, exceeded = false) {
  m.api
    .intercept({ path: '/api/v1/companies/7/plans/1', method: 'GET' })
    .reply(200, { plan: { ...plans[0], quota: { customers_count: count, exceeded_customers_limit: exceeded } } }, json);
}

const TABLE = `
  viewer {
    company {
      customersQuota { customersCount customersLimit exceededCustomersLimit }
      customerFields { id }
      customers(first: 3, page: $page, search: $search, orderBy: $orderBy) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { id databaseId name createdAt answers { field { id answerType } values } } }
      }
    }
  }`;
const TABLE_QUERY = `query ($page: Int, $search: String, $orderBy: CustomerOrder) { ${TABLE} }`;

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the gateway asked the api for, query strings included. */
function urls(): string[] {
  return (m.agent.getCallHistory()?.calls() ?? []).map((call) => {
    const url = new URL(call.fullUrl);
    return url.pathname + url.search;
  });
}

describe('customers', () => {
  it('reads a page with its answers, asking for the form once however many customers it shows', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    customerPage('page=2&per_page=3', [ana, bruno, carla], 8);
    quota(49);

    const result = await m.graphql(TABLE_QUERY, { ...withSession, variables: { page: 2 } });

    expect(result.errors).toBeUndefined();
    const companyData = (result.data as Data).viewer.company;
    expect(companyData.customersQuota).toEqual({ customersCount: 49, customersLimit: 50, exceededCustomersLimit: false });
    expect(companyData.customers.totalCount).toBe(8);
    expect(companyData.customers.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: cursorOf(3),
      endCursor: cursorOf(5),
    });
    const [first, second, third] = companyData.customers.edges;
    expect(first.node).toEqual({
      id: customerId(101),
      databaseId: 101,
      name: 'Ana Lima',
      createdAt: '2026-02-01T12:00:00.000Z',
      answers: [
        { field: { id: fieldId(31), answerType: 'DATE' }, values: ['1990-04-12'] },
        { field: { id: fieldId(32), answerType: 'MULTIPLE_RESPONSE' }, values: ['Google', 'Outros {Indicação}'] },
        { field: { id: fieldId(33), answerType: 'SHORT_TEXT' }, values: [] },
      ],
    });
    expect(second.node.answers.map((answer: Data) => answer.values)).toEqual([[], [], ['Unimed']]);
    expect(third.node.answers.map((answer: Data) => answer.values)).toEqual([[], [], []]);
    expect(urls().sort()).toEqual([
      '/api/v1/auth/validate_token',
      '/api/v1/companies/7/customer_fields',
      '/api/v1/companies/7/plans/1',
      '/api/v1/customers?page=2&per_page=3',
    ]);
    for (const call of m.calls()) expect(call.headers).toMatchObject(session);
  });

  it('reads the limit in force from the quota, which a paid plan lifts in its first month', async () => {
    m.api
      .intercept({ path: '/api/v1/auth/validate_token', method: 'GET' })
      .reply(200, { success: true, data: { ...user, company: { ...freeCompany, plan_id: 2, plan_identifier: 'lean' } } }, json);
    m.api
      .intercept({ path: '/api/v1/companies/7/plans/2', method: 'GET' })
      .reply(200, { plan: { ...plans[1], quota: { customers_count: 14, customers_limit: null, exceeded_customers_limit: false } } }, json);
    const result = await m.graphql('{ viewer { company { customersQuota { customersCount customersLimit exceededCustomersLimit } } } }', withSession);
    expect((result.data as Data).viewer.company.customersQuota).toEqual({ customersCount: 14, customersLimit: null, exceededCustomersLimit: false });
  });

  it('passes the search and the order by a question to the api', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    customerPage('page=1&per_page=3&search=jose&sort=field%3A32&direction=desc', [ana], 1);
    quota(1);
    const result = await m.graphql(TABLE_QUERY, {
      ...withSession,
      variables: { search: '  jose ', orderBy: { field: 'ANSWER', direction: 'DESC', customerFieldId: fieldId(32) } },
    });
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).viewer.company.customers.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('orders by name or creation date', async () => {
    m.replyViewer({ company: freeCompany });
    customerPage('page=1&per_page=40&sort=name&direction=asc', [ana], 1);
    customerPage('page=1&per_page=40&sort=created_at&direction=desc', [ana], 1);
    const result = await m.graphql(
      `{ viewer { company {
        byName: customers(orderBy: { field: NAME, direction: ASC }) { totalCount }
        newest: customers(orderBy: { field: CREATED_AT, direction: DESC }) { totalCount }
      } } }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
  });

  it('follows a Relay cursor that falls inside a page by reading the two pages it spans', async () => {
    m.replyViewer({ company: freeCompany });
    const twelve = Array.from({ length: 12 }, (_, index) => restCustomer(200 + index, `Cliente ${index}`));
    customerPage('page=1&per_page=5', twelve.slice(0, 5), 12);
    customerPage('page=2&per_page=5', twelve.slice(5, 10), 12);
    const result = await m.graphql(
      `query ($after: String) { viewer { company { customers(first: 5, after: $after) { edges { cursor node { databaseId } } pageInfo { hasNextPage endCursor } } } } }`,
      { ...withSession, variables: { after: cursorOf(2) } },
    );
    const slice = (result.data as Data).viewer.company.customers;
    expect(slice.edges.map((edge: Data) => edge.node.databaseId)).toEqual([203, 204, 205, 206, 207]);
    expect(slice.edges[0].cursor).toBe(cursorOf(3));
    expect(slice.pageInfo).toEqual({ hasNextPage: true, endCursor: cursorOf(7) });
  });

  it('asks the api for the largest page as it is, and answers it empty with the true total', async () => {
    m.replyViewer({ company: freeCompany });
    customerPage('page=2147483647&per_page=40', [], 8);
    const result = await m.graphql(
      '{ viewer { company { customers(page: 2147483647) { totalCount edges { cursor } pageInfo { hasNextPage hasPreviousPage } } } } }',
      withSession,
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as Data).viewer.company.customers).toEqual({
      totalCount: 8,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('refuses a slice above 100 or a page below 1 without calling the customers list', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyViewer({ company: freeCompany });
    const result = await m.graphql('{ viewer { company { big: customers(first: 500) { totalCount } } } }', withSession);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400 });
    const zero = await m.graphql('{ viewer { company { customers(page: 0) { totalCount } } } }', withSession);
    expect(zero.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400 });
    expect(m.calls().some((call) => call.path.startsWith('/api/v1/customers'))).toBe(false);
  });

  it('reads one customer by its REST id or its global id, and null when the company has no such customer', async () => {
    m.api.intercept({ path: '/api/v1/customers/101', method: 'GET' }).reply(200, { customer: ana }, json);
    m.api.intercept({ path: '/api/v1/customers/999', method: 'GET' }).reply(404, { message: 'Cliente não encontrado' }, json);
    m.api.intercept({ path: '/api/v1/companies/7', method: 'GET' }).reply(200, { company: freeCompany }, json);
    m.replyForm();
    const result = await m.graphql(
      `{
        customer(databaseId: 101) { id name answers { values } }
        again: node(id: "${customerId(101)}") { ... on Customer { name } }
        missing: customer(databaseId: 999) { id }
      }`,
      withSession,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      customer: { id: customerId(101), name: 'Ana Lima', answers: [{ values: ['1990-04-12'] }, { values: ['Google', 'Outros {Indicação}'] }, { values: [] }] },
      again: { name: 'Ana Lima' },
      missing: null,
    });
    expect(m.calls().filter((call) => call.path === '/api/v1/customers/101')).toHaveLength(1);
  });

  const CREATE = `mutation ($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      customer { id name }
      customerEdge { cursor node { id } }
      company { customersQuota { customersCount exceededCustomersLimit } }
      errors { field messages }
      fullMessages
    }
  }`;
  const answers = [
    { fieldId: fieldId(31), values: ['1990-04-12'] },
    { fieldId: fieldId(32), values: ['Outros {Indicação}'] },
    { fieldId: fieldId(33), values: [] },
  ];

  it('registers a customer with fields_values as JSON text, a list only for multiple_response, and reads the quota afterwards', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    m.api.intercept({ path: '/api/v1/customers', method: 'POST' }).reply(201, { customer: ana }, json);
    quota(50, true);

    const result = await m.graphql(CREATE, { ...withSession, variables: { input: { name: 'Ana Lima', answers } } });

    expect(result.data).toEqual({
      createCustomer: {
        customer: { id: customerId(101), name: 'Ana Lima' },
        customerEdge: { cursor: cursorOf(0), node: { id: customerId(101) } },
        company: { customersQuota: { customersCount: 50, exceededCustomersLimit: true } },
        errors: [],
        fullMessages: [],
      },
    });
    const post = m.calls().find((call) => call.method === 'POST');
    expect(post?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(post?.body ?? '') as { customer: { name: string; fields_values: string } };
    expect(body.customer.name).toBe('Ana Lima');
    expect(JSON.parse(body.customer.fields_values)).toEqual({ '31': '1990-04-12', '32': ['Outros {Indicação}'], '33': null });
  });

  it('answers a reached plan limit as field errors whose message mentions the limit', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    m.api.intercept({ path: '/api/v1/customers', method: 'POST' }).reply(
      422,
      {
        message: 'Você atingiu o limite de 50 clientes do plano Gratuito',
        errors: { base: ['Você atingiu o limite de 50 clientes do plano Gratuito'] },
        full_messages: ['Você atingiu o limite de 50 clientes do plano Gratuito'],
      },
      json,
    );
    const result = await m.graphql(CREATE, { ...withSession, variables: { input: { name: 'Ana Lima', answers: [] } } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createCustomer: {
        customer: null,
        customerEdge: null,
        company: null,
        errors: [{ field: 'base', messages: ['Você atingiu o limite de 50 clientes do plano Gratuito'] }],
        fullMessages: ['Você atingiu o limite de 50 clientes do plano Gratuito'],
      },
    });
  });

  it('changes a customer with PATCH and answers with it', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    const changed = { ...ana, name: 'Ana Lima Souza', fields_values: { '33': 'Amil' } };
    m.api.intercept({ path: '/api/v1/customers/101', method: 'PATCH' }).reply(200, { customer: changed }, json);
    const result = await m.graphql(
      `mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { id name answers { values } } errors { field } } }`,
      { ...withSession, variables: { input: { id: customerId(101), name: 'Ana Lima Souza', answers: [{ fieldId: fieldId(33), values: ['Amil'] }] } } },
    );
    expect(result.data).toEqual({
      updateCustomer: { customer: { id: customerId(101), name: 'Ana Lima Souza', answers: [{ values: [] }, { values: [] }, { values: ['Amil'] }] }, errors: [] },
    });
    const patch = m.calls().find((call) => call.method === 'PATCH');
    expect(JSON.parse((JSON.parse(patch?.body ?? '') as { customer: { fields_values: string } }).customer.fields_values)).toEqual({ '33': 'Amil' });
  });

  it('registers a customer with a photo streamed to the api as multipart form fields', async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    quota(4);
    let sent: FormData | undefined;
    m.api
      .intercept({ path: '/api/v1/customers', method: 'POST' })
      .reply(201, async (options) => {
        sent = await new Response(options.body as BodyInit, { headers: options.headers as HeadersInit }).formData();
        return { customer: { ...bruno, image_id: 12, image_url: '/files/p/12.png?expires=1&signature=s' } };
      }, json);
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { imageUrl } errors { field } } }',
        variables: { input: { name: 'Bruno Costa', answers: [{ fieldId: fieldId(33), values: ['Unimed'] }], image: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.image'] }));
    form.set('0', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bruno.png', { type: 'image/png' }));
    const response = await m.gateway.yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'x-graphql-csrf': '1', ...session }, body: form });
    const result = (await response.json()) as { data?: Data };
    expect(result.data?.createCustomer).toEqual({ customer: { imageUrl: '/files/p/12.png?expires=1&signature=s' }, errors: [] });
    expect(sent?.get('customer[name]')).toBe('Bruno Costa');
    expect(JSON.parse(String(sent?.get('customer[fields_values]')))).toEqual({ '33': 'Unimed' });
    const photo = sent?.get('customer[attachment_attributes][attachment]') as File;
    expect(photo.name).toBe('bruno.png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it("removes a customer's photo by its attachment id", async () => {
    m.replyViewer({ company: freeCompany });
    m.replyForm();
    m.api.intercept({ path: '/api/v1/customers/101', method: 'GET' }).reply(200, { customer: { ...ana, image_id: 12, image_url: '/files/p/12.png' } }, json);
    m.api.intercept({ path: '/api/v1/customers/101', method: 'PATCH' }).reply(200, { customer: { ...ana, image_id: null, image_url: null } }, json);
    const result = await m.graphql(
      `mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { imageUrl } errors { field } } }`,
      { ...withSession, variables: { input: { id: customerId(101), name: 'Ana Lima', answers: [], removeImage: true } } },
    );
    expect(result.data).toEqual({ updateCustomer: { customer: { imageUrl: null }, errors: [] } });
    const patch = m.calls().find((call) => call.method === 'PATCH');
    expect((JSON.parse(patch?.body ?? '') as { customer: unknown }).customer).toEqual({
      name: 'Ana Lima',
      fields_values: '{}',
      attachment_attributes: { id: 12, _destroy: true },
    });
  });

  it('deletes a customer with a form-urlencoded DELETE', async () => {
    m.replyViewer({ company: freeCompany });
    m.api.intercept({ path: '/api/v1/customers/102', method: 'DELETE' }).reply(204, '');
    quota(48);
    const result = await m.graphql(
      `mutation ($id: ID!) { deleteCustomer(input: { id: $id }) { deletedCustomerId company { customersQuota { customersCount } } errors { field } } }`,
      { ...withSession, variables: { id: customerId(102) } },
    );
    expect(result.data).toEqual({ deleteCustomer: { deletedCustomerId: customerId(102), company: { customersQuota: { customersCount: 48 } }, errors: [] } });
    expect(m.calls().find((call) => call.method === 'DELETE')?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('needs a session', async () => {
    const result = await m.graphql('{ customer(databaseId: 101) { id } }');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    expect(m.calls()).toHaveLength(0);
  });
});
