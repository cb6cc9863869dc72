import { sql, type Kysely } from 'kysely';

/**
 * The functions behind the customers table's generated search columns call `search_normalize` by
 * its schema, so they work under any `search_path`: `pg_restore` runs with an empty one, and a
 * backup made with `pg_dump` restores with a plain `pg_restore`. Same bodies as 0006 otherwise, so
 * the stored values stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function customer_search_text(name text, answers jsonb) returns text
    language sql immutable parallel safe
    as $$
      select public.search_normalize(concat_ws(' ', name, (
        select string_agg(
          case jsonb_typeof(answer)
            when 'array' then (select string_agg(item, ' ') from jsonb_array_elements_text(answer) as item)
            else answer #>> '{}'
          end, ' ')
        from jsonb_each(answers) as entry(field_id, answer)
      )))
    $$
  `.execute(db);
  await sql`
    create or replace function customer_answers_sort(answers jsonb) returns jsonb
    language sql immutable parallel safe
    as $$
      select coalesce(jsonb_object_agg(
        field_id,
        public.search_normalize(case jsonb_typeof(answer) when 'array' then answer ->> 0 else answer #>> '{}' end)
      ), '{}'::jsonb)
      from jsonb_each(answers) as entry(field_id, answer)
    $$
  `.execute(db);
}
