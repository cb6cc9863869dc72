import { sql, type RawBuilder } from 'kysely';
import { zonedIsoString } from '@practice/common';
import type { Db } from '../../db/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { findCompany } from '../companies/queries.ts';
import { csvLines, entryName, slug, type ZipWriter } from './zip.ts';

/** Rows read per query: a table of any length goes into the ZIP a page at a time. */
const PAGE = 1000;

/**
 * A table of the company's data and how its rows are found: by `company_id`, or through the task
 * or note they belong to. Tables of sessions, sign-in counters, kept answers, payment provider
 * records and calendar feed tokens are not data of the practice and stay out.
 */
interface TableExport {
  table: string;
  scope: (companyId: number) => RawBuilder<boolean>;
}

const byCompany = (companyId: number) => sql<boolean>`company_id = ${companyId}`;
const byTask = (companyId: number) => sql<boolean>`task_id in (select id from tasks where company_id = ${companyId})`;

const TABLES: TableExport[] = [
  { table: 'companies', scope: (companyId) => sql<boolean>`id = ${companyId}` },
  { table: 'users', scope: byCompany },
  { table: 'subscriptions', scope: byCompany },
  { table: 'payment_methods', scope: byCompany },
  { table: 'customer_fields', scope: byCompany },
  { table: 'customers', scope: byCompany },
  { table: 'customer_notes', scope: byCompany },
  { table: 'customer_note_addenda', scope: byCompany },
  { table: 'note_templates', scope: byCompany },
  { table: 'attachments', scope: (companyId) => sql<boolean>`company_id = ${companyId} and id not in (select attachment_id from exports where attachment_id is not null)` },
  { table: 'task_lists', scope: byCompany },
  { table: 'tasks', scope: byCompany },
  { table: 'task_assignees', scope: byTask },
  { table: 'task_checklist_items', scope: byTask },
  { table: 'task_comments', scope: byTask },
  { table: 'task_attachments', scope: byTask },
  { table: 'appointments', scope: byCompany },
  { table: 'user_availabilities', scope: byCompany },
  { table: 'activities', scope: byCompany },
  { table: 'customer_accesses', scope: byCompany },
];

/**
 * Columns never exported: password hashes, tokens and secrets (a user's two-step secret, an
 * appointment's confirm link, the payment provider's ids), and the search and sort keys the
 * database keeps from other columns.
 */
const SECRET_COLUMN = /password|token|secret|hash(?!id)|recovery|otp|provider_id|payment_customer_id|payment_subscription_id/i;
const DERIVED_COLUMNS = new Set(['search_text', 'search_digits', 'sort_name', 'answers_sort', 'name_key', 'description_text']);

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.map((row) => row.column_name);
}

/** A private note's text, and its addenda, go to its author alone: the one asking gets the rest. */
function hidePrivate(table: string, viewerId: number): RawBuilder<boolean> | null {
  if (table === 'customer_notes') return null;
  if (table === 'customer_note_addenda') return sql<boolean>`note_id not in (select id from customer_notes where private and creator_id is distinct from ${viewerId})`;
  return null;
}

async function* rowsOf(db: Db, spec: TableExport, companyId: number, columns: string[], viewerId: number, hasPrivate: boolean): AsyncGenerator<Record<string, unknown>[]> {
  const select = sql.join(
    columns.map((column) =>
      spec.table === 'customer_notes' && column === 'body' && hasPrivate
        ? sql`case when private and creator_id is distinct from ${viewerId} then null else body end as body`
        : sql.ref(column),
    ),
  );
  const extra = hidePrivate(spec.table, viewerId) ?? sql<boolean>`true`;
  if (!columns.includes('id')) {
    const { rows } = await sql<Record<string, unknown>>`select ${select} from ${sql.table(spec.table)} where ${spec.scope(companyId)} and ${extra}`.execute(db);
    yield rows;
    return;
  }
  let after = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`
      select ${select} from ${sql.table(spec.table)}
      where ${spec.scope(companyId)} and ${extra} and id > ${after}
      order by id limit ${PAGE}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    after = Number(rows.at(-1)!.id);
  }
}

/**
 * Everything of the company, so no practice is locked in: `tabelas/{table}.csv`, one per table of
 * its data with only its rows (no password hashes, tokens or secrets), and `arquivos/`, every file
 * it stored (photos, images of notes and templates, task attachments) under its id and name.
 */
export async function writeCompanyExport(context: { db: Db; storage: FileStorage; clock: () => Date }, zip: ZipWriter, target: { companyId: number; viewerId: number }): Promise<string> {
  const { db, storage } = context;
  const { companyId, viewerId } = target;
  const company = await findCompany(db, companyId);
  const noteColumns = await columnsOf(db, 'customer_notes');
  const hasPrivate = noteColumns.includes('private');
  for (const spec of TABLES) {
    const columns = (await columnsOf(db, spec.table)).filter((column) => !SECRET_COLUMN.test(column) && !DERIVED_COLUMNS.has(column));
    // A table an older database does not have yet is left out rather than failing the export.
    if (columns.length === 0) continue;
    await zip.addLines(`tabelas/${spec.table}.csv`, csvLines(columns, rowsOf(db, spec, companyId, columns, viewerId, hasPrivate)));
  }

  let after = 0;
  for (;;) {
    const files = await db
      .selectFrom('attachments')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '>', after)
      .where((eb) => eb('id', 'not in', eb.selectFrom('exports').select('attachment_id').where('attachment_id', 'is not', null).$narrowType<{ attachment_id: number }>()))
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const attachment of files) {
      const file = await storage.get(attachment.key);
      if (!file) continue;
      const extension = attachment.key.split('.').pop() ?? 'bin';
      await zip.add(`arquivos/${entryName(`${attachment.id}-${attachment.filename ?? `arquivo.${extension}`}`)}`, file.body, { store: true, date: attachment.created_at });
    }
    if (files.length < PAGE) break;
    after = files.at(-1)!.id;
  }
  return `${slug(company.name ?? 'empresa')}-dados-${zonedIsoString(context.clock()).slice(0, 10)}.zip`;
}
