import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { abilityOf, subject } from '../../auth/abilities.ts';
import type { Executor } from '../../db/index.ts';
import type { Customer } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { baseError } from '../../http/validation.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';

/** Every column but the generated search and sort keys, which stay inside the database. */
export const CUSTOMER_COLUMNS = ['id', 'company_id', 'name', 'fields_values', 'image_id', 'created_at', 'updated_at', 'archived_at'] as const;

export type CustomerRow = Pick<Customer, (typeof CUSTOMER_COLUMNS)[number]>;

/**
 * The company's customer (another company's answers 404). `forUpdate` locks it for a write to its
 * record (an update, a new note, a deletion), which an archived customer refuses with a 422 until it
 * is restored; `archived: true` locks it whatever its state (archiving and restoring it).
 */
export async function findCustomer(
  db: Executor,
  companyId: number,
  customerId: number,
  options: { forUpdate?: boolean; archived?: boolean } = {},
): Promise<CustomerRow> {
  let query = db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('id', '=', customerId)
    .where('company_id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate();
  const customer = await query.executeTakeFirst();
  if (!customer) throw notFound();
  if (options.forUpdate && !options.archived) assertNotArchived(customer);
  return customer;
}

/** Where the photos of `customers` are stored, by attachment id, to sign their URLs. */
export async function photoKeys(db: Executor, customers: readonly CustomerRow[]): Promise<Map<number, string>> {
  const ids = customers.map((customer) => customer.image_id).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('attachments').select(['id', 'key']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** The customer as the api answers it; `image_url` is a signed URL valid for the next hour. */
export function serializeCustomer(customer: CustomerRow, keys: Map<number, string>, urls: FileUrls) {
  const key = customer.image_id === null ? undefined : keys.get(customer.image_id);
  return {
    id: customer.id,
    company_id: customer.company_id,
    name: customer.name,
    image_url: key ? urls.sign(key) : null,
    image_id: customer.image_id,
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    archived_at: customer.archived_at,
    fields_values: customer.fields_values,
  };
}

/** The refusal of any change to an archived customer (its record, its answers, a new note). */
export const CUSTOMER_ARCHIVED = 'Cliente arquivado: restaure-o para alterar';

/** Refuses a change to an archived customer: 422 in the api's usual shape. */
export function assertNotArchived(customer: Pick<CustomerRow, 'archived_at'>): void {
  if (customer.archived_at !== null) throw baseError(CUSTOMER_ARCHIVED);
}

/**
 * Answers 404 for an archived customer to a caller who may not restore it: for them it is gone, and
 * so is everything read through it (its notes, their PDFs, its access log).
 */
export function assertVisible(request: FastifyRequest, customer: CustomerRow): void {
  if (customer.archived_at !== null && !abilityOf(request).can('manage', subject('Customer', customer))) throw notFound();
}

/**
 * Whether another area's record (a task, an appointment) may be given `customerId` as its customer:
 * `unknown` when it is not one of the company's, `archived` while it is archived (refused with
 * CUSTOMER_ARCHIVED on the customer field). Shared-locked within the caller's transaction, so an
 * archiving in flight either waits for the record or is seen here.
 */
export async function customerLink(db: Executor, companyId: number, customerId: number): Promise<'linkable' | 'archived' | 'unknown'> {
  const customer = await db
    .selectFrom('customers')
    .select('archived_at')
    .where('id', '=', customerId)
    .where('company_id', '=', companyId)
    .forShare()
    .executeTakeFirst();
  if (!customer) return 'unknown';
  return customer.archived_at === null ? 'linkable' : 'archived';
}

/**
 * How many customers the company has, or has registered since `since`. Archived customers count:
 * their records are kept, and restoring one must not take a company past its plan's limit.
 */
export async function countCompanyCustomers(db: Executor, companyId: number, since: Date | null): Promise<number> {
  let query = db
    .selectFrom('customers')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId);
  if (since) query = query.where('created_at', '>=', since);
  return (await query.executeTakeFirstOrThrow()).count;
}

export const CUSTOMER_WITH_NOTES = 'Clientes com anotações não podem ser excluídos; arquive-os';

/**
 * Whether the customer has any note. Read here rather than through the notes area, which depends on
 * customers: only whether one exists, never a note's content.
 */
export async function hasNotes(db: Executor, companyId: number, customerId: number): Promise<boolean> {
  const found = await db
    .selectFrom('customer_notes')
    .select('id')
    .where('company_id', '=', companyId)
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** The refusal to archive a customer who still has appointments ahead. */
export function upcomingAppointmentsRefusal(count: number): string {
  return count === 1
    ? 'Este cliente tem 1 atendimento agendado: cancele-o ou remarque-o antes de arquivar'
    : `Este cliente tem ${count} atendimentos agendados: cancele-os ou remarque-os antes de arquivar`;
}

/**
 * How many of the customer's appointments, scheduled or confirmed, start at `now` or later. Read
 * here rather than through the appointments area, which depends on customers: only a count.
 */
export async function countUpcomingAppointments(db: Executor, companyId: number, customerId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['scheduled', 'confirmed'])
    .where('starts_at', '>=', now)
    .executeTakeFirstOrThrow();
  return row.count;
}
