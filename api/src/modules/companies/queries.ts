import type { PlanIdentifier } from '@practice/common';
import type { Executor } from '../../db/index.ts';
import type { Company } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { signImages } from '../../rich-text/sanitize.ts';
import { PdfUrls, previewUrls } from '../../storage/pdf-urls.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';

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
    .leftJoin('attachments', 'attachments.id', 'companies.image_id')
    .selectAll('companies')
    .select(['plans.identifier as plan_identifier', 'attachments.key as image_key'])
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
