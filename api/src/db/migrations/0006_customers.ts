import { sql, type Kysely } from 'kysely';

/**
 * Customer fields (the company's registration form) and customers.
 *
 * Search and name sorting ignore case and accents. `unaccent` is only STABLE (its dictionary could
 * change), so it cannot appear in a stored or indexed expression; `search_normalize` pins the
 * dictionary and is declared IMMUTABLE, the usual way to index unaccented text. The customer's
 * `search_text` (name and every answer) and `sort_name` are generated columns, so every write keeps
 * them current, including the removal of a deleted question's answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function search_normalize(value text) returns text
    language sql immutable strict parallel safe
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$
  `.execute(db);

  await sql`
    create or replace function customer_search_text(name text, answers jsonb) returns text
    language sql immutable parallel safe
    as $$
      select search_normalize(concat_ws(' ', name, (
        select string_agg(
          case jsonb_typeof(answer)
            when 'array' then (select string_agg(item, ' ') from jsonb_array_elements_text(answer) as item)
            else answer #>> '{}'
          end, ' ')
        from jsonb_each(answers) as entry(field_id, answer)
      )))
    $$
  `.execute(db);

  await db.schema
    .createTable('customer_fields')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`answer_type in ('short_text', 'text', 'multiple_choice', 'multiple_response', 'selectbox', 'rg', 'cpf', 'date', 'time', 'phone')`,
        ),
    )
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('customer_fields_company_id_index')
    .ifNotExists()
    .on('customer_fields')
    .column('company_id')
    .execute();

  await db.schema
    .createTable('customers')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Answers keyed by the question's id: a text, or a list of texts for multiple_response.
    .addColumn('fields_values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('search_text', 'text', (c) =>
      c.notNull().generatedAlwaysAs(sql`customer_search_text(name, fields_values)`).stored(),
    )
    .addColumn('sort_name', 'text', (c) => c.notNull().generatedAlwaysAs(sql`search_normalize(name)`).stored())
    .addColumn('image_id', 'integer', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One index per sort of the list, each ending in id, the tie-break; the first also serves counting
  // a plan's customers by creation date.
  await sql`create index if not exists customers_company_created_index on customers (company_id, created_at, id)`.execute(db);
  await sql`create index if not exists customers_company_name_index on customers (company_id, sort_name, id)`.execute(db);
  await sql`create index if not exists customers_search_text_index on customers using gin (search_text gin_trgm_ops)`.execute(db);
}
