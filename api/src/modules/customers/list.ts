import { ID_DIGITS } from '@practice/common';
import { sql, type Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { CustomerField } from '../../db/schema.ts';
import { has, text, type Input } from '../../http/input.ts';
import { readListQuery, type ListQuery } from '../../http/list-query.ts';
import { readPeriod, type Period } from '../../http/periods.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { CUSTOMER_COLUMNS, type CustomerRow } from './queries.ts';
import { customerMatches } from './search.ts';

/** A sort by one of the company's questions: its id, or `field:` and its id. */
const FIELD_SORT = new RegExp(`^(?:field:)?(${ID_DIGITS})$`);

const SEARCH_TERMS_MAX = 8;

export type CustomerSort = { kind: 'name' } | { kind: 'created_at' } | { kind: 'field'; field: CustomerField };

export interface CustomerListQuery extends Omit<ListQuery<CustomerSort>, 'search'> {
  /** Words that must all appear in the name or the answers. */
  terms: string[];
  /** Registered within this period (the customer report's filter). */
  created: Period;
  /** The archived customers alone instead of the others (`archived=true`, for those who manage customers). */
  archived: boolean;
}

/** `archived`: true or false (also 1 or 0); left out, the customers not archived. */
function readArchived(query: Input, errors: FieldErrors): boolean {
  if (!has(query, 'archived')) return false;
  const value = text(query, 'archived');
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  errors.add('archived', VALIDATION.invalid);
  return false;
}

/** Large enough for the customer report to export a company a thousand rows at a time. */
export const CUSTOMERS_PER_PAGE_MAX = 1000;

/**
 * The list query (http/list-query.ts) with `sort` name, created_at, or field:<id> for a question of
 * the company (a bare id also names a question), pages of up to 1,000, and `created_from` and
 * `created_to` (days on the practice's calendar, both included), and `archived`. Without a sort the newest come first.
 */
export function readCustomerListQuery(query: Input, fields: readonly CustomerField[]): CustomerListQuery {
  const { search, ...rest } = readListQuery<CustomerSort>(query, {
    parse: (value) => {
      if (value === 'created_at') return { kind: 'created_at' };
      if (value === 'name') return { kind: 'name' };
      const fieldId = FIELD_SORT.exec(value)?.[1];
      const field = fields.find((candidate) => String(candidate.id) === fieldId);
      return field ? { kind: 'field', field } : undefined;
    },
    fallback: { sort: { kind: 'created_at' }, direction: 'desc' },
    perPageMax: CUSTOMERS_PER_PAGE_MAX,
  });
  const errors = new FieldErrors({ created_from: 'Cadastrado a partir de', created_to: 'Cadastrado até', archived: 'Arquivados' });
  const created = readPeriod(query, 'created_from', 'created_to', errors);
  const archived = readArchived(query, errors);
  errors.throwIfAny();
  return { ...rest, terms: search.split(/\s+/).filter(Boolean).slice(0, SEARCH_TERMS_MAX), created, archived };
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
 * One page of the company's customers, the archived ones or the others. The search is the global search's rule (customerMatches):
 * a LIKE over the generated `search_text` (lower case, unaccented name and answers) with the term
 * normalized the same way, or over the answers' digits, which their trigram indexes answer; name and creation date sorts follow their (company_id, key, id) indexes.
 */
export async function listCustomers(db: Executor, companyId: number, query: CustomerListQuery): Promise<CustomerPage> {
  let filtered = db
    .selectFrom('customers')
    .where('company_id', '=', companyId)
    .where('archived_at', query.archived ? 'is not' : 'is', null);
  for (const term of query.terms) filtered = filtered.where(customerMatches(term));
  if (query.created.from) filtered = filtered.where('created_at', '>=', query.created.from);
  if (query.created.until) filtered = filtered.where('created_at', '<', query.created.until);

  const { count } = await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const offset = (query.page - 1) * query.perPage;
  // A page past the end is empty, with the true total; no need to ask the database for it.
  if (offset >= count) return { customers: [], totalCount: count };

  const { direction, sort } = query;
  let page = filtered.select(CUSTOMER_COLUMNS);
  if (sort.kind === 'name') page = page.orderBy('sort_name', direction);
  else if (sort.kind === 'created_at') page = page.orderBy('created_at', direction);
  else page = page.orderBy(answerSortKey(sort.field), (order) => order[direction]().nullsLast());
  const customers = await page
    .orderBy('id', direction)
    .limit(query.perPage)
    .offset(offset)
    .execute();
  return { customers, totalCount: count };
}
