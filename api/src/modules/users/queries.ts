import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLike, type Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ListQuery } from '../../http/list-query.ts';

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

export type UserWithImage = User & { image_key: string | null };

export const USER_SORTS = ['name', 'email', 'created_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export type UserListQuery = ListQuery<UserSort>;

/** A LIKE pattern that finds `term` anywhere, its wildcards taken as themselves. */
function likeContaining(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * One page of a company's users that `visible` (the caller's read rules as SQL) lets through, with
 * how many there are in all. The search matches name or e-mail ignoring case and accents.
 */
export async function listCompanyUsers(
  db: Executor,
  companyId: number,
  visible: RawBuilder<SqlBool>,
  query: UserListQuery,
): Promise<{ users: UserWithImage[]; total: number }> {
  let base = db.selectFrom('users').where('users.company_id', '=', companyId).where(visible);
  if (query.search !== '') {
    const pattern = likeContaining(query.search);
    base = base.where((eb) =>
      eb.or([
        eb(sql`unaccent(lower(users.name))`, 'like', sql`unaccent(lower(${pattern}))`),
        eb(sql`unaccent(lower(users.email))`, 'like', sql`unaccent(lower(${pattern}))`),
      ]),
    );
  }
  const order = {
    name: sql`unaccent(lower(users.name))`,
    email: sql`users.email`,
    created_at: sql`users.created_at`,
  }[query.sort];
  const [users, count] = await Promise.all([
    base
      .leftJoin('attachments', 'attachments.id', 'users.image_id')
      .selectAll('users')
      .select('attachments.key as image_key')
      .orderBy(order, query.direction)
      .orderBy('users.id', query.direction)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users, total: count.total };
}

/** Whether the company keeps a system_admin other than `userId`; run after locking the company row. */
export async function hasAnotherSystemAdmin(db: Executor, companyId: number, userId: number): Promise<boolean> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('account_type', '=', 'system_admin')
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}

export async function countCompanyUsers(db: Executor, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.count;
}
