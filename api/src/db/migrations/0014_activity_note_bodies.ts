import { sql, type Kysely } from 'kysely';

/**
 * A note's text is the practice's clinical record, yet its history rows used to keep it, before
 * and after each change. They now record only that the text changed ('[FILTRADO]' on the side
 * that had one), so the text already there goes the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update activities
    set changes = (
      select coalesce(jsonb_agg(
        case when change->>'field_name' = 'body' then jsonb_build_object(
          'field_name', 'body',
          'from', case when coalesce(change->'from', 'null'::jsonb) = 'null'::jsonb then 'null'::jsonb else to_jsonb('[FILTRADO]'::text) end,
          'to', case when coalesce(change->'to', 'null'::jsonb) = 'null'::jsonb then 'null'::jsonb else to_jsonb('[FILTRADO]'::text) end
        ) else change end
        order by position
      ), '[]'::jsonb)
      from jsonb_array_elements(activities.changes) with ordinality as listed(change, position)
    )
    where item_type in ('CustomerNote', 'Note') and jsonb_typeof(changes) = 'array' and changes @> '[{"field_name": "body"}]'::jsonb
  `.execute(db);
}
