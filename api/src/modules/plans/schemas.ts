import { boolean, dateTime, integer, nullable, objectOf, oneOfTexts } from '../../http/openapi.ts';
import { planProperties } from '../billing/schemas.ts';

/** Where a company stands against a plan's customer limit (customers/quota.ts's customersQuota). */
const quotaSchema = objectOf(
  {
    customers_count: { ...integer, description: "What the limit counts: every customer on a `total` plan, this month's on a `month` plan." },
    customers_limit: { ...nullable(integer), description: "The limit now; null when unlimited (no limit, or a monthly plan's first month)." },
    customers_limit_period: oneOfTexts(['total', 'month']),
    exceeded_customers_limit: { ...boolean, description: 'No further customer can be registered.' },
    unlimited_until: { ...nullable(dateTime), description: 'Until when a monthly plan is still unlimited (its first month); null otherwise.' },
  },
  { title: 'CustomersQuota' },
);

/** `GET /api/v1/companies/{companyId}/plans/{planId}`: the plan, with the company's standing as if it were on it. */
export const COMPANY_PLAN_ANSWER = objectOf(
  { plan: objectOf({ ...planProperties, quota: quotaSchema }, { title: 'PlanWithQuota' }) },
  { title: 'CompanyPlanAnswer' },
);
