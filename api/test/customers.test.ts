import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { addUser, createCustomer, createField, patchCustomer, postCustomer } from './customer-helpers.ts';
import { counts, newAccount, type Account, type AuthHeaders } from './helpers.ts';

let api: TestApi;
let a: Account;
let b: Account;
/** Company a's questions by answer type. */
const field: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  a = await newAccount(api.app);
  b = await newAccount(api.app);
  const questions: [string, string, string[]?][] = [
    ['short_text', 'Profissão'],
    ['text', 'Observações'],
    ['multiple_choice', 'Período', ['Manhã', 'Tarde', 'Outros']],
    ['multiple_response', 'Modalidades', ['Yoga', 'Pilates', 'Outras']],
    ['selectbox', 'Como nos conheceu?', ['Instagram', 'Indicação']],
    ['rg', 'RG'],
    ['cpf', 'CPF'],
    ['date', 'Nascimento'],
    ['time', 'Horário preferido'],
    ['phone', 'Telefone'],
  ];
  for (const [answer_type, question, options] of questions) {
    field[answer_type] = await createField(api, a, { question, answer_type, options });
  }
});
afterAll(() => api.close());

function getCustomer(id: number, auth: AuthHeaders) {
  return api.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: auth });
}

function deleteCustomer(id: number, auth: AuthHeaders) {
  return api.app.inject({ method: 'DELETE', url: `/api/v1/customers/${id}`, headers: auth });
}

async function answer(type: string, value: unknown) {
  return postCustomer(api, a.auth, { name: 'Teste', fields_values: JSON.stringify({ [field[type]!]: value }) });
}

