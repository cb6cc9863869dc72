import { describe, expect, it } from 'vitest';
import { headersOf, useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true } });
const { graphql, signIn } = real;

const CREATE_FIELD = `mutation ($input: CreateCustomerFieldInput!) {
  createCustomerField(input: $input) { customerField { id databaseId answerType } company { customerFields { id } } errors { field messages } }
}`;

const TYPES = ['SHORT_TEXT', 'TEXT', 'MULTIPLE_CHOICE', 'MULTIPLE_RESPONSE', 'SELECTBOX', 'RG', 'CPF', 'DATE', 'TIME', 'PHONE'] as const;
const CHOICES = ['Google', 'Indicação', 'Outros'];

describe('customers against the real api', () => {
  it('builds a form, registers, finds, sorts, changes and reads a customer through the gateway', async () => {
    const admin = await signIn('admin@demo.com.br', 'demo1234');

    const ids: Record<string, string> = {};
    const databaseIds: Record<string, number> = {};
    for (const type of TYPES) {
      const options = ['MULTIPLE_CHOICE', 'MULTIPLE_RESPONSE', 'SELECTBOX'].includes(type) ? CHOICES : [];
      const created = await graphql(CREATE_FIELD, admin, { input: { question: `Pergunta ${type}`, answerType: type, mandatory: type === 'DATE', options } });
      expect(created.data.createCustomerField.errors).toEqual([]);
      ids[type] = created.data.createCustomerField.customerField.id;
      databaseIds[type] = created.data.createCustomerField.customerField.databaseId;
    }

    const refused = await graphql(CREATE_FIELD, admin, {
      input: { question: 'Origem', answerType: 'SELECTBOX', mandatory: false, options: ['Outros', 'outras'] },
    });
    expect(refused.data.createCustomerField).toMatchObject({
      customerField: null,
      errors: [{ field: 'options', messages: expect.arrayContaining(['Já existe uma opção similar em sua lista']) }],
    });

    const order = [ids.DATE, ...TYPES.filter((type) => type !== 'DATE').map((type) => ids[type])];
    const reordered = await graphql(
      'mutation ($ids: [ID!]!) { reorderCustomerFields(input: { ids: $ids }) { company { customerFields { id } } errors { field } } }',
      admin,
      { ids: order },
    );
    expect(reordered.data.reorderCustomerFields.company.customerFields.map((field: AnyData) => field.id)).toEqual(order);

    const answers = [
      { fieldId: ids.SHORT_TEXT, values: ['Unimed'] },
      { fieldId: ids.TEXT, values: ['Primeira consulta\nem março'] },
      { fieldId: ids.MULTIPLE_CHOICE, values: ['Outros {Vizinho}'] },
      { fieldId: ids.MULTIPLE_RESPONSE, values: ['Google', 'Outros {Jornal}'] },
      { fieldId: ids.SELECTBOX, values: ['Indicação'] },
      { fieldId: ids.RG, values: ['12.345.678-9'] },
      { fieldId: ids.CPF, values: ['529.982.247-25'] },
      { fieldId: ids.DATE, values: ['1990-04-12'] },
      { fieldId: ids.TIME, values: ['08:30'] },
      { fieldId: ids.PHONE, values: ['(11) 98765-4321'] },
    ];
    const created = await graphql(
      `mutation ($input: CreateCustomerInput!) {
        createCustomer(input: $input) {
          customer { id databaseId name answers { field { id } values } }
          customerEdge { node { id } }
          company { customersQuota { customersCount customersLimit } }
          errors { field messages }
        }
      }`,
      admin,
      { input: { name: 'José Antônio', answers } },
    );
    expect(created.data.createCustomer.errors).toEqual([]);
    const customer = created.data.createCustomer.customer;
    expect(customer.answers.map((answer: AnyData) => answer.field.id)).toEqual(order);
    expect(customer.answers.find((answer: AnyData) => answer.field.id === ids.MULTIPLE_RESPONSE).values).toEqual(['Google', 'Outros {Jornal}']);
    expect(customer.answers.find((answer: AnyData) => answer.field.id === ids.DATE).values).toEqual(['1990-04-12']);

    const invalid = await graphql(
      'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } errors { field messages } } }',
      admin,
      { input: { name: 'Sem data', answers: [{ fieldId: ids.CPF, values: ['111.111.111-11'] }] } },
    );
    expect(invalid.data.createCustomer.customer).toBeNull();
    // The answers' errors are keyed by the question's REST id: the invalid CPF and the mandatory date left out.
    expect(invalid.data.createCustomer.errors.map((error: AnyData) => error.field).sort()).toEqual(
      [String(databaseIds.CPF), String(databaseIds.DATE)].sort(),
    );

    const found = await graphql(
      '{ viewer { company { customers(search: "jose", page: 1) { totalCount edges { node { id name } } } } } }',
      admin,
    );
    expect(found.data.viewer.company.customers).toEqual({ totalCount: 1, edges: [{ node: { id: customer.id, name: 'José Antônio' } }] });

    const sorted = await graphql(
      `query ($orderBy: CustomerOrder) { viewer { company { customers(first: 5, orderBy: $orderBy) { totalCount edges { node { name } } } } } }`,
      admin,
      { orderBy: { field: 'ANSWER', direction: 'DESC', customerFieldId: ids.DATE } },
    );
    expect(sorted.errors).toBeUndefined();
    expect(sorted.data.viewer.company.customers.totalCount).toBeGreaterThanOrEqual(1);

    const updated = await graphql(
      'mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { name answers { field { id } values } } errors { field } } }',
      admin,
      { input: { id: customer.id, name: 'José Antônio Lima', answers: [{ fieldId: ids.SHORT_TEXT, values: [] }] } },
    );
    expect(updated.data.updateCustomer.errors).toEqual([]);
    expect(updated.data.updateCustomer.customer.name).toBe('José Antônio Lima');
    expect(updated.data.updateCustomer.customer.answers.find((answer: AnyData) => answer.field.id === ids.SHORT_TEXT).values).toEqual([]);

    const read = await graphql(`{ customer(databaseId: ${customer.databaseId}) { name } missing: customer(databaseId: 999999) { id } }`, admin);
    expect(read.data).toEqual({ customer: { name: 'José Antônio Lima' }, missing: null });
  });

  it('refuses the customer past the free plan limit with a message that mentions the limit', async () => {
    const signedUp = await graphql(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { session { accessToken client expiry tokenType uid } viewer { company { databaseId } } } }`,
      {},
      {
        input: {
          planIdentifier: 'FREE',
          customerName: 'Livia Prado',
          customerEmail: 'livia@gratis.com.br',
          customerEmailConfirmation: 'livia@gratis.com.br',
          customerPassword: 'segredo123',
          customerPasswordConfirmation: 'segredo123',
        },
      },
    );
    const session = signedUp.data.signUp.session;
    const headers = headersOf(session);
    const companyId = signedUp.data.signUp.viewer.company.databaseId as number;
    await real.api.db
      .insertInto('customers')
      .values(Array.from({ length: 50 }, (_, index) => ({ company_id: companyId, name: `Cliente ${index + 1}` })))
      .execute();

    const quota = await graphql('{ viewer { company { plan { identifier } customersQuota { customersCount customersLimit exceededCustomersLimit } } } }', headers);
    expect(quota.data.viewer.company).toEqual({
      plan: { identifier: 'FREE' },
      customersQuota: { customersCount: 50, customersLimit: 50, exceededCustomersLimit: true },
    });

    const refused = await graphql(
      'mutation { createCustomer(input: { name: "Número 51", answers: [] }) { customer { id } errors { field messages } fullMessages } }',
      headers,
    );
    expect(refused.data.createCustomer.customer).toBeNull();
    expect(refused.data.createCustomer.fullMessages[0]).toContain('limite');
  });
});

describe('paging against the real api', () => {
  it('answers customers(page: 2147483647) with an empty page and the true total, not page 1', async () => {
    const admin = await signIn('admin@demo.com.br', 'demo1234');
    const { company_id: companyId } = await real.api.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'admin@demo.com.br')
      .executeTakeFirstOrThrow();
    await real.api.db
      .insertInto('customers')
      .values(['Paula Página', 'Pedro Página'].map((name) => ({ company_id: companyId, name })))
      .execute();
    const first = await graphql('{ viewer { company { customers(page: 1) { totalCount edges { cursor } } } } }', admin);
    const total = first.data.viewer.company.customers.totalCount;
    expect(first.data.viewer.company.customers.edges.length).toBeGreaterThan(0);
    const far = await graphql(
      '{ viewer { company { customers(page: 2147483647) { totalCount edges { node { id } } pageInfo { hasNextPage } } } } }',
      admin,
    );
    expect(far.errors).toBeUndefined();
    expect(far.data.viewer.company.customers).toEqual({ totalCount: total, edges: [], pageInfo: { hasNextPage: false } });
  });
});

const BROKEN_TEXT = 'A requisição contém caracteres não permitidos (caracteres de controle ou inválidos)';

describe('broken text in GraphQL variables', () => {
  it('answers a NUL or a lone surrogate in a variable as bad input in pt-BR, never a failure, and creates nothing', async () => {
    const signInWithNul = await graphql(
      'mutation ($input: SignInInput!) { signIn(input: $input) { session { accessToken } errors } }',
      {},
      { input: { email: 'admin@demo.com.br\u0000', password: 'demo1234' } },
    );
    expect(signInWithNul.errors).toBeUndefined();
    expect(signInWithNul.data.signIn.session).toBeNull();
    expect(signInWithNul.data.signIn.errors).toEqual([BROKEN_TEXT]);

    const admin = await signIn('admin@demo.com.br', 'demo1234');
    const before = await real.api.db.selectFrom('customers').select(real.api.db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    for (const name of ['Maria\u0000Silva', 'Maria \ud800 Silva']) {
      const created = await graphql(
        'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } errors { field messages } fullMessages } }',
        admin,
        { input: { name, answers: [] } },
      );
      expect(created.errors).toBeUndefined();
      expect(created.data.createCustomer.customer).toBeNull();
      expect(created.data.createCustomer.fullMessages).toEqual([BROKEN_TEXT]);
    }
    const after = await real.api.db.selectFrom('customers').select(real.api.db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));

    const searched = await graphql('query ($search: String) { viewer { company { customers(search: $search) { totalCount } } } }', admin, { search: 'jo\u0000se' });
    expect(searched.errors?.[0]).toMatchObject({ message: BROKEN_TEXT, extensions: { code: 'BAD_USER_INPUT', status: 422 } });
  });
});
