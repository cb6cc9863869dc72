import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { recordActivity } from '../src/activity-log/record.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { authFrom, counts, newAccount, signIn, type Account, type AuthHeaders } from './helpers.ts';

let api: TestApi;
let a: Account;
let b: Account;

beforeAll(async () => {
  api = await startTestApi();
  a = await newAccount(api.app);
  b = await newAccount(api.app);
});
afterAll(() => api.close());

function getCompany(id: number | string, auth: AuthHeaders) {
  return api.app.inject({ method: 'GET', url: `/api/v1/companies/${id}`, headers: auth });
}

function patchCompany(id: number | string, auth: AuthHeaders, company: Record<string, unknown>) {
  return api.app.inject({ method: 'PATCH', url: `/api/v1/companies/${id}`, headers: auth, payload: { company } });
}

async function companyActivities(companyId: number) {
  return api.db
    .selectFrom('activities')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('item_type', '=', 'Company')
    .where('event', '=', 'update')
    .orderBy('id')
    .execute();
}

async function addUser(account: Account, accountType: 'limited' | 'standard') {
  const email = `${accountType}.${Date.now()}.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
  await api.db
    .insertInto('users')
    .values({
      company_id: account.companyId,
      email,
      name: `Pessoa ${accountType}`,
      account_type: accountType,
      password_hash: await hashPassword('senha123'),
    })
    .execute();
  return authFrom(await signIn(api.app, email, 'senha123'));
}

describe('GET /api/v1/companies/:id', () => {
  it('answers the caller’s company', async () => {
    const response = await getCompany(a.companyId, a.auth);
    expect(response.statusCode).toBe(200);
    const { company } = response.json();
    expect(Object.keys(company).sort()).toEqual(
      [
        'id',
        'hashid',
        'name',
        'plan_id',
        'plan_identifier',
        'payment_customer_id',
        'payment_subscription_id',
        'company_treatment',
        'company_treatment_plural',
        'customer_treatment',
        'customer_treatment_plural',
        'company_treatment_gender',
        'customer_treatment_gender',
        'customer_fields_order',
        'image_url',
        'image_id',
        'professional_role',
        'professional_description',
        'onboarding_completed_at',
        'print_header',
        'print_footer',
        'print_preview_urls',
        'online_booking_enabled',
        'booking_slot_minutes',
        'reminder_hours_before',
        'require_two_factor',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(company).toMatchObject({
      id: a.companyId,
      plan_identifier: 'free',
      company_treatment: 'Empresa',
      company_treatment_gender: 'feminine',
      customer_treatment_gender: 'masculine',
    });
  });

  it('answers 404 for another company, as if it did not exist', async () => {
    for (const id of [b.companyId, 999_999, 'abc']) {
      const response = await getCompany(id, a.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
    }
  });

  it('needs a session', async () => {
    expect((await api.app.inject({ method: 'GET', url: `/api/v1/companies/${a.companyId}` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/companies/:id', () => {
  it('derives the plurals from the singular terms', async () => {
    const response = await patchCompany(a.companyId, a.auth, {
      company_treatment: 'Consultório',
      customer_treatment: 'Paciente',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({
      company_treatment: 'Consultório',
      company_treatment_plural: 'Consultórios',
      customer_treatment: 'Paciente',
      customer_treatment_plural: 'Pacientes',
    });
    expect((await getCompany(a.companyId, a.auth)).json().company.customer_treatment_plural).toBe('Pacientes');
  });

  it('keeps a plural that is sent', async () => {
    const response = await patchCompany(a.companyId, a.auth, {
      customer_treatment: 'Aluno',
      customer_treatment_plural: 'Alunas e alunos',
    });
    expect(response.json().company).toMatchObject({ customer_treatment: 'Aluno', customer_treatment_plural: 'Alunas e alunos' });
  });

  it('requires the terms it is sent', async () => {
    const before = await counts(api.db);
    const response = await patchCompany(a.companyId, a.auth, { company_treatment: '  ', customer_treatment: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { company_treatment: ['não pode ficar em branco'], customer_treatment: ['não pode ficar em branco'] },
      full_messages: ['Termo da empresa não pode ficar em branco', 'Termo do cliente não pode ficar em branco'],
    });
    expect(response.json().message).toContain('Termo da empresa não pode ficar em branco');
    expect(await counts(api.db)).toEqual(before);
    expect((await getCompany(a.companyId, a.auth)).json().company.company_treatment).toBe('Consultório');
  });

  it('gives a suggested term its gender, and asks the gender of a term of the company’s own', async () => {
    const suggested = await patchCompany(a.companyId, a.auth, { company_treatment: 'clínica', customer_treatment: 'Aluno' });
    expect(suggested.json().company).toMatchObject({ company_treatment_gender: 'feminine', customer_treatment_gender: 'masculine' });

    const before = await counts(api.db);
    const unknown = await patchCompany(a.companyId, a.auth, { company_treatment: 'Casa de Repouso', customer_treatment: 'Hóspede' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { company_treatment_gender: ['não pode ficar em branco'], customer_treatment_gender: ['não pode ficar em branco'] },
      full_messages: ['Gênero do termo da empresa não pode ficar em branco', 'Gênero do termo do cliente não pode ficar em branco'],
    });
    expect(await counts(api.db)).toEqual(before);

    const wrong = await patchCompany(a.companyId, a.auth, { company_treatment: 'Casa de Repouso', company_treatment_gender: 'neutro' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ company_treatment_gender: ['não é válido'] });

    const saved = await patchCompany(a.companyId, a.auth, {
      company_treatment: 'Casa de Repouso',
      company_treatment_gender: 'feminine',
      customer_treatment: 'Hóspede',
      customer_treatment_gender: 'feminine',
    });
    expect(saved.statusCode).toBe(200);
    expect((await getCompany(a.companyId, a.auth)).json().company).toMatchObject({
      company_treatment: 'Casa de Repouso',
      company_treatment_gender: 'feminine',
      customer_treatment: 'Hóspede',
      customer_treatment_gender: 'feminine',
    });

    // The word the company already has is sent again without its gender: nothing is asked.
    const again = await patchCompany(a.companyId, a.auth, { company_treatment: 'Casa de Repouso' });
    expect(again.statusCode).toBe(200);
    expect(again.json().company.company_treatment_gender).toBe('feminine');

    const suggestedAgain = await patchCompany(a.companyId, a.auth, { company_treatment: 'Consultório', customer_treatment: 'Paciente' });
    expect(suggestedAgain.json().company).toMatchObject({ company_treatment_gender: 'masculine', customer_treatment_gender: 'masculine' });
  });

  it('saves the onboarding and print settings, and the form order', async () => {
    const response = await patchCompany(a.companyId, a.auth, {
      professional_role: 'Psicóloga',
      professional_description: 'Terapia cognitivo-comportamental',
      onboarding_completed_at: '2026-03-10 14:30:00',
      print_header: '<p>Clínica Bem Estar</p>',
      print_footer: '<p>Rua das Flores, 10</p>',
      customer_fields_order: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({
      professional_role: 'Psicóloga',
      professional_description: 'Terapia cognitivo-comportamental',
      onboarding_completed_at: '2026-03-10T14:30:00.000Z',
      print_header: '<p>Clínica Bem Estar</p>',
      print_footer: '<p>Rua das Flores, 10</p>',
      customer_fields_order: [],
    });
    const validate = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: a.auth });
    expect(validate.json().data.onboarding_completed).toBe(true);
  });

  it('takes form fields, with the field order as JSON text and an ISO date', async () => {
    const response = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${a.companyId}`,
      headers: { ...a.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        'company[customer_fields_order]': '[]',
        'company[onboarding_completed_at]': '2026-04-01T09:00:00-03:00',
        'company[print_footer]': '',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({
      customer_fields_order: [],
      onboarding_completed_at: '2026-04-01T12:00:00.000Z',
      print_footer: null,
    });
  });

  it('refuses a malformed date and field order', async () => {
    const response = await patchCompany(a.companyId, a.auth, {
      onboarding_completed_at: '31/02/2026',
      customer_fields_order: '[1, "x"]',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      customer_fields_order: ['não é válido'],
      onboarding_completed_at: ['não é válido'],
    });
  });

  it('records what changed, with the user who changed it', async () => {
    const before = await companyActivities(a.companyId);
    await patchCompany(a.companyId, a.auth, { company_treatment: 'Clínica', professional_role: 'Fisioterapeuta' });
    const after = await companyActivities(a.companyId);
    expect(after).toHaveLength(before.length + 1);
    const activity = after.at(-1)!;
    expect(activity).toMatchObject({ event: 'update', item_id: a.companyId, item_name: 'Clínica', user_id: a.userId });
    expect(activity.changes).toEqual([
      { field_name: 'company_treatment', from: 'Consultório', to: 'Clínica' },
      { field_name: 'company_treatment_plural', from: 'Consultórios', to: 'Clínicas' },
      { field_name: 'company_treatment_gender', from: 'masculine', to: 'feminine' },
      { field_name: 'professional_role', from: 'Psicóloga', to: 'Fisioterapeuta' },
    ]);
  });

  it('records nothing when nothing changed or the request failed', async () => {
    const before = await companyActivities(a.companyId);
    expect((await patchCompany(a.companyId, a.auth, { company_treatment: 'Clínica' })).statusCode).toBe(200);
    expect((await patchCompany(a.companyId, a.auth, { company_treatment: '' })).statusCode).toBe(422);
    expect(await companyActivities(a.companyId)).toHaveLength(before.length);
  });

  it('rolls the activity row back with a change that fails', async () => {
    const before = await companyActivities(a.companyId);
    await expect(
      api.db.transaction().execute(async (trx) => {
        await recordActivity(trx, {
          companyId: a.companyId,
          userId: a.userId,
          event: 'update',
          itemType: 'Company',
          itemId: a.companyId,
          itemName: 'Clínica',
          changes: [{ field_name: 'company_treatment', from: 'Clínica', to: 'Outra' }],
        });
        await trx.insertInto('users').values({
          company_id: a.companyId,
          email: a.email,
          name: 'Duplicada',
          account_type: 'limited',
          password_hash: 'x',
        }).execute();
      }),
    ).rejects.toThrow();
    expect(await companyActivities(a.companyId)).toHaveLength(before.length);
  });

  it("keeps the company's own name, trimmed, and forgets a blank one", async () => {
    const named = await patchCompany(a.companyId, a.auth, { name: '  Clínica   <b>Bem</b> Viver ' });
    expect(named.statusCode).toBe(200);
    expect(named.json().company.name).toBe('Clínica <b>Bem</b> Viver');
    expect((await getCompany(a.companyId, a.auth)).json().company.name).toBe('Clínica <b>Bem</b> Viver');

    const tooLong = await patchCompany(a.companyId, a.auth, { name: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.name).toEqual(['é muito longo (máximo: 120 caracteres)']);
    expect((await getCompany(a.companyId, a.auth)).json().company.name).toBe('Clínica <b>Bem</b> Viver');

    const blank = await patchCompany(a.companyId, a.auth, { name: '   ' });
    expect(blank.json().company.name).toBeNull();
    const limited = await addUser(a, 'limited');
    expect((await patchCompany(a.companyId, limited, { name: 'Outra' })).statusCode).toBe(403);
    expect((await getCompany(b.companyId, b.auth)).json().company.name).toBeNull();
  });

  it('answers 404 for another company and leaves it alone', async () => {
    const response = await patchCompany(b.companyId, a.auth, { company_treatment: 'Invadida' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
    expect((await getCompany(b.companyId, b.auth)).json().company.company_treatment).toBe('Empresa');
    expect(await companyActivities(b.companyId)).toHaveLength(0);
  });

  it('lets standard users change the company, and limited ones only the print layout', async () => {
    const standard = await addUser(a, 'standard');
    expect((await patchCompany(a.companyId, standard, { company_treatment: 'Clínica', print_header: 'Topo' })).statusCode).toBe(200);

    const limited = await addUser(a, 'limited');
    expect((await getCompany(a.companyId, limited)).statusCode).toBe(200);
    const layout = await patchCompany(a.companyId, limited, { print_header: 'Outro topo', print_footer: 'Rodapé' });
    expect(layout.statusCode).toBe(200);
    // Sending back what the company already has is not a change.
    expect((await patchCompany(a.companyId, limited, { company_treatment: 'Clínica', print_header: 'Novo' })).statusCode).toBe(200);
    for (const company of [{ company_treatment: 'Academia' }, { professional_role: 'Coach' }, { customer_fields_order: [] }]) {
      const refused = await patchCompany(a.companyId, limited, company);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Você não tem permissão para acessar este recurso' });
    }
    expect((await getCompany(a.companyId, a.auth)).json().company).toMatchObject({
      company_treatment: 'Clínica',
      print_header: 'Novo',
      print_footer: 'Rodapé',
    });
  });
});
