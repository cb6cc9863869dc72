import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTERED } from '../src/activity-log/record.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { signIn, type AuthHeaders } from './helpers.ts';
import { MEMBER_PASSWORD, addMember, makeCompany, type Member } from './members.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const usersUrl = (companyId: number) => `/api/v1/companies/${companyId}/users`;

function list(member: Member, query = '') {
  return api.app.inject({ method: 'GET', url: `${usersUrl(member.companyId)}${query}`, headers: member.auth });
}

function create(member: Member, user: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: usersUrl(member.companyId), headers: member.auth, payload: { user } });
}

function patch(member: Member, userId: number, user: Record<string, unknown>, auth: AuthHeaders = member.auth) {
  return api.app.inject({ method: 'PATCH', url: `${usersUrl(member.companyId)}/${userId}`, headers: auth, payload: { user } });
}

function remove(member: Member, userId: number) {
  return api.app.inject({ method: 'DELETE', url: `${usersUrl(member.companyId)}/${userId}`, headers: member.auth });
}

let emails = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    account_type: 'limited',
    email: `colega.${emails}.${Date.now()}@exemplo.com.br`,
    name: 'Colega Nova',
    phone: '(21) 99876-5432',
    password: 'senha123',
    password_confirmation: 'senha123',
    ...overrides,
  };
}

describe('listing users', () => {
  let admin: Member;

  beforeAll(async () => {
    admin = await makeCompany(api.db, 'team', { name: 'Zélia Admin' });
    await addMember(api.db, admin.companyId, 'standard', { name: 'José Ávila', email: 'jose.avila@exemplo.com.br' });
    await addMember(api.db, admin.companyId, 'limited', { name: 'Ana Souza', email: 'ana@clinica.com.br' });
    await addMember(api.db, admin.companyId, 'limited', { name: 'bruno_100%', email: 'bruno@exemplo.com.br' });
    await makeCompany(api.db, 'team', { name: 'José de Outra Empresa' });
  });

  const names = (response: { json(): { users: { name: string }[] } }) => response.json().users.map((user) => user.name);

  it('answers the company’s users by name, with the total count', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Ana Souza', 'bruno_100%', 'José Ávila', 'Zélia Admin']);
    expect(response.json().meta).toEqual({ total_count: 4 });
    expect(Object.keys(response.json().users[0]).sort()).toEqual(
      ['id', 'company_id', 'email', 'name', 'phone', 'account_type', 'image_url', 'image_id', 'created_at', 'updated_at'].sort(),
    );
  });

  it('answers the company’s professionals by name to anyone of it, a limited user too, and no one of another company', async () => {
    const owner = await makeCompany(api.db, 'team', { name: 'Zélia Dona' });
    const limited = await addMember(api.db, owner.companyId, 'limited', { name: 'Carla Dias' });
    await addMember(api.db, owner.companyId, 'standard', { name: 'Bruno Reis' });
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/professionals', headers: limited.auth });
    expect(response.statusCode).toBe(200);
    const professionals: { id: number; name: string }[] = response.json().professionals;
    expect(professionals.map((professional) => professional.name)).toEqual(['Bruno Reis', 'Carla Dias', 'Zélia Dona']);
    expect(professionals.find((professional) => professional.name === 'Zélia Dona')?.id).toBe(owner.id);
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/professionals' })).statusCode).toBe(401);
  });

  it('searches name and e-mail ignoring accents and case', async () => {
    expect(names(await list(admin, '?search=JOSE'))).toEqual(['José Ávila']);
    expect(names(await list(admin, '?search=avila'))).toEqual(['José Ávila']);
    expect(names(await list(admin, '?search=clinica.com'))).toEqual(['Ana Souza']);
    expect(names(await list(admin, '?search=zelia'))).toEqual(['Zélia Admin']);
    // Wildcards typed in the box are searched for as they are.
    expect(names(await list(admin, `?search=${encodeURIComponent('_100%')}`))).toEqual(['bruno_100%']);
    expect(names(await list(admin, '?search=%25'))).toEqual(['bruno_100%']);
    expect((await list(admin, '?search=ninguem')).json()).toEqual({ users: [], meta: { total_count: 0 } });
  });

  it('sorts by name, e-mail or creation, either way, and pages', async () => {
    expect(names(await list(admin, '?sort=name&direction=desc'))).toEqual(['Zélia Admin', 'José Ávila', 'bruno_100%', 'Ana Souza']);
    expect(names(await list(admin, '?sort=email'))).toEqual(['Ana Souza', 'bruno_100%', 'Zélia Admin', 'José Ávila']);
    expect(names(await list(admin, '?sort=created_at&direction=desc'))[0]).toBe('bruno_100%');
    const page = await list(admin, '?per_page=3&page=2');
    expect(names(page)).toEqual(['Zélia Admin']);
    expect(page.json().meta.total_count).toBe(4);
    // Unusable numbers fall back to the defaults; an unknown sort or direction is refused, as for customers.
    expect(names(await list(admin, '?page=0&per_page=-1'))).toHaveLength(4);
    const refused = await list(admin, '?sort=password_hash&direction=sideways');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ sort: ['não é válido'], direction: ['não é válido'] });
  });

  it('caps a page at 100', async () => {
    const big = await makeCompany(api.db, 'team');
    await api.db
      .insertInto('users')
      .values(
        Array.from({ length: 104 }, (_, index) => ({
          company_id: big.companyId,
          email: `muitos.${index}.${Date.now()}@exemplo.com.br`,
          name: `Pessoa ${String(index).padStart(3, '0')}`,
          account_type: 'limited' as const,
          password_hash: 'x',
        })),
      )
      .execute();
    expect((await list(big)).json().users).toHaveLength(40);
    const response = await list(big, '?per_page=500');
    expect(response.json().users).toHaveLength(100);
    expect(response.json().meta.total_count).toBe(105);
  });
});

