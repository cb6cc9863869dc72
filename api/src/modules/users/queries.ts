import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** Addresses are stored trimmed and in lower case, and compared the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
}

/** A user of the given company; a user of any other company is not found. */
export async function findCompanyUser(
  db: Executor,
  companyId: number,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<User> {
  let query = db.selectFrom('users').selectAll().where('company_id', '=', companyId).where('id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) throw notFound();
  return user;
}
