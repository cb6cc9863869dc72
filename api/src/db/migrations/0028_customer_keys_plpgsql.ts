import { sql, type Kysely } from 'kysely';

/**
 * The functions behind the customers table's generated search columns and its contact keys index
 * keep their bodies, rewritten in PL/pgSQL. A SQL function that cannot be inlined is parsed and
 * planned again in each statement that calls it (twice when written: once to try inlining it), so a
 * customer's registration planned four of them on every insert; a PL/pgSQL function is planned
 * once per connection. Same expressions, so the stored values and the index stay as they are.
 *
 * `customer_contact_keys` is also given its real cost, some thousand operators: at the default the
 * planner would rather compute it for each of a small company's customers than ask its index, which
 * made an online booking's search for its patient read every customer's answers again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function customer_search_text(name text, answers jsonb) returns text
    language plpgsql immutable parallel safe
    as $$
    begin
      return public.search_normalize(concat_ws(' ', name, (
        select string_agg(
          case jsonb_typeof(answer)
            when 'array' then (select string_agg(item, ' ') from jsonb_array_elements_text(answer) as item)
            else answer #>> '{}'
          end, ' ')
        from jsonb_each(answers) as entry(field_id, answer)
      )));
    end
    $$
  `.execute(db);
  await sql`
    create or replace function customer_answers_sort(answers jsonb) returns jsonb
    language plpgsql immutable parallel safe
    as $$
    begin
      return (
        select coalesce(jsonb_object_agg(
          field_id,
          public.search_normalize(case jsonb_typeof(answer) when 'array' then answer ->> 0 else answer #>> '{}' end)
        ), '{}'::jsonb)
        from jsonb_each(answers) as entry(field_id, answer)
      );
    end
    $$
  `.execute(db);
  await sql`
    create or replace function customer_search_digits(answers jsonb) returns text
    language plpgsql immutable parallel safe
    as $$
    begin
      return (
        select coalesce(string_agg(digits, ' '), '')
        from (
          select regexp_replace(answer #>> '{}', '[^0-9]', '', 'g') as digits
          from jsonb_each(answers) as entry(field_id, answer)
          where jsonb_typeof(answer) = 'string'
        ) as answer_digits
        where digits <> ''
      );
    end
    $$
  `.execute(db);
  await sql`
    create or replace function customer_contact_keys(answers jsonb) returns text[]
    language plpgsql immutable parallel safe cost 1000
    as $$
    begin
      return (
        select coalesce(array_agg(distinct key), '{}')
        from (
          select lower(btrim(answer.value)) as key from jsonb_each_text(answers) as answer(field_id, value)
          union all
          select regexp_replace(answer.value, '\\D', '', 'g') from jsonb_each_text(answers) as answer(field_id, value)
        ) as keys
        where key <> ''
      );
    end
    $$
  `.execute(db);
}
