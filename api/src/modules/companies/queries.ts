import type { PlanIdentifier } from '@practice/common';
import type { Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Company } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { signImages } from '../../rich-text/sanitize.ts';
import { PdfUrls, previewUrls } from '../../storage/pdf-urls.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { attachmentKeyOf } from '../attachments/queries.ts';

/** The company with its plan's identifier and where its image is stored. */
export type CompanyWithPlan = Company & { plan_identifier: PlanIdentifier; image_key: string | null };

export async function findCompany(
  db: Executor,
  companyId: number,
  options: { forUpdate?: boolean; forShare?: boolean } = {},
): Promise<CompanyWithPlan> {
  let query = db
    .selectFrom('companies')
    .innerJoin('plans', 'plans.id', 'companies.plan_id')
    .selectAll('companies')
    .select((eb) => ['plans.identifier as plan_identifier', attachmentKeyOf(db, eb.ref('companies.image_id')).as('image_key')])
    .where('companies.id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate('companies');
  else if (options.forShare) query = query.forShare('companies');
  const company = await query.executeTakeFirst();
  if (!company) throw notFound();
  return company;
}

/** The company's public handle, which PDF links carry. */
export async function companyHashid(db: Executor, companyId: number): Promise<string> {
  const company = await db.selectFrom('companies').select('hashid').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound();
  return company.hashid;
}

/** The id of the company a handle names, or 404. */
export async function companyIdByHashid(db: Executor, hashid: string): Promise<number> {
  const company = await db.selectFrom('companies').select('id').where('hashid', '=', hashid).executeTakeFirst();
  if (!company) throw notFound();
  return company.id;
}

/** `urls` signs the image's URL, valid for the next hour. */
export function serializeCompany(company: CompanyWithPlan, urls: FileUrls) {
  return {
    id: company.id,
    hashid: company.hashid,
    name: company.name,
    plan_id: company.plan_id,
    plan_identifier: company.plan_identifier,
    payment_customer_id: company.payment_customer_id,
    payment_subscription_id: company.payment_subscription_id,
    company_treatment: company.company_treatment,
    company_treatment_plural: company.company_treatment_plural,
    customer_treatment: company.customer_treatment,
    customer_treatment_plural: company.customer_treatment_plural,
    company_treatment_gender: company.company_treatment_gender,
    customer_treatment_gender: company.customer_treatment_gender,
    customer_fields_order: company.customer_fields_order,
    image_url: company.image_key ? urls.sign(company.image_key) : null,
    image_id: company.image_id,
    professional_role: company.professional_role,
    professional_description: company.professional_description,
    onboarding_completed_at: company.onboarding_completed_at,
    print_header: company.print_header && signImages(company.print_header, urls),
    print_footer: company.print_footer && signImages(company.print_footer, urls),
    print_preview_urls: previewUrls(new PdfUrls(urls), company.hashid),
    online_booking_enabled: company.online_booking_enabled,
    booking_slot_minutes: company.booking_slot_minutes,
    reminder_hours_before: company.reminder_hours_before,
    require_two_factor: company.require_two_factor,
    created_at: company.created_at,
    updated_at: company.updated_at,
  };
}

/** The company's own name and the word it uses for itself, or undefined for no such company. */
export async function findCompanyName(db: Executor, companyId: number): Promise<{ name: string | null; company_treatment: string } | undefined> {
  return db.selectFrom('companies').select(['name', 'company_treatment']).where('id', '=', companyId).executeTakeFirst();
}

/** The company's words its history is told in ('Paciente', 'a clínica'). */
export async function companyTerms(db: Executor, companyId: number) {
  const terms = await db
    .selectFrom('companies')
    .select(['company_treatment', 'customer_treatment', 'company_treatment_gender', 'customer_treatment_gender'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!terms) throw notFound();
  return terms;
}

/** Whether the company `companyId` names demands two-step sign-in, as a subquery for another area's statement. */
export function requireTwoFactorOf(db: Executor, companyId: Expression<number>) {
  return db.selectFrom('companies').select('companies.require_two_factor').where('companies.id', '=', companyId);
}

/** How many hours before an appointment the company `companyId` names sends its reminder, as a subquery for another area's statement. */
export function reminderHoursOf(db: Executor, companyId: Expression<number>) {
  return db.selectFrom('companies').select('companies.reminder_hours_before').where('companies.id', '=', companyId);
}

/**
 * The company a public booking link names, only while it takes bookings, with where its image is
 * stored: a statement the caller may add to (`companies.id` is the company's id in it), or undefined
 * for a handle no booking company has.
 */
export function bookingCompanyQuery(db: Executor, hashid: string) {
  return db
    .selectFrom('companies')
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.company_treatment',
      'companies.booking_slot_minutes',
      attachmentKeyOf(db, eb.ref('companies.image_id')).as('image_key'),
    ])
    .where('companies.hashid', '=', hashid)
    .where('companies.online_booking_enabled', '=', true);
}

/** The payment provider's ids for the company. */
export async function paymentIds(db: Executor, companyId: number) {
  return db.selectFrom('companies').select(['payment_customer_id', 'payment_subscription_id']).where('id', '=', companyId).executeTakeFirst();
}

/**
 * The company held for a new customer: its plan (`plan_id`) and whatever `extend` adds to the statement
 * (`companies.id` and `companies.plan_id` are the company's columns in it), with the company row
 * shared-locked (its plan and questions stay as they are; other such holds go on side by side).
 */
export function heldCompanyQuery(db: Executor, companyId: number) {
  return db.selectFrom('companies').select(['companies.id', 'companies.plan_id']).where('companies.id', '=', companyId).forShare('companies');
}
