import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { addUser, createCustomer, createField, postField } from './customer-helpers.ts';
import { counts, newAccount, type Account, type AuthHeaders } from './helpers.ts';

let api: TestApi;
let a: Account;
let b: Account;

beforeAll(async () => {
  api = await startTestApi();
  a = await newAccount(api.app);
  b = await newAccount(api.app);
});
afterAll(() => api.close());

const fieldsUrl = (companyId: number) => `/api/v1/companies/${companyId}/customer_fields`;

function listFields(account: Pick<Account, 'companyId'>, auth: AuthHeaders) {
  return api.app.inject({ method: 'GET', url: fieldsUrl(account.companyId), headers: auth });
}

function patchField(companyId: number, fieldId: number, auth: AuthHeaders, field: Record<string, unknown>) {
  return api.app.inject({
    method: 'PATCH',
    url: `${fieldsUrl(companyId)}/${fieldId}`,
    headers: auth,
    payload: { customer_field: field },
  });
}

function deleteField(companyId: number, fieldId: number, auth: AuthHeaders) {
  return api.app.inject({ method: 'DELETE', url: `${fieldsUrl(companyId)}/${fieldId}`, headers: auth });
}

function patchOrder(account: Account, order: unknown) {
  return api.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${account.companyId}`,
    headers: account.auth,
    payload: { company: { customer_fields_order: order } },
  });
}

async function fieldsOrder(account: Account): Promise<number[]> {
  const response = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${account.companyId}`, headers: account.auth });
  return response.json().company.customer_fields_order;
}

async function questions(account: Account): Promise<string[]> {
  return (await listFields(account, account.auth)).json().customer_fields.map((field: { question: string }) => field.question);
}

describe('creating questions', () => {
  it('answers the question with its options as a list', async () => {
    const response = await postField(api, a, {
      question: 'Como nos conheceu?',
      answer_type: 'selectbox',
      mandatory: true,
      options: ['Instagram', 'Indicação'],
    });
    expect(response.statusCode).toBe(201);
    const { customer_field: field } = response.json();
    expect(field).toMatchObject({
      company_id: a.companyId,
      question: 'Como nos conheceu?',
      answer_type: 'selectbox',
      mandatory: true,
      options: ['Instagram', 'Indicação'],
    });
    expect(Object.keys(field).sort()).toEqual(
      ['id', 'company_id', 'question', 'answer_type', 'mandatory', 'options', 'created_at', 'updated_at'].sort(),
    );
  });

  it('takes form fields, with the options as JSON text', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: fieldsUrl(a.companyId),
      headers: { ...a.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        'customer_field[question]': 'Modalidades',
        'customer_field[answer_type]': 'multiple_response',
        'customer_field[mandatory]': 'false',
        'customer_field[options]': '["Yoga", "", "  Pilates  "]',
      }).toString(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().customer_field).toMatchObject({ mandatory: false, options: ['Yoga', 'Pilates'] });
  });

  it('drops empty options and keeps one Outros option, last', async () => {
    const response = await postField(api, a, {
      question: 'Período',
      answer_type: 'multiple_choice',
      options: ['Outros (qual?)', ' ', 'Manhã', 'Tarde'],
    });
    expect(response.json().customer_field.options).toEqual(['Manhã', 'Tarde', 'Outros (qual?)']);

    const twoOthers = await postField(api, a, {
      question: 'Período 2',
      answer_type: 'selectbox',
      options: ['Outros', 'Manhã', 'outras'],
    });
    expect(twoOthers.statusCode).toBe(422);
    expect(twoOthers.json()).toMatchObject({
      errors: { options: ['Já existe uma opção similar em sua lista'] },
      full_messages: ['Já existe uma opção similar em sua lista'],
    });
  });

  it('needs a question, a known answer type and options for the choice types', async () => {
    const before = await counts(api.db);
    const blank = await postField(api, a, { question: '  ', answer_type: 'telepathy' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      errors: { question: ['não pode ficar em branco'], answer_type: ['não está incluído na lista'] },
      full_messages: ['Pergunta não pode ficar em branco', 'Tipo de resposta não está incluído na lista'],
    });
    for (const answer_type of ['multiple_choice', 'multiple_response', 'selectbox']) {
      const response = await postField(api, a, { question: 'Escolha', answer_type, options: ['', '  '] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ options: ['não pode ficar em branco'] });
    }
    const malformed = await postField(api, a, { question: 'Escolha', answer_type: 'selectbox', options: '["a", 3' });
    expect(malformed.json().errors).toEqual({ options: ['não é válido'] });
    expect(await counts(api.db)).toEqual(before);
  });

  it('keeps no options for the other types', async () => {
    for (const answer_type of ['short_text', 'text', 'rg', 'cpf', 'date', 'time', 'phone']) {
      const response = await postField(api, b, { question: answer_type, answer_type, options: ['Sim', 'Não'] });
      expect(response.statusCode).toBe(201);
      expect(response.json().customer_field.options).toEqual([]);
    }
  });

  it('records the creation in the history', async () => {
    const id = await createField(api, a, { question: 'Alergias', answer_type: 'text' });
    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('item_type', '=', 'CustomerField')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ event: 'create', item_name: 'Alergias', user_id: a.userId, company_id: a.companyId });
    expect(activity.changes).toContainEqual({ field_name: 'question', from: null, to: 'Alergias' });
  });
});

