import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '../src/db/schema.ts';
import { startTestApi, type TestApi } from './harness.ts';
import type { AuthHeaders } from './helpers.ts';
import { MEMBER_PASSWORD, addMember, makeCompany, type Member } from './members.ts';

/**
 * Every account type acting through every users endpoint on itself, on each account type of its
 * own company, and on a user of another company (spec §6).
 */

let api: TestApi;
let outsider: Member;

beforeAll(async () => {
  api = await startTestApi();
  outsider = await makeCompany(api.db, 'team', { name: 'Pessoa de fora' });
});
afterAll(() => api.close());

const TYPES: AccountType[] = ['system_admin', 'standard', 'limited'];
type Target = 'self' | AccountType | 'other_company';
const TARGETS: Target[] = ['self', 'system_admin', 'standard', 'limited', 'other_company'];

/** An actor of `type` in a fresh company that also holds one user of each type. */
async function team(type: AccountType) {
  const first = await makeCompany(api.db, 'team');
  const actor = type === 'system_admin' ? first : await addMember(api.db, first.companyId, type);
  const others: Record<AccountType, Member> = {
    system_admin: type === 'system_admin' ? await addMember(api.db, first.companyId, 'system_admin') : first,
    standard: await addMember(api.db, first.companyId, 'standard'),
    limited: await addMember(api.db, first.companyId, 'limited'),
  };
  const targetOf = (target: Target): Member =>
    target === 'self' ? actor : target === 'other_company' ? outsider : others[target];
  return { actor, targetOf };
}

function call(method: 'GET' | 'PATCH' | 'DELETE', auth: AuthHeaders, companyId: number, userId: number, user?: object) {
  return api.app.inject({
    method,
    url: `/api/v1/companies/${companyId}/users/${userId}`,
    headers: auth,
    ...(user ? { payload: { user } } : {}),
  });
}

