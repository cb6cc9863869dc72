import type { PlanIdentifier } from '@practice/common';
import { hashPassword } from '../src/auth/password.ts';
import { authHeaders, issueToken } from '../src/auth/tokens.ts';
import type { Db } from '../src/db/index.ts';
import type { AccountType } from '../src/db/schema.ts';
import { createCompanyWithAdmin } from '../src/modules/accounts/company-setup.ts';
import { findPlanByIdentifier } from '../src/modules/billing/catalog.ts';
import type { AuthHeaders } from './helpers.ts';

/**
 * Companies and users made straight in the database, with sessions issued without a sign-in, so a
 * test can set up many of them without paying for a password hash each.
 */

export const MEMBER_PASSWORD = 'senha123';

let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface Member {
  id: number;
  companyId: number;
  email: string;
  name: string;
  accountType: AccountType;
  auth: AuthHeaders;
}

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@exemplo.com.br`;
}

async function session(db: Db, userId: number, email: string, now: Date): Promise<AuthHeaders> {
  const headers = authHeaders(await issueToken(db, userId, now), email);
  return { 'access-token': headers['access-token']!, client: headers.client!, uid: headers.uid! };
}

/** A company on `plan` with its first user, of `accountType` (system_admin unless told). */
export async function makeCompany(
  db: Db,
  plan: PlanIdentifier = 'team',
  options: { accountType?: AccountType; name?: string; now?: Date } = {},
): Promise<Member> {
  const email = uniqueEmail('dono');
  const name = options.name ?? 'Dona da Clínica';
  const hash = await (passwordHash ??= hashPassword(MEMBER_PASSWORD));
  const { user } = await db.transaction().execute(async (trx) => {
    const found = await findPlanByIdentifier(trx, plan);
    if (!found) throw new Error(`no plan ${plan}`);
    return createCompanyWithAdmin(trx, {
      plan: found,
      subscription: { status: 'active', active: true, trialEndsAt: null },
      admin: { name, email, passwordHash: hash, accountType: options.accountType },
    });
  });
  const auth = await session(db, user.id, email, options.now ?? new Date());
  return { id: user.id, companyId: user.company_id, email, name, accountType: user.account_type, auth };
}

/** Another user of the company, signed in. */
export async function addMember(
  db: Db,
  companyId: number,
  accountType: AccountType,
  options: { name?: string; email?: string; now?: Date } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail(accountType);
  const name = options.name ?? `Pessoa ${accountType}`;
  const hash = await (passwordHash ??= hashPassword(MEMBER_PASSWORD));
  const user = await db
    .insertInto('users')
    .values({ company_id: companyId, email, name, account_type: accountType, password_hash: hash })
    .returningAll()
    .executeTakeFirstOrThrow();
  const auth = await session(db, user.id, email, options.now ?? new Date());
  return { id: user.id, companyId, email, name, accountType, auth };
}
