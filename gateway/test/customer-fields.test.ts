import { describe, expect, it } from 'vitest';
import type { RestCustomerField } from '../src/areas/customer-fields/index.ts';
import { customerFields } from './customer-fixtures.ts';
import { toGlobalId } from '../src/relay.ts';
import { company, json, mockedGatewayEachTest, session } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
const fieldId = (id: number) => toGlobalId('CustomerField', id);

const FORM = 'customerFields { id databaseId question answerType mandatory options }';

describe('customer fields', () => {
  it('lists the questions in the order the api answers them', async () => {
    m.replyViewer();
    m.replyForm([customerFields[2]!, customerFields[0]!, customerFields[1]!]);
    const result = await m.graphql(`{ viewer { company { ${FORM} } } }`, withSession);
    expect(result.errors).toBeUndefined();
    const company = (result.data?.viewer as { company: { customerFields: unknown[] } }).company;
    expect(company.customerFields).toEqual([
      { id: fieldId(33), databaseId: 33, question: 'Convênio', answerType: 'SHORT_TEXT', mandatory: false, options: [] },
      { id: fieldId(31), databaseId: 31, question: 'Data de nascimento', answerType: 'DATE', mandatory: true, options: [] },
      { id: fieldId(32), databaseId: 32, question: 'Como nos conheceu?', answerType: 'MULTIPLE_RESPONSE', mandatory: false, options: ['Google', 'Outros'] },
    ]);
  });

  it('reads a question by its global id', async () => {
    m.replyViewer();
    m.replyForm();
    const result = await m.graphql(`{ node(id: "${fieldId(32)}") { ... on CustomerField { question } } }`, withSession);
    expect(result.data).toEqual({ node: { question: 'Como nos conheceu?' } });
    expect(m.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/auth/validate_token',
      'GET /api/v1/companies/7/customer_fields',
    ]);
  });

  it('creates a question as JSON and answers with the form as the api now orders it', async () => {
    m.replyViewer();
    const created: RestCustomerField = { ...customerFields[0]!, id: 34, question: 'Profissão', answer_type: 'selectbox', mandatory: true, options: ['Médico', 'Outros'] };
    m.api.intercept({ path: '/api/v1/companies/7/customer_fields', method: 'POST' }).reply(201, { customer_field: created }, json);
    m.api
      .intercept({ path: '/api/v1/companies/7', method: 'GET' })
      .reply(200, { company: { ...company, customer_fields_order: [33, 31, 32, 34] } }, json);
    m.replyForm([customerFields[2]!, customerFields[0]!, customerFields[1]!, created]);

    const result = await m.graphql(
      `mutation {
        createCustomerField(input: { question: "Profissão", answerType: SELECTBOX, mandatory: true, options: ["Médico", "Outros"] }) {
          customerField { id question answerType }
          company { customerFields { databaseId } }
          errors { field messages }
          fullMessages
        }
      }`,
      withSession,
    );

    expect(result.data).toEqual({
      createCustomerField: {
        customerField: { id: fieldId(34), question: 'Profissão', answerType: 'SELECTBOX' },
        company: { customerFields: [{ databaseId: 33 }, { databaseId: 31 }, { databaseId: 32 }, { databaseId: 34 }] },
        errors: [],
        fullMessages: [],
      },
    });
    const [, post, ...reads] = m.calls();
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      customer_field: { question: 'Profissão', answer_type: 'selectbox', mandatory: true, options: ['Médico', 'Outros'] },
    });
    expect(reads.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /api/v1/companies/7',
      'GET /api/v1/companies/7/customer_fields',
    ]);
  });

  it('answers a refused question with its field errors', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/customer_fields/32', method: 'PATCH' }).reply(
      422,
      {
        message: 'Não foi possível salvar a pergunta',
        errors: { options: ['Já existe uma opção similar em sua lista'] },
        full_messages: ['Opções Já existe uma opção similar em sua lista'],
      },
      json,
    );
    const result = await m.graphql(
      `mutation ($id: ID!) {
        updateCustomerField(input: { id: $id, question: "Origem", answerType: MULTIPLE_RESPONSE, mandatory: false, options: ["Outros", "Outras"] }) {
          customerField { id } errors { field messages } fullMessages
        }
      }`,
      { ...withSession, variables: { id: fieldId(32) } },
    );
    expect(result.data).toEqual({
      updateCustomerField: {
        customerField: null,
        errors: [{ field: 'options', messages: ['Já existe uma opção similar em sua lista'] }],
        fullMessages: ['Opções Já existe uma opção similar em sua lista'],
      },
    });
    expect(JSON.parse(m.calls()[1]?.body ?? '')).toEqual({
      customer_field: { question: 'Origem', answer_type: 'multiple_response', mandatory: false, options: ['Outros', 'Outras'] },
    });
  });

  it('deletes a question with a form-urlencoded DELETE and answers with the remaining ones', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/customer_fields/31', method: 'DELETE' }).reply(204, '');
    m.api.intercept({ path: '/api/v1/companies/7', method: 'GET' }).reply(200, { company: { ...company, customer_fields_order: [33, 32] } }, json);
    m.replyForm([customerFields[2]!, customerFields[1]!]);

    const result = await m.graphql(
      `mutation ($id: ID!) { deleteCustomerField(input: { id: $id }) { deletedCustomerFieldId company { customerFields { databaseId } } errors { field } } }`,
      { ...withSession, variables: { id: fieldId(31) } },
    );
    expect(result.data).toEqual({
      deleteCustomerField: { deletedCustomerFieldId: fieldId(31), company: { customerFields: [{ databaseId: 33 }, { databaseId: 32 }] }, errors: [] },
    });
    expect(m.calls()[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('saves a new order on the company', async () => {
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7', method: 'PATCH' })
      .reply(200, { company: { ...company, customer_fields_order: [32, 33, 31] } }, json);
    m.replyForm([customerFields[1]!, customerFields[2]!, customerFields[0]!]);

    const result = await m.graphql(
      `mutation ($ids: [ID!]!) { reorderCustomerFields(input: { ids: $ids }) { company { customerFields { databaseId } } errors { field } } }`,
      { ...withSession, variables: { ids: [fieldId(32), fieldId(33), fieldId(31)] } },
    );
    expect(result.data).toEqual({
      reorderCustomerFields: { company: { customerFields: [{ databaseId: 32 }, { databaseId: 33 }, { databaseId: 31 }] }, errors: [] },
    });
    expect(JSON.parse(m.calls()[1]?.body ?? '')).toEqual({ company: { customer_fields_order: [32, 33, 31] } });
    // The company the PATCH answered is the one read afterwards: no second GET.
    expect(m.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/auth/validate_token',
      'PATCH /api/v1/companies/7',
      'GET /api/v1/companies/7/customer_fields',
    ]);
  });

  it('refuses an id of another type without calling the api', async () => {
    const result = await m.graphql(
      `mutation ($id: ID!) { deleteCustomerField(input: { id: $id }) { deletedCustomerFieldId } }`,
      { ...withSession, variables: { id: toGlobalId('User', 21) } },
    );
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400 });
    expect(m.calls()).toHaveLength(0);
  });
});