describe('creating users', () => {
  it('creates a user who can sign in, and records it without the password', async () => {
    const admin = await makeCompany(api.db, 'team');
    const fields = newUser({ email: `  Nova.Pessoa.${Date.now()}@Exemplo.com.br ` });
    const response = await create(admin, fields);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      company_id: admin.companyId,
      email: String(fields.email).trim().toLowerCase(),
      name: 'Colega Nova',
      phone: '(21) 99876-5432',
      account_type: 'limited',
      image_url: null,
      image_id: null,
      company: { id: admin.companyId },
    });
    expect(user.rules.length).toBeGreaterThan(0);
    expect(JSON.stringify(user)).not.toMatch(/password_hash|argon2/);
    expect((await signIn(api.app, user.email, 'senha123')).statusCode).toBe(200);

    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('company_id', '=', admin.companyId)
      .where('item_type', '=', 'User')
      .where('item_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ event: 'create', user_id: admin.id, item_name: 'Colega Nova' });
    expect(activity.changes).toEqual([
      { field_name: 'name', from: null, to: 'Colega Nova' },
      { field_name: 'email', from: null, to: user.email },
      { field_name: 'phone', from: null, to: '(21) 99876-5432' },
      { field_name: 'account_type', from: null, to: 'limited' },
      { field_name: 'password', from: null, to: FILTERED },
    ]);
  });

  it('gives a user sent without an account type the limited one', async () => {
    const admin = await makeCompany(api.db, 'team');
    const response = await create(admin, newUser({ account_type: undefined }));
    expect(response.json().user.account_type).toBe('limited');
  });

  it('explains every refused field in pt-BR, and writes nothing', async () => {
    const admin = await makeCompany(api.db, 'team');
    const before = await api.db.selectFrom('users').select('id').where('company_id', '=', admin.companyId).execute();
    const empty = await create(admin, { email: '', name: ' ', password: '', password_confirmation: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: {
        email: ['não pode ficar em branco'],
        name: ['não pode ficar em branco'],
        password: ['não pode ficar em branco'],
        password_confirmation: ['não pode ficar em branco'],
      },
      full_messages: [
        'E-mail não pode ficar em branco',
        'Nome não pode ficar em branco',
        'Senha não pode ficar em branco',
        'Confirmação de senha não pode ficar em branco',
      ],
    });

    const wrong = await create(admin, {
      email: 'sem-arroba',
      name: 'Alguém',
      phone: '21 99876-5432',
      account_type: 'dono',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(wrong.json().errors).toEqual({
      email: ['não é válido'],
      phone: ['não é válido'],
      account_type: ['não está incluído na lista'],
      password: ['é muito curta (mínimo: 6 caracteres)'],
      password_confirmation: ['não coincide com a senha'],
    });
    const noDigit = await create(admin, newUser({ password: 'senha!!', password_confirmation: 'senha!!' }));
    expect(noDigit.json().errors).toEqual({ password: ['deve conter pelo menos uma letra e um número'] });

    const taken = await create(admin, newUser({ email: admin.email.toUpperCase() }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { email: ['já está em uso'] }, full_messages: ['E-mail já está em uso'] });

    const after = await api.db.selectFrom('users').select('id').where('company_id', '=', admin.companyId).execute();
    expect(after).toEqual(before);
  });

  it('takes multipart form fields, as the web app sends them', async () => {
    const admin = await makeCompany(api.db, 'team');
    const body = new FormData();
    for (const [key, value] of Object.entries(newUser({ name: 'Via Formulário' }))) body.append(`user[${key}]`, String(value));
    const response = await fetch(`${api.url}${usersUrl(admin.companyId)}`, { method: 'POST', headers: admin.auth, body });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { user: { name: string } }).user.name).toBe('Via Formulário');
  });
});

