import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike, type Executor } from '../../db/index.ts';
import type { CustomerField } from '../../db/schema.ts';
import { text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { CUSTOMER_COLUMNS, type CustomerRow } from './queries.ts';

export const PER_PAGE_DEFAULT = 40;
export const PER_PAGE_MAX = 100;
const SEARCH_MAX = 200;
const SEARCH_TERMS_MAX = 8;

export type CustomerSort = { kind: 'name' } | { kind: 'created_at' } | { kind: 'field'; field: CustomerField };

export interface CustomerListQuery {
  page: number;
  perPage: number;
  /** Words that must all appear in the name or the answers. */
  terms: string[];
  sort: CustomerSort;
  direction: 'asc' | 'desc';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const number = value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return number >= 1 ? number : fallback;
}

/**
 * Reads `page` (from 1), `per_page` (default 40, at most 100), `search`, `sort` (name, created_at,
 * or field:<id> for a question of the company; a bare id also names a question) and `direction`
 * (asc or desc). Without a sort the newest come first. Throws the 422 for an unknown sort or direction.
 */
export function readListQuery(query: Input, fields: readonly CustomerField[]): CustomerListQuery {
  const errors = new FieldErrors({ sort: 'Ordenação', direction: 'Direção' });
  const page = positiveInt(text(query, 'page'), 1);
  const perPage = Math.min(positiveInt(text(query, 'per_page'), PER_PAGE_DEFAULT), PER_PAGE_MAX);
  const search = (text(query, 'search') ?? '').slice(0, SEARCH_MAX);
  const terms = search.split(/\s+/).filter(Boolean).slice(0, SEARCH_TERMS_MAX);

  const sortText = text(query, 'sort') ?? '';
  let sort: CustomerSort | undefined;
  if (sortText === '' || sortText === 'created_at') sort = { kind: 'created_at' };
  else if (sortText === 'name') sort = { kind: 'name' };
  else {
    const fieldId = /^(?:field:)?(\d{1,9})$/.exec(sortText)?.[1];
    const field = fields.find((candidate) => String(candidate.id) === fieldId);
    if (field) sort = { kind: 'field', field };
    else errors.add('sort', VALIDATION.invalid);
  }

  const directionText = (text(query, 'direction') ?? '').toLowerCase();
  if (directionText !== '' && directionText !== 'asc' && directionText !== 'desc') errors.add('direction', VALIDATION.invalid);
  errors.throwIfAny();

  const direction = directionText === 'asc' || directionText === 'desc' ? directionText : sortText === '' ? 'desc' : 'asc';
  return { page, perPage, terms, sort: sort ?? { kind: 'created_at' }, direction };
}

/** An answer's sort key (`answers_sort`): lower case and unaccented text, which also orders dates and times. */
function answerSortKey(field: CustomerField): Expression<string | null> {
  return sql<string | null>`answers_sort ->> ${String(field.id)}::text`;
}

export interface CustomerPage {
  customers: CustomerRow[];
  totalCount: number;
}

/**
 * One page of the company's customers. The search is a LIKE over the generated `search_text`
 * (lower case, unaccented name and answers) with the term normalized the same way, which its
 * trigram index answers; name and creation date sorts follow their (company_id, key, id) indexes.
 */
export async function listCustomers(db: Executor, companyId: number, query: CustomerListQuery): Promise<CustomerPage> {
  const matches = (term: string): Expression<SqlBool> =>
    sql<SqlBool>`search_text like '%' || search_normalize(${escapeLike(term)}::text) || '%'`;
  let filtered = db.selectFrom('customers').where('company_id', '=', companyId);
  for (const term of query.terms) filtered = filtered.where(matches(term));

  const { count } = await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();

  const { direction, sort } = query;
  let page = filtered.select(CUSTOMER_COLUMNS);
  if (sort.kind === 'name') page = page.orderBy('sort_name', direction);
  else if (sort.kind === 'created_at') page = page.orderBy('created_at', direction);
  else page = page.orderBy(answerSortKey(sort.field), (order) => order[direction]().nullsLast());
  const customers = await page
    .orderBy('id', direction)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return { customers, totalCount: count };
}