describe('the order of the questions', () => {
  let account: Account;
  let ids: number[];

  beforeAll(async () => {
    account = await newAccount(api.app);
    ids = [];
    for (const question of ['Primeira', 'Segunda', 'Terceira']) {
      ids.push(await createField(api, account, { question, answer_type: 'short_text' }));
    }
  });

  it('appends each new question to the company order', async () => {
    expect(await fieldsOrder(account)).toEqual(ids);
    expect(await questions(account)).toEqual(['Primeira', 'Segunda', 'Terceira']);
  });

  it('lists the questions in the order the company saves', async () => {
    const [first, second, third] = ids as [number, number, number];
    const response = await patchOrder(account, JSON.stringify([third, first, String(second)]));
    expect(response.statusCode).toBe(200);
    expect(response.json().company.customer_fields_order).toEqual([third, first, second]);
    expect(await questions(account)).toEqual(['Terceira', 'Primeira', 'Segunda']);
  });

  it('refuses an order that is not exactly the company’s questions', async () => {
    const [first, second, third] = ids as [number, number, number];
    const [otherCompanysField] = (await listFields(a, a.auth)).json().customer_fields.map((f: { id: number }) => f.id);
    for (const order of [[first, second], [first, second, third, third], [first, second, otherCompanysField], []]) {
      const response = await patchOrder(account, order);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { customer_fields_order: ['deve listar cada pergunta do formulário uma única vez'] },
        full_messages: ['Ordem dos campos deve listar cada pergunta do formulário uma única vez'],
      });
    }
    expect(await questions(account)).toEqual(['Terceira', 'Primeira', 'Segunda']);
  });

  it('removes a deleted question from the order', async () => {
    const response = await deleteField(account.companyId, ids[0]!, account.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().customer_field).toMatchObject({ id: ids[0], question: 'Primeira' });
    expect(await fieldsOrder(account)).toEqual([ids[2], ids[1]]);
    const added = await createField(api, account, { question: 'Quarta', answer_type: 'date' });
    expect(await fieldsOrder(account)).toEqual([ids[2], ids[1], added]);
    expect(await questions(account)).toEqual(['Terceira', 'Segunda', 'Quarta']);
  });
});