describe('the plan’s user limit', () => {
  it.each([
    { plan: 'free' as const, limit: 1, message: 'Você atingiu o limite de 1 usuário do plano Gratuito.' },
    { plan: 'lean' as const, limit: 2, message: 'Você atingiu o limite de 2 usuários do plano Lean.' },
    { plan: 'team' as const, limit: 5, message: 'Você atingiu o limite de 5 usuários do plano Team.' },
  ])('$plan takes $limit users and refuses one more', async ({ plan, limit, message }) => {
    const admin = await makeCompany(api.db, plan);
    for (let count = 1; count < limit; count += 1) {
      expect((await create(admin, newUser())).statusCode).toBe(201);
    }
    const refused = await create(admin, newUser());
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.message).toContain('limite');
    expect(body.message).toBe(`${message} Faça upgrade do plano para cadastrar mais usuários.`);
    expect(body).toMatchObject({ errors: { base: [body.message] }, full_messages: [body.message] });
    const { count } = await api.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', admin.companyId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(limit);
  });

  it('lets only one of two simultaneous creations take the last place', async () => {
    const admin = await makeCompany(api.db, 'lean');
    const answers = await Promise.all([
      fetch(`${api.url}${usersUrl(admin.companyId)}`, {
        method: 'POST',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ user: newUser() }),
      }),
      fetch(`${api.url}${usersUrl(admin.companyId)}`, {
        method: 'POST',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ user: newUser() }),
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });
});

describe('the last system_admin', () => {
  it('cannot be deleted or demoted, and can once there is another', async () => {
    const admin = await makeCompany(api.db, 'team');
    const deleted = await remove(admin, admin.id);
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json()).toEqual({
      message:
        'Não é possível excluir o único administrador da empresa. Defina outro usuário como administrador antes de excluí-lo.',
      errors: { base: [expect.stringContaining('único administrador')] },
      full_messages: [expect.stringContaining('único administrador')],
    });
    const demoted = await patch(admin, admin.id, { account_type: 'standard' });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json()).toMatchObject({
      errors: { account_type: ['não pode ser alterado: este é o único administrador da empresa'] },
      full_messages: ['Perfil não pode ser alterado: este é o único administrador da empresa'],
    });

    const second = await addMember(api.db, admin.companyId, 'system_admin');
    expect((await patch(admin, admin.id, { account_type: 'standard' })).statusCode).toBe(200);
    // Now `second` is the last one: it cannot leave either, even through the first admin's old session.
    expect((await remove(second, second.id)).statusCode).toBe(422);
    expect((await patch(second, second.id, { account_type: 'limited' })).statusCode).toBe(422);
    const admins = await api.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', admin.companyId)
      .where('account_type', '=', 'system_admin')
      .execute();
    expect(admins).toEqual([{ id: second.id }]);
  });

  it('lets an admin delete itself when another admin stays, ending its sessions', async () => {
    const admin = await makeCompany(api.db, 'team');
    await addMember(api.db, admin.companyId, 'system_admin');
    expect((await remove(admin, admin.id)).statusCode).toBe(204);
    const validate = await api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: admin.auth });
    expect(validate.statusCode).toBe(401);
    const activity = await api.db
      .selectFrom('activities')
      .selectAll()
      .where('item_id', '=', admin.id)
      .where('event', '=', 'destroy')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ item_type: 'User', user_id: null, item_name: admin.name });
  });
});

