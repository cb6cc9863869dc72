import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLike, inIds, type Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ListQuery } from '../../http/list-query.ts';
import { attachmentKeyOf } from '../attachments/queries.ts';
import { requireTwoFactorOf } from '../companies/queries.ts';

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

/** The user `userId` names, of whatever company, or undefined. */
export async function findUser(db: Executor, userId: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The e-mail of the user `userId` names, as a subquery for another area's statement to select. */
export function userEmailOf(db: Executor, userId: Expression<number>) {
  return db.selectFrom('users').select('users.email').where('users.id', '=', userId);
}

/** Whether the company of the user `userId` names demands two-step sign-in, as a subquery for another area's statement. */
export function companyRequiresTwoFactorOf(db: Executor, userId: Expression<number>) {
  return db.selectFrom('users').select((eb) => requireTwoFactorOf(db, eb.ref('users.company_id')).as('required')).where('users.id', '=', userId);
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
      .selectAll('users')
      .select((eb) => attachmentKeyOf(db, eb.ref('users.image_id')).as('image_key'))
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

/** The name of the user `userId` names, as a subquery for another area's statement to select. */
export function userNameOf(db: Executor, userId: Expression<number | null>) {
  return db.selectFrom('users').select('users.name').where('users.id', '=', userId as Expression<number>);
}

/** The ids of the company's users whose name holds `term`, accents and case aside, as a subquery for another area's statement. */
export function userIdsNamed(db: Executor, companyId: number, term: string) {
  const pattern = sql`'%' || search_normalize(${escapeLike(term)}::text) || '%'`;
  return db.selectFrom('users').select('users.id').where('users.company_id', '=', companyId).where(sql<SqlBool>`search_normalize(users.name) like ${pattern}`);
}

/** The names of these users of the company (of any company when `companyId` is null), by id. */
export async function userNames(db: Executor, companyId: number | null, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  let query = db.selectFrom('users').select(['id', 'name']).where(inIds('id', ids));
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  return new Map((await query.execute()).map((user) => [user.id, user.name]));
}

/** Which of `ids` are users of the company. */
export async function companyUserIds(db: Executor, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where(inIds('id', ids)).where('company_id', '=', companyId).execute();
  return new Set(rows.map((row) => row.id));
}

/** Every user of the company, by name: whom a task may be given to. */
export async function companyPeople(db: Executor, companyId: number): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('users').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
}

/**
 * The company's professionals, by name: who sees patients, whom the agenda, the booking page and
 * every picker of professionals list. A caller narrows it further (`where`) or puts it inside a
 * statement of its own; `companyId` may be a column of that statement. Today every user of the
 * company is one; a flag saying who sees patients would be one more `where` here.
 */
export function professionalsQuery(db: Executor, companyId: number | Expression<number>) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name'])
    .where('users.company_id', '=', companyId)
    .orderBy('users.name')
    .orderBy('users.id');
}

/** The company's professionals (`professionalsQuery`). */
export async function listProfessionals(db: Executor, companyId: number): Promise<{ id: number; name: string }[]> {
  return professionalsQuery(db, companyId).execute();
}
