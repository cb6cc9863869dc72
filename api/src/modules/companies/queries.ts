import type { PlanIdentifier } from '@practice/common';
import type { Executor } from '../../db/index.ts';
import type { Company } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';

/** The company with its plan's identifier and where its image is stored. */
export type CompanyWithPlan = Company & { plan_identifier: PlanIdentifier; image_key: string | null };

export async function findCompany(
  db: Executor,
  companyId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyWithPlan> {
  let query = db
    .selectFrom('companies')
    .innerJoin('plans', 'plans.id', 'companies.plan_id')
    .leftJoin('attachments', 'attachments.id', 'companies.image_id')
    .selectAll('companies')
    .select(['plans.identifier as plan_identifier', 'attachments.key as image_key'])
    .where('companies.id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate('companies');
  const company = await query.executeTakeFirst();
  if (!company) throw notFound();
  return company;
}

/** `urls` signs the image's URL, valid for the next hour. */
export function serializeCompany(company: CompanyWithPlan, urls: FileUrls) {
  return {
    id: company.id,
    hashid: company.hashid,
    plan_id: company.plan_id,
    plan_identifier: company.plan_identifier,
    payment_customer_id: company.payment_customer_id,
    payment_subscription_id: company.payment_subscription_id,
    company_treatment: company.company_treatment,
    company_treatment_plural: company.company_treatment_plural,
    customer_treatment: company.customer_treatment,
    customer_treatment_plural: company.customer_treatment_plural,
    customer_fields_order: company.customer_fields_order,
    image_url: company.image_key ? urls.sign(company.image_key) : null,
    image_id: company.image_id,
    professional_role: company.professional_role,
    professional_description: company.professional_description,
    onboarding_completed_at: company.onboarding_completed_at,
    print_header: company.print_header,
    print_footer: company.print_footer,
    created_at: company.created_at,
    updated_at: company.updated_at,
  };
}