describe('editing users', () => {
  it('records the changes and the deletion, never the password', async () => {
    const admin = await makeCompany(api.db, 'team');
    const colleague = await addMember(api.db, admin.companyId, 'limited', { name: 'Carla' });
    const response = await patch(admin, colleague.id, {
      name: 'Carla Dias',
      account_type: 'standard',
      password: 'trocada1',
      password_confirmation: 'trocada1',
    });
    expect(response.statusCode).toBe(200);
    expect((await remove(admin, colleague.id)).statusCode).toBe(204);
    const rows = await api.db
      .selectFrom('activities')
      .select(['event', 'user_id', 'item_name', 'changes'])
      .where('item_type', '=', 'User')
      .where('item_id', '=', colleague.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        event: 'update',
        user_id: admin.id,
        item_name: 'Carla Dias',
        changes: [
          { field_name: 'name', from: 'Carla', to: 'Carla Dias' },
          { field_name: 'account_type', from: 'limited', to: 'standard' },
          { field_name: 'password', from: FILTERED, to: FILTERED },
        ],
      },
      {
        event: 'destroy',
        user_id: admin.id,
        item_name: 'Carla Dias',
        changes: [
          { field_name: 'name', from: 'Carla Dias', to: null },
          { field_name: 'email', from: colleague.email, to: null },
          { field_name: 'account_type', from: 'standard', to: null },
          { field_name: 'password', from: FILTERED, to: null },
        ],
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('ends all sessions of a user whose password an admin changed, and the other sessions of one who changed their own', async () => {
    const admin = await makeCompany(api.db, 'team');
    const colleague = await addMember(api.db, admin.companyId, 'standard');
    const validate = (auth: AuthHeaders) =>
      api.app.inject({ method: 'GET', url: '/api/v1/auth/validate_token', headers: auth }).then((r) => r.statusCode);

    expect((await patch(admin, colleague.id, { password: 'novaSenha1', password_confirmation: 'novaSenha1' })).statusCode).toBe(200);
    expect(await validate(colleague.auth)).toBe(401);
    expect(await validate(admin.auth)).toBe(200);

    const again = await signIn(api.app, colleague.email, 'novaSenha1');
    const phone = { 'access-token': String(again.headers['access-token']), client: String(again.headers.client), uid: colleague.email };
    const laptop = await signIn(api.app, colleague.email, 'novaSenha1');
    const laptopAuth = { 'access-token': String(laptop.headers['access-token']), client: String(laptop.headers.client), uid: colleague.email };
    expect(
      (await patch(colleague, colleague.id, { current_password: 'novaSenha1', password: 'minhaSenha2', password_confirmation: 'minhaSenha2' }, phone))
        .statusCode,
    ).toBe(200);
    expect(await validate(phone)).toBe(200);
    expect(await validate(laptopAuth)).toBe(401);
    expect((await signIn(api.app, colleague.email, MEMBER_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an e-mail another user has, and keeps the password when it is not sent', async () => {
    const admin = await makeCompany(api.db, 'team');
    const colleague = await addMember(api.db, admin.companyId, 'limited');
    const taken = await patch(admin, colleague.id, { email: admin.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['já está em uso'] });
    const blank = await patch(admin, colleague.id, { email: ' ', name: '' });
    expect(blank.json().errors).toEqual({ email: ['não pode ficar em branco'], name: ['não pode ficar em branco'] });
    const kept = await patch(admin, colleague.id, { name: 'Sem Senha Nova', password: '', password_confirmation: '' });
    expect(kept.statusCode).toBe(200);
    expect((await signIn(api.app, colleague.email, MEMBER_PASSWORD)).statusCode).toBe(200);
  });
});

describe('rules in the user payload', () => {
  it.each([
    {
      type: 'system_admin' as const,
      rules: (m: Member) => [
        { action: 'manage', subject: 'Company', conditions: { id: m.companyId } },
        { action: 'manage', subject: ['CustomerField', 'Customer', 'CustomerNote', 'NoteTemplate', 'User', 'Subscription'], conditions: { company_id: m.companyId } },
        { action: 'read', subject: 'SigningCertificate', conditions: { company_id: m.companyId } },
        { action: ['create', 'delete'], subject: 'SigningCertificate', conditions: { company_id: m.companyId, user_id: null } },
        { action: ['create', 'delete'], subject: 'SigningCertificate', conditions: { company_id: m.companyId, user_id: m.id } },
      ],
    },
    {
      type: 'standard' as const,
      rules: (m: Member) => {
        const colleagues = { company_id: m.companyId, id: { $ne: m.id }, account_type: { $in: ['limited', 'standard'] } };
        return [
          { action: ['read', 'update'], subject: 'Company', conditions: { id: m.companyId } },
          { action: 'update', subject: 'Company', fields: ['require_two_factor'], inverted: true },
          { action: 'manage', subject: ['CustomerField', 'Customer', 'CustomerNote', 'NoteTemplate', 'Subscription'], conditions: { company_id: m.companyId } },
          { action: 'read', subject: 'User', conditions: { company_id: m.companyId } },
          { action: 'update', subject: 'User', fields: ['name', 'phone', 'image', 'password'], conditions: { id: m.id } },
          { action: 'create', subject: 'User', conditions: { company_id: m.companyId, account_type: { $in: ['limited', 'standard'] } } },
          { action: 'update', subject: 'User', fields: ['account_type'], conditions: colleagues },
          { action: 'delete', subject: 'User', conditions: colleagues },
          { action: 'read', subject: 'SigningCertificate', conditions: { company_id: m.companyId } },
          { action: ['create', 'delete'], subject: 'SigningCertificate', conditions: { company_id: m.companyId, user_id: m.id } },
        ];
      },
    },
    {
      type: 'limited' as const,
      rules: (m: Member) => [
        { action: 'read', subject: 'Company', conditions: { id: m.companyId } },
        { action: 'update', subject: 'Company', fields: ['print_header', 'print_footer'], conditions: { id: m.companyId } },
        { action: 'read', subject: ['CustomerField', 'NoteTemplate'], conditions: { company_id: m.companyId } },
        { action: ['read', 'create', 'update'], subject: 'Customer', conditions: { company_id: m.companyId } },
        { action: ['read', 'create'], subject: 'CustomerNote', conditions: { company_id: m.companyId } },
        { action: ['update', 'delete'], subject: 'CustomerNote', conditions: { company_id: m.companyId, creator_id: m.id } },
        { action: 'read', subject: 'User', conditions: { id: m.id } },
        { action: 'update', subject: 'User', fields: ['name', 'phone', 'image', 'password'], conditions: { id: m.id } },
      ],
    },
  ])('a $type user receives its rules at sign-in and on its own record', async ({ type, rules }) => {
    const owner = await makeCompany(api.db, 'team');
    const member = type === 'system_admin' ? owner : await addMember(api.db, owner.companyId, type);
    const signedIn = await signIn(api.app, member.email, MEMBER_PASSWORD);
    expect(signedIn.json().data.rules).toEqual(rules(member));
    const own = await api.app.inject({ method: 'GET', url: `${usersUrl(member.companyId)}/${member.id}`, headers: member.auth });
    expect(own.json().user.rules).toEqual(rules(member));
  });
});
