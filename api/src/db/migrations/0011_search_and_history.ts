import { sql, type Kysely } from 'kysely';

/**
 * The global search and the activity history.
 *
 * A CPF or phone is stored masked ('123.456.789-09', '(11) 98765-4321') and may be typed with or
 * without punctuation; `search_digits` keeps the digits of each answer that has any, one answer per
 * word, so '12345678909' and '123.456' both find it without one answer's digits running into the next.
 * The history pages by (created_at, id), newest first, from an index in that order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function customer_search_digits(answers jsonb) returns text
    language sql immutable parallel safe
    as $$
      select coalesce(string_agg(digits, ' '), '')
      from (
        select regexp_replace(answer #>> '{}', '[^0-9]', '', 'g') as digits
        from jsonb_each(answers) as entry(field_id, answer)
        where jsonb_typeof(answer) = 'string'
      ) as answer_digits
      where digits <> ''
    $$
  `.execute(db);
  await sql`
    alter table customers add column if not exists search_digits text not null
    generated always as (customer_search_digits(fields_values)) stored
  `.execute(db);
  await sql`create index if not exists customers_search_digits_index on customers using gin (search_digits gin_trgm_ops)`.execute(db);
  await sql`create index if not exists activities_company_created_id_index on activities (company_id, created_at desc, id desc)`.execute(db);
  await sql`drop index if exists activities_company_created_index`.execute(db);
}