describe('registering a customer', () => {
  it('stores the name and the answers and answers the customer', async () => {
    const response = await postCustomer(api, a.auth, {
      name: '  Maria José  ',
      fields_values: JSON.stringify({
        [field.short_text!]: ' Professora ',
        [field.multiple_response!]: ['Yoga', 'Outras {Natação}'],
        [field.cpf!]: '529.982.247-25',
        [field.date!]: '1990-05-17',
        [field.text!]: '',
      }),
    });
    expect(response.statusCode).toBe(201);
    const { customer } = response.json();
    expect(Object.keys(customer).sort()).toEqual(
      ['id', 'company_id', 'name', 'image_url', 'image_id', 'created_at', 'updated_at', 'archived_at', 'fields_values'].sort(),
    );
    expect(customer).toMatchObject({
      name: 'Maria José',
      image_url: null,
      fields_values: {
        [field.short_text!]: 'Professora',
        [field.multiple_response!]: ['Yoga', 'Outras {Natação}'],
        [field.cpf!]: '529.982.247-25',
        [field.date!]: '1990-05-17',
      },
    });
    expect((await getCustomer(customer.id, a.auth)).json().customer).toEqual(customer);
  });

  it('takes the answers as an object in a JSON body too', async () => {
    const response = await postCustomer(api, a.auth, { name: 'Joana', fields_values: { [field.time!]: '07:30' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().customer.fields_values).toEqual({ [field.time!]: '07:30' });
  });

  it('accepts each type’s valid answers', async () => {
    const valid: [string, unknown, unknown?][] = [
      ['short_text', 'Engenheira'],
      ['text', 'Primeira linha\nsegunda linha'],
      ['multiple_choice', 'Tarde'],
      ['multiple_choice', 'Outros {Noite}'],
      ['multiple_response', ['Pilates']],
      ['selectbox', 'Indicação'],
      ['rg', '12.345.678-X'],
      ['rg', '1234567'],
      ['cpf', '111.444.777-35'],
      ['date', '2024-02-29'],
      ['time', '00:00'],
      ['time', '23:59'],
      ['phone', '(11) 3456-7890'],
      ['phone', '(21) 98765-4321'],
    ];
    for (const [type, value] of valid) {
      const response = await answer(type, value);
      expect(response.statusCode, `${type} ${JSON.stringify(value)}: ${response.body}`).toBe(201);
      expect(response.json().customer.fields_values[field[type]!]).toEqual(value);
    }
  });

  it('refuses each type’s invalid answers, keyed by the question, labelled with its text', async () => {
    const before = await counts(api.db);
    const invalid: [string, unknown, string][] = [
      ['short_text', 'x'.repeat(501), 'é muito longo (máximo: 500 caracteres)'],
      ['short_text', ['lista'], 'não é válido'],
      ['multiple_choice', 'Noite', 'não é uma opção válida'],
      ['multiple_choice', 'Tarde {Noite}', 'não é uma opção válida'],
      ['multiple_response', ['Yoga', 'Boxe'], 'não é uma opção válida'],
      ['selectbox', 'instagram', 'não é uma opção válida'],
      ['rg', 'RG 12.345', 'não é um RG válido'],
      ['cpf', '529.982.247-24', 'não é um CPF válido'],
      ['cpf', '111.111.111-11', 'não é um CPF válido'],
      ['cpf', '52998224725', 'não é um CPF válido'],
      ['date', '2026-02-29', 'não é uma data válida'],
      ['date', '17/05/1990', 'não é uma data válida'],
      ['time', '24:00', 'não é um horário válido'],
      ['time', '12:60', 'não é um horário válido'],
      ['phone', '11987654321', 'não é um telefone válido'],
    ];
    for (const [type, value, message] of invalid) {
      const response = await answer(type, value);
      expect(response.statusCode, `${type} ${JSON.stringify(value)}`).toBe(422);
      expect(response.json().errors).toEqual({ [field[type]!]: [message] });
    }
    const cpf = await answer('cpf', '123.456.789-00');
    expect(cpf.json().full_messages).toEqual(['CPF não é um CPF válido']);
    expect(await counts(api.db)).toEqual(before);
  });

  it('requires the name and the mandatory questions', async () => {
    const account = await newAccount(api.app);
    const required = await createField(api, account, { question: 'Objetivo', answer_type: 'short_text', mandatory: true });
    const optional = await createField(api, account, { question: 'Apelido', answer_type: 'short_text' });
    const response = await postCustomer(api, account.auth, { name: ' ', fields_values: JSON.stringify({ [required]: '  ' }) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { name: ['não pode ficar em branco'], [required]: ['não pode ficar em branco'] },
      full_messages: ['Nome não pode ficar em branco', 'Objetivo não pode ficar em branco'],
    });
    const missing = await postCustomer(api, account.auth, { name: 'Ana', fields_values: JSON.stringify({ [optional]: 'Aninha' }) });
    expect(missing.json().errors).toEqual({ [required]: ['não pode ficar em branco'] });
  });

  it('refuses unknown questions, another company’s included, and answers that are not an object', async () => {
    const bField = await createField(api, b, { question: 'De B', answer_type: 'short_text' });
    for (const fields_values of [JSON.stringify({ [bField]: 'x' }), JSON.stringify({ 999999: 'x' })]) {
      const response = await postCustomer(api, a.auth, { name: 'Ana', fields_values });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { fields_values: ['As respostas incluem uma pergunta que não existe no formulário'] },
        full_messages: ['As respostas incluem uma pergunta que não existe no formulário'],
      });
    }
    for (const fields_values of ['{"a": ', '[1, 2]', '"texto"']) {
      const response = await postCustomer(api, a.auth, { name: 'Ana', fields_values });
      expect(response.json().errors).toEqual({ fields_values: ['As respostas não estão no formato esperado'] });
    }
  });

  it('records the creation with the answers, by question', async () => {
    const id = await createCustomer(api, a.auth, 'Paulo', { [field.short_text!]: 'Músico' });
    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('item_type', '=', 'Customer')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ event: 'create', item_name: 'Paulo', customer_id: id, user_id: a.userId });
    expect(activity.changes).toEqual([
      { field_name: 'name', from: null, to: 'Paulo' },
      { field_name: 'Profissão', from: null, to: 'Músico' },
    ]);
  });
});

