import { isValidEmail } from '@practice/common';
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { abilityOf, subject } from '../../auth/abilities.ts';
import { escapeLike, inIds, type Executor } from '../../db/index.ts';
import type { Customer } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { baseError } from '../../http/validation.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { attachmentKeys } from '../attachments/queries.ts';
import { phoneFieldIds } from '../customer-fields/queries.ts';

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
  return attachmentKeys(db, customers.map((customer) => customer.image_id).filter((id): id is number => id !== null));
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

/** The name of the customer `customerId` names, as a subquery for another area's statement to select. */
export function customerNameOf(db: Executor, customerId: Expression<number | null>) {
  return db.selectFrom('customers').select('customers.name').where('customers.id', '=', customerId as Expression<number>);
}

/**
 * The ids of the company's customers whose name holds `term`, accents and case aside, as a subquery
 * for another area's statement (the agenda's search).
 */
export function customerIdsNamed(db: Executor, companyId: number, term: string) {
  const pattern = sql`'%' || search_normalize(${escapeLike(term)}::text) || '%'`;
  return db.selectFrom('customers').select('customers.id').where('customers.company_id', '=', companyId).where(sql<SqlBool>`customers.sort_name like ${pattern}`);
}

/** The names of these customers of the company (of any company when `companyId` is null), by id. */
export async function customerNames(db: Executor, companyId: number | null, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  let query = db.selectFrom('customers').select(['id', 'name']).where(inIds('id', ids));
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  return new Map((await query.execute()).map((customer) => [customer.id, customer.name]));
}

/** What a customer is reached at: the first answer that is an e-mail, and the first phone answer. */
export interface Contact {
  email: string | null;
  phone: string | null;
}

const PHONE_DIGITS = /^\d{10,11}$/;

/** The first answer that is an e-mail, and the first answer to a phone question. */
function contactOf(answers: Record<string, unknown> | null, phoneFields: ReadonlySet<string>): Contact {
  let email: string | null = null;
  let phone: string | null = null;
  for (const [fieldId, value] of Object.entries(answers ?? {})) {
    if (typeof value !== 'string') continue;
    if (email === null && isValidEmail(value) && value.length <= 254) email = value.trim();
    const digits = value.replace(/\D/g, '');
    if (phone === null && phoneFields.has(fieldId) && PHONE_DIGITS.test(digits)) phone = digits;
  }
  return { email, phone };
}

/** The customers' names, e-mails and phones, read from their answers to the company's questions, by id. */
export async function customerContacts(db: Executor, companyId: number, customerIds: readonly number[]): Promise<Map<number, Contact & { name: string }>> {
  const result = new Map<number, Contact & { name: string }>();
  if (customerIds.length === 0) return result;
  const [customers, phoneFields] = await Promise.all([
    db.selectFrom('customers').select(['id', 'name', 'fields_values']).where(inIds('id', customerIds)).where('company_id', '=', companyId).execute(),
    phoneFieldIds(db, companyId),
  ]);
  for (const customer of customers) result.set(customer.id, { name: customer.name, ...contactOf(customer.fields_values, phoneFields) });
  return result;
}

/**
 * A customer of the company (`companyId`, a column of the statement this is part of) with this e-mail
 * or phone among their answers or, failing that, the first of `earlier` (another area's records of
 * the contact, as rows of `customer_id` and `position`, first lowest) still a customer, as `{ id, name }`
 * or null; on the indexes of migration 0027 (`customer_contact_keys` lists each answer lowercased and
 * trimmed, and as its digits). The answers' part orders by `id + 0` so the planner finds the few
 * matches by those indexes and sorts them, rather than walking every row in id order. Archived
 * customers are left out: their record stays as it was archived, and whoever asks is told nothing of them.
 */
export function customerByContact(companyId: Expression<number>, email: string, phoneDigits: string, earlier: Expression<unknown>): RawBuilder<{ id: number; name: string } | null> {
  return sql<{ id: number; name: string } | null>`(
    select json_build_object('id', found.id, 'name', found.name) from (
      (select customers.id, customers.name, 0 as rank from customers
        where customers.company_id = ${companyId} and customers.archived_at is null
          and customer_contact_keys(customers.fields_values) && array[${email}, ${phoneDigits}]::text[]
        order by customers.id + 0 limit 1)
      union all
      (select customers.id, customers.name, 1 as rank from (${earlier}) as earlier
        join customers on customers.id = earlier.customer_id
        where customers.archived_at is null
        order by earlier.position limit 1)
    ) as found
    order by found.rank limit 1)`;
}