async function stored(userId: number) {
  return api.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

// Expected statuses, per actor type, for each target in TARGETS order.
const READ: Record<AccountType, number[]> = {
  system_admin: [200, 200, 200, 200, 404],
  standard: [200, 200, 200, 200, 404],
  limited: [200, 403, 403, 403, 404],
};
/** Name and phone: a profile field. */
const EDIT_PROFILE: Record<AccountType, number[]> = {
  system_admin: [200, 200, 200, 200, 404],
  standard: [200, 403, 403, 403, 404],
  limited: [200, 403, 403, 403, 404],
};
/** The account type, to another one the actor could grant. */
const CHANGE_TYPE: Record<AccountType, number[]> = {
  system_admin: [200, 200, 200, 200, 404],
  standard: [403, 403, 200, 200, 404],
  limited: [403, 403, 403, 403, 404],
};
const DELETE: Record<AccountType, number[]> = {
  system_admin: [204, 204, 204, 204, 404],
  standard: [403, 403, 204, 204, 404],
  limited: [403, 403, 403, 403, 404],
};

function rows(table: Record<AccountType, number[]>) {
  return TYPES.flatMap((type) => TARGETS.map((target, index) => ({ type, target, status: table[type][index]! })));
}

/** A different account type for the target, one a standard user could give. */
function otherType(current: AccountType): AccountType {
  return current === 'limited' ? 'standard' : current === 'standard' ? 'limited' : 'standard';
}

describe('GET /companies/:id/users/:userId', () => {
  it.each(rows(READ))('$type reading $target answers $status', async ({ type, target, status }) => {
    const { actor, targetOf } = await team(type);
    const user = targetOf(target);
    const response = await call('GET', actor.auth, actor.companyId, user.id);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
    else if (status === 403) expect(response.json()).toEqual({ message: 'Você não tem permissão para acessar este recurso' });
    else expect(response.json()).toEqual({ message: 'Recurso não encontrado' });
  });

  it('answers 404 under another company’s URL, for every actor', async () => {
    for (const type of TYPES) {
      const { actor } = await team(type);
      expect((await call('GET', actor.auth, outsider.companyId, outsider.id)).statusCode).toBe(404);
    }
  });
});

describe('PATCH /companies/:id/users/:userId', () => {
  it.each(rows(EDIT_PROFILE))('$type editing the name and phone of $target answers $status', async ({ type, target, status }) => {
    const { actor, targetOf } = await team(type);
    const user = targetOf(target);
    const response = await call('PATCH', actor.auth, actor.companyId, user.id, { name: 'Nome Trocado', phone: '(11) 3456-7890' });
    expect(response.statusCode).toBe(status);
    const after = await stored(user.id);
    if (status === 200) expect(after).toMatchObject({ name: 'Nome Trocado', phone: '(11) 3456-7890' });
    else expect(after).toMatchObject({ name: user.name, phone: null });
  });

  it.each(rows(CHANGE_TYPE))('$type changing the account type of $target answers $status', async ({ type, target, status }) => {
    const { actor, targetOf } = await team(type);
    const user = targetOf(target);
    const accountType = otherType(user.accountType);
    const response = await call('PATCH', actor.auth, actor.companyId, user.id, { account_type: accountType });
    expect(response.statusCode).toBe(status);
    expect((await stored(user.id))?.account_type).toBe(status === 200 ? accountType : user.accountType);
  });

  it.each([
    { type: 'system_admin' as const, target: 'limited' as const, status: 200 },
    { type: 'system_admin' as const, target: 'standard' as const, status: 200 },
    { type: 'standard' as const, target: 'limited' as const, status: 403 },
    { type: 'standard' as const, target: 'standard' as const, status: 403 },
    { type: 'standard' as const, target: 'self' as const, status: 403 },
    { type: 'limited' as const, target: 'self' as const, status: 403 },
  ])('$type making $target a system_admin answers $status', async ({ type, target, status }) => {
    const { actor, targetOf } = await team(type);
    const user = targetOf(target);
    const response = await call('PATCH', actor.auth, actor.companyId, user.id, { account_type: 'system_admin' });
    expect(response.statusCode).toBe(status);
    expect((await stored(user.id))?.account_type).toBe(status === 200 ? 'system_admin' : user.accountType);
  });

  it.each(TYPES)('%s may change its own photo and password but not its e-mail unless it is a system_admin', async (type) => {
    const { actor } = await team(type);
    const password = await call('PATCH', actor.auth, actor.companyId, actor.id, {
      current_password: MEMBER_PASSWORD,
      password: 'outra123',
      password_confirmation: 'outra123',
    });
    expect(password.statusCode).toBe(200);
    const email = await call('PATCH', actor.auth, actor.companyId, actor.id, { email: `novo.${actor.email}`, current_password: 'outra123' });
    expect(email.statusCode).toBe(type === 'system_admin' ? 200 : 403);
    // Sessions go by the e-mail: the answer gives the new one to send as uid from now on.
    const auth = { ...actor.auth, uid: String(email.headers.uid ?? actor.email) };
    expect(auth.uid).toBe(type === 'system_admin' ? `novo.${actor.email}` : actor.email);
    // The e-mail it already has is not a change, so the whole form may be sent back.
    const same = await call('PATCH', auth, actor.companyId, actor.id, {
      email: type === 'system_admin' ? `novo.${actor.email}` : actor.email,
      account_type: type,
      name: 'Eu Mesma',
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 under another company’s URL, for every actor', async () => {
    for (const type of TYPES) {
      const { actor } = await team(type);
      expect((await call('PATCH', actor.auth, outsider.companyId, outsider.id, { name: 'X' })).statusCode).toBe(404);
    }
    expect((await stored(outsider.id))?.name).toBe('Pessoa de fora');
  });
});

describe('DELETE /companies/:id/users/:userId', () => {
  it.each(rows(DELETE))('$type deleting $target answers $status', async ({ type, target, status }) => {
    const { actor, targetOf } = await team(type);
    const user = targetOf(target);
    const response = await call('DELETE', actor.auth, actor.companyId, user.id);
    expect(response.statusCode).toBe(status);
    expect(await stored(user.id)).toEqual(status === 204 ? undefined : expect.objectContaining({ id: user.id }));
  });

  it('answers 404 under another company’s URL, for every actor', async () => {
    for (const type of TYPES) {
      const { actor } = await team(type);
      expect((await call('DELETE', actor.auth, outsider.companyId, outsider.id)).statusCode).toBe(404);
    }
    expect(await stored(outsider.id)).toBeDefined();
  });
});

describe('POST /companies/:id/users', () => {
  const CREATE: { type: AccountType; grants: AccountType; status: number }[] = [
    { type: 'system_admin', grants: 'system_admin', status: 201 },
    { type: 'system_admin', grants: 'standard', status: 201 },
    { type: 'system_admin', grants: 'limited', status: 201 },
    { type: 'standard', grants: 'system_admin', status: 403 },
    { type: 'standard', grants: 'standard', status: 201 },
    { type: 'standard', grants: 'limited', status: 201 },
    { type: 'limited', grants: 'system_admin', status: 403 },
    { type: 'limited', grants: 'standard', status: 403 },
    { type: 'limited', grants: 'limited', status: 403 },
  ];

  function create(auth: AuthHeaders, companyId: number, accountType: AccountType) {
    return api.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyId}/users`,
      headers: auth,
      payload: {
        user: {
          account_type: accountType,
          email: `nova.${accountType}.${Date.now()}.${Math.random()}@exemplo.com.br`,
          name: 'Nova Pessoa',
          password: 'senha123',
          password_confirmation: 'senha123',
        },
      },
    });
  }

  it.each(CREATE)('$type creating a $grants answers $status', async ({ type, grants, status }) => {
    const { actor } = await team(type);
    const response = await create(actor.auth, actor.companyId, grants);
    expect(response.statusCode).toBe(status);
    if (status === 201) expect(response.json().user).toMatchObject({ account_type: grants, company_id: actor.companyId });
  });

  it('answers 404 under another company’s URL, for every actor', async () => {
    for (const type of TYPES) {
      const { actor } = await team(type);
      expect((await create(actor.auth, outsider.companyId, 'limited')).statusCode).toBe(404);
    }
  });
});

describe('GET /companies/:id/users', () => {
  it.each([
    { type: 'system_admin' as const, sees: 4 },
    { type: 'standard' as const, sees: 4 },
    { type: 'limited' as const, sees: 1 },
  ])('$type sees $sees users of its company, and no other company', async ({ type, sees }) => {
    const { actor } = await team(type);
    const response = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${actor.companyId}/users`, headers: actor.auth });
    expect(response.statusCode).toBe(200);
    const { users, meta } = response.json();
    expect(meta.total_count).toBe(sees);
    expect(users).toHaveLength(sees);
    expect(users.every((user: { company_id: number }) => user.company_id === actor.companyId)).toBe(true);
    if (type === 'limited') expect(users[0].id).toBe(actor.id);

    const other = await api.app.inject({ method: 'GET', url: `/api/v1/companies/${outsider.companyId}/users`, headers: actor.auth });
    expect(other.statusCode).toBe(404);
  });
});
