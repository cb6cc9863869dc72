import { PLAN_IDENTIFIERS } from '@practice/common';
import type { SubscriptionStatus } from '../../db/schema.ts';
import { boolean, dateTime, integer, listOf, nullable, objectOf, oneOfTexts, text } from '../../http/openapi.ts';

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'pending', 'suspended', 'canceled'];

/** A plan as serializePlan answers it. */
export const planSchema = objectOf(
  {
    id: integer,
    identifier: oneOfTexts(PLAN_IDENTIFIERS),
    name: text,
    value_cents: { ...integer, description: 'The monthly price, in cents of BRL.' },
    users_limit: integer,
    customers_limit: { ...nullable(integer), description: 'null: no limit.' },
    customers_limit_period: oneOfTexts(['total', 'month']),
    trial_days: integer,
    recommended: boolean,
  },
  { title: 'Plan' },
);

/** `GET /api/v1/plans`. */
export const PLANS_ANSWER = objectOf({ plans: listOf(planSchema) });

/** `GET /api/v1/companies/{companyId}/subscription_status`, in JSON:API's shape. */
export const SUBSCRIPTION_STATUS_ANSWER = objectOf({
  data: objectOf(
    {
      id: text,
      type: oneOfTexts(['subscription_status']),
      attributes: objectOf(
        {
          suspended: { ...boolean, description: 'Unpaid, suspended, or a trial that has ended: the company can only read its status and pay.' },
          active: boolean,
          status: oneOfTexts(SUBSCRIPTION_STATUSES),
          trial_ends_at: nullable(dateTime),
        },
        { title: 'SubscriptionStatusAttributes' },
      ),
    },
    { title: 'SubscriptionStatus' },
  ),
});
