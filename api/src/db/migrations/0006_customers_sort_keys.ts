import { sql, type Kysely } from 'kysely';

/**
 * Sorting the customer list by an answer compares answers lower case and without accents, as names
 * are. Normalizing at query time ran `unaccent` over every customer of the company on each request
 * (about 50 ms for 20,000); `answers_sort` keeps each answer's sort key (the first choice for
 * multiple_response), kept current by PostgreSQL like `search_text`. Dates, times and the masked
 * numbers have no letters, so their keys are the answers themselves and still sort in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function customer_answers_sort(answers jsonb) returns jsonb
    language sql immutable parallel safe
    as $$
      select coalesce(jsonb_object_agg(
        field_id,
        search_normalize(case jsonb_typeof(answer) when 'array' then answer ->> 0 else answer #>> '{}' end)
      ), '{}'::jsonb)
      from jsonb_each(answers) as entry(field_id, answer)
    $$
  `.execute(db);
  await sql`
    alter table customers add column if not exists answers_sort jsonb not null
    generated always as (customer_answers_sort(fields_values)) stored
  `.execute(db);
}