describe('changing a customer', () => {
  it('replaces the answers sent, clears blank ones and keeps the others', async () => {
    const id = await createCustomer(api, a.auth, 'Carla', {
      [field.short_text!]: 'Advogada',
      [field.phone!]: '(11) 3456-7890',
      [field.selectbox!]: 'Instagram',
    });
    const response = await patchCustomer(api, a.auth, id, {
      name: 'Carla Dias',
      fields_values: JSON.stringify({ [field.short_text!]: 'Juíza', [field.phone!]: '' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({
      name: 'Carla Dias',
      fields_values: { [field.short_text!]: 'Juíza', [field.selectbox!]: 'Instagram' },
    });
    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('item_type', '=', 'Customer')
      .where('item_id', '=', id)
      .where('event', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(activity.changes).toEqual([
      { field_name: 'name', from: 'Carla', to: 'Carla Dias' },
      { field_name: 'Profissão', from: 'Advogada', to: 'Juíza' },
      { field_name: 'Telefone', from: '(11) 3456-7890', to: null },
    ]);
  });

  it('checks the answers sent and leaves the customer unchanged when one is refused', async () => {
    const id = await createCustomer(api, a.auth, 'Davi', { [field.cpf!]: '529.982.247-25' });
    const response = await patchCustomer(api, a.auth, id, {
      name: 'Davi Souza',
      fields_values: JSON.stringify({ [field.cpf!]: '529.982.247-26' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['CPF não é um CPF válido']);
    expect((await getCustomer(id, a.auth)).json().customer).toMatchObject({
      name: 'Davi',
      fields_values: { [field.cpf!]: '529.982.247-25' },
    });
  });

  it('keeps the name when only answers are sent, and records nothing when nothing changed', async () => {
    const id = await createCustomer(api, a.auth, 'Eva');
    const first = await patchCustomer(api, a.auth, id, { fields_values: { [field.time!]: '18:00' } });
    expect(first.json().customer).toMatchObject({ name: 'Eva', fields_values: { [field.time!]: '18:00' } });
    const before = await counts(api.db);
    const same = await patchCustomer(api, a.auth, id, { name: 'Eva', fields_values: { [field.time!]: '18:00' } });
    expect(same.statusCode).toBe(200);
    expect(await counts(api.db)).toEqual(before);
  });
});

describe('deleting a customer', () => {
  it('refuses a customer with notes, in pt-BR, and keeps it and its notes', async () => {
    const id = await createCustomer(api, a.auth, 'Com Prontuário');
    const note = await api.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${id}/customer_notes`,
      headers: a.auth,
      payload: { customer_note: { body: '<p>Primeira sessão</p>' } },
    });
    expect(note.statusCode).toBe(201);
    const refused = await deleteCustomer(id, a.auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ full_messages: ['Clientes com anotações não podem ser excluídos; arquive-os'] });
    expect((await getCustomer(id, a.auth)).statusCode).toBe(200);
    const notes = await api.db.selectFrom('customer_notes').select('id').where('customer_id', '=', id).execute();
    expect(notes).toHaveLength(1);
  });

  it('removes it with its answers and records its name in the history', async () => {
    const id = await createCustomer(api, a.auth, 'Fábio', { [field.short_text!]: 'Pedreiro', [field.date!]: '1980-01-31' });
    const response = await deleteCustomer(id, a.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({ id, name: 'Fábio' });
    expect((await getCustomer(id, a.auth)).statusCode).toBe(404);
    expect(await api.db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('item_type', '=', 'Customer')
      .where('item_id', '=', id)
      .where('event', '=', 'destroy')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ item_name: 'Fábio', customer_id: id, user_id: a.userId, company_id: a.companyId });
    expect(activity.changes).toEqual([
      { field_name: 'name', from: 'Fábio', to: null },
      { field_name: 'Profissão', from: 'Pedreiro', to: null },
      { field_name: 'Nascimento', from: '1980-01-31', to: null },
    ]);
    expect((await deleteCustomer(id, a.auth)).statusCode).toBe(404);
  });

  it('lets a limited user register and change customers, not delete them', async () => {
    const limited = await addUser(api, a, 'limited');
    const created = await postCustomer(api, limited, { name: 'Gabi', fields_values: '{}' });
    expect(created.statusCode).toBe(201);
    const id = created.json().customer.id;
    expect((await patchCustomer(api, limited, id, { name: 'Gabriela' })).statusCode).toBe(200);
    expect((await deleteCustomer(id, limited)).statusCode).toBe(403);
    expect((await getCustomer(id, limited)).json().customer.name).toBe('Gabriela');
  });
});

describe('another company’s customers', () => {
  it('answer 404 for every verb, stay out of the list and stay as they are', async () => {
    const bCustomer = await createCustomer(api, b.auth, 'Cliente de B');
    const before = await api.db.selectFrom('customers').selectAll().where('company_id', '=', b.companyId).execute();
    const activities = (await counts(api.db)).activities;

    expect((await getCustomer(bCustomer, a.auth)).statusCode).toBe(404);
    expect((await patchCustomer(api, a.auth, bCustomer, { name: 'Trocado' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'PUT', url: `/api/v1/customers/${bCustomer}`, headers: a.auth, payload: { customer: { name: 'X' } } })).statusCode).toBe(404);
    expect((await deleteCustomer(bCustomer, a.auth)).statusCode).toBe(404);
    const list = await api.app.inject({ method: 'GET', url: '/api/v1/customers?per_page=100', headers: a.auth });
    expect(list.json().customers.map((c: { id: number }) => c.id)).not.toContain(bCustomer);
    const search = await api.app.inject({ method: 'GET', url: '/api/v1/customers?search=cliente%20de%20b', headers: a.auth });
    expect(search.json().meta.total_count).toBe(0);

    expect(await api.db.selectFrom('customers').selectAll().where('company_id', '=', b.companyId).execute()).toEqual(before);
    expect((await counts(api.db)).activities).toBe(activities);
  });

  it('needs a session', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/customers' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/api/v1/customers', payload: { customer: { name: 'X' } } })).statusCode).toBe(401);
  });
});

describe('photo', () => {
  /** A 1×1 PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const photo = (bytes: Buffer = PNG) => ({ attachment: `data:image/png;base64,${bytes.toString('base64')}` });

  async function storedFiles(): Promise<string[]> {
    return readdir(api.filesDir).catch(() => []);
  }

  it('takes a photo on registration and serves it through a signed URL', async () => {
    const response = await postCustomer(api, a.auth, { name: 'Helena', attachment_attributes: photo() });
    expect(response.statusCode).toBe(201);
    const { customer } = response.json();
    expect(customer.image_url).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png\?expires=\d+&signature=/);
    const file = await api.app.inject({ method: 'GET', url: customer.image_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const listed = await api.app.inject({ method: 'GET', url: '/api/v1/customers?search=helena', headers: a.auth });
    expect(listed.json().customers[0].image_url).toMatch(/^\/files\//);
  });

  it('replaces and removes the photo, deleting the old files', async () => {
    const id = (await postCustomer(api, a.auth, { name: 'Igor', attachment_attributes: photo() })).json().customer.id;
    const first = (await getCustomer(id, a.auth)).json().customer;
    const replaced = (await patchCustomer(api, a.auth, id, { attachment_attributes: photo() })).json().customer;
    expect(replaced.image_id).not.toBe(first.image_id);
    expect((await api.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);

    const removed = await patchCustomer(api, a.auth, id, { attachment_attributes: { id: String(replaced.image_id), _destroy: 'true' } });
    expect(removed.json().customer).toMatchObject({ image_url: null, image_id: null, name: 'Igor' });
    expect((await api.app.inject({ method: 'GET', url: replaced.image_url })).statusCode).toBe(404);
    const changes = await api.db
      .selectFrom('activities')
      .select('changes')
      .where('item_type', '=', 'Customer')
      .where('item_id', '=', id)
      .where('event', '=', 'update')
      .orderBy('id')
      .execute();
    expect(changes.map((row) => row.changes)).toEqual([
      [{ field_name: 'image_id', from: first.image_id, to: replaced.image_id }],
      [{ field_name: 'image_id', from: replaced.image_id, to: null }],
    ]);
  });

  it('refuses a file that is not an image together with the answers, keeping nothing', async () => {
    const files = await storedFiles();
    const before = await counts(api.db);
    const response = await postCustomer(api, a.auth, {
      name: 'Joel',
      fields_values: JSON.stringify({ [field.cpf!]: '111.111.111-11' }),
      attachment_attributes: photo(Buffer.from('isto não é uma imagem')),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['CPF não é um CPF válido', 'Imagem deve ser uma imagem JPG ou PNG']);
    const valid = await postCustomer(api, a.auth, {
      name: 'Joel',
      fields_values: JSON.stringify({ [field.cpf!]: '111.111.111-11' }),
      attachment_attributes: photo(),
    });
    expect(valid.statusCode).toBe(422);
    expect(await storedFiles()).toEqual(files);
    expect(await counts(api.db)).toEqual(before);
  });

  it('goes with its customer, after the deletion is committed', async () => {
    const { customer } = (await postCustomer(api, a.auth, { name: 'Kátia', attachment_attributes: photo() })).json();
    const files = await storedFiles();
    expect((await deleteCustomer(customer.id, a.auth)).statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(files.length - 1);
    expect(await api.db.selectFrom('attachments').select('id').where('id', '=', customer.image_id).executeTakeFirst()).toBeUndefined();
    expect((await api.app.inject({ method: 'GET', url: customer.image_url })).statusCode).toBe(404);
  });
});
