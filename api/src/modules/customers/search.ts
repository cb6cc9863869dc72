import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike, type Executor } from '../../db/index.ts';

/** Digits typed as a CPF or a phone, with or without its punctuation. */
const NUMBER_TERM = /^[\d.\-()/\s+]+$/;
const NUMBER_TERM_MIN_DIGITS = 3;

export interface CustomerHit {
  id: number;
  name: string;
  created_at: Date;
}

/**
 * Whether a customer holds a search term: in its name or answers (accents and case ignored), or, for
 * a term of digits, in an answer's digits without punctuation. The one rule of the global search and
 * of the customers list, so both find '529982' in a CPF typed with dots.
 */
export function customerMatches(term: string): Expression<SqlBool> {
  const inText = sql<SqlBool>`search_text like '%' || search_normalize(${escapeLike(term)}::text) || '%'`;
  const digits = term.replace(/\D/g, '');
  if (!NUMBER_TERM.test(term) || digits.length < NUMBER_TERM_MIN_DIGITS) return inText;
  return sql<SqlBool>`(${inText} or search_digits like ${`%${digits}%`})`;
}

/**
 * The company's customers (archived ones left out) whose name or answers hold every term (accents and case ignored; a term
 * of digits also matches an answer's digits without its punctuation), best first: the name equal
 * to the query, then starting with it, then holding it, then the rest by closeness of the name.
 * Answers the first `limit` and how many match in all.
 */
export async function searchCustomers(
  db: Executor,
  companyId: number,
  query: string,
  terms: readonly string[],
  limit: number,
): Promise<{ count: number; items: CustomerHit[] }> {
  let filtered = db.selectFrom('customers').where('company_id', '=', companyId).where('archived_at', 'is', null);
  for (const term of terms) filtered = filtered.where(customerMatches(term));

  const whole = escapeLike(query);
  const rows = await filtered
    .select([
      'id',
      'name',
      'created_at',
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .orderBy(
      sql`case
        when sort_name = search_normalize(${query}::text) then 0
        when sort_name like search_normalize(${whole}::text) || '%' then 1
        when sort_name like '%' || search_normalize(${whole}::text) || '%' then 2
        else 3 end`,
    )
    .orderBy(sql`similarity(sort_name, search_normalize(${query}::text))`, 'desc')
    .orderBy('sort_name')
    .orderBy('id')
    .limit(limit)
    .execute();
  return { count: rows[0]?.total ?? 0, items: rows.map(({ id, name, created_at }) => ({ id, name, created_at })) };
}