describe('changing and deleting questions', () => {
  it('changes what is sent and keeps the rest', async () => {
    const id = await createField(api, a, { question: 'Objetivo', answer_type: 'short_text', mandatory: true });
    const response = await patchField(a.companyId, id, a.auth, { question: 'Objetivo principal' });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer_field).toMatchObject({ question: 'Objetivo principal', answer_type: 'short_text', mandatory: true });

    const toChoice = await patchField(a.companyId, id, a.auth, { answer_type: 'selectbox' });
    expect(toChoice.statusCode).toBe(422);
    expect(toChoice.json().errors).toEqual({ options: ['não pode ficar em branco'] });

    const withOptions = await patchField(a.companyId, id, a.auth, {
      answer_type: 'selectbox',
      options: ['Outras', 'Emagrecer', 'Outros'],
    });
    expect(withOptions.json().errors).toEqual({ options: ['Já existe uma opção similar em sua lista'] });

    const fixed = await patchField(a.companyId, id, a.auth, { answer_type: 'selectbox', options: ['Outras', 'Emagrecer'] });
    expect(fixed.json().customer_field.options).toEqual(['Emagrecer', 'Outras']);
    const back = await patchField(a.companyId, id, a.auth, { answer_type: 'text', mandatory: 'false' });
    expect(back.json().customer_field).toMatchObject({ answer_type: 'text', options: [], mandatory: false });
  });

  it('deletes a question with its answers, in every customer, and records it', async () => {
    const account = await newAccount(api.app);
    const kept = await createField(api, account, { question: 'Profissão', answer_type: 'short_text' });
    const deleted = await createField(api, account, { question: 'Hobby', answer_type: 'short_text' });
    const customerIds = [
      await createCustomer(api, account.auth, 'Ana', { [kept]: 'Dentista', [deleted]: 'Surfe' }),
      await createCustomer(api, account.auth, 'Bia', { [deleted]: 'Xadrez' }),
    ];
    expect((await deleteField(account.companyId, deleted, account.auth)).statusCode).toBe(200);

    const customers = await api.db
      .selectFrom('customers')
      .select(['fields_values', 'search_text'])
      .where('id', 'in', customerIds)
      .orderBy('id')
      .execute();
    expect(customers.map((c) => c.fields_values)).toEqual([{ [kept]: 'Dentista' }, {}]);
    expect(customers.map((c) => c.search_text)).toEqual(['ana dentista', 'bia']);
    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('item_type', '=', 'CustomerField')
      .where('item_id', '=', deleted)
      .where('event', '=', 'destroy')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ item_name: 'Hobby', user_id: account.userId });
    expect((await deleteField(account.companyId, deleted, account.auth)).statusCode).toBe(404);
  });
});

describe('who may change the form', () => {
  it('lets standard users manage it and limited users only read it', async () => {
    const standard = await addUser(api, a, 'standard');
    const limited = await addUser(api, a, 'limited');
    const id = await createField(api, { companyId: a.companyId, auth: standard }, { question: 'Peso', answer_type: 'short_text' });
    expect((await patchField(a.companyId, id, standard, { question: 'Peso (kg)' })).statusCode).toBe(200);

    expect((await listFields(a, limited)).statusCode).toBe(200);
    expect((await postField(api, { companyId: a.companyId, auth: limited }, { question: 'X', answer_type: 'text' })).statusCode).toBe(403);
    expect((await patchField(a.companyId, id, limited, { question: 'Y' })).statusCode).toBe(403);
    expect((await deleteField(a.companyId, id, limited)).statusCode).toBe(403);
    expect((await deleteField(a.companyId, id, standard)).statusCode).toBe(200);
  });
});

describe('another company’s questions', () => {
  it('answer 404 for every verb and stay as they are', async () => {
    const bField = await createField(api, b, { question: 'Segredo de B', answer_type: 'short_text' });
    const before = await api.db.selectFrom('customer_fields').selectAll().where('company_id', '=', b.companyId).orderBy('id').execute();
    const bOrder = await fieldsOrder(b);

    expect((await listFields(b, a.auth)).statusCode).toBe(404);
    expect((await postField(api, { companyId: b.companyId, auth: a.auth }, { question: 'Intrusa', answer_type: 'text' })).statusCode).toBe(404);
    for (const companyId of [a.companyId, b.companyId]) {
      expect((await api.app.inject({ method: 'GET', url: `${fieldsUrl(companyId)}/${bField}`, headers: a.auth })).statusCode).toBe(404);
      expect((await patchField(companyId, bField, a.auth, { question: 'Trocada' })).statusCode).toBe(404);
      expect((await deleteField(companyId, bField, a.auth)).statusCode).toBe(404);
    }
    const own = (await listFields(a, a.auth)).json().customer_fields.map((f: { id: number }) => f.id);
    expect(own).not.toContain(bField);

    expect(await api.db.selectFrom('customer_fields').selectAll().where('company_id', '=', b.companyId).orderBy('id').execute()).toEqual(before);
    expect(await fieldsOrder(b)).toEqual(bOrder);
  });
});
