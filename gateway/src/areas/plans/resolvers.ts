import type { Resolvers } from '../../generated/graphql.ts';
import { ONLY } from '../../loaders.ts';
import { toGlobalId } from '../../relay.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestPlan, RestPlanWithQuota } from './types.ts';

/** The plans on offer, and the company's plan with its customer quota. */
export const planResolvers: Resolvers = {
  Query: {
    plans: (_, __, context) => context.loaders.plans.load(ONLY) as Promise<RestPlan[]>,
  },
  Company: {
    // The company's plan as GET /companies/{id}/plans/{planId} answers it, with its customer quota.
    customersQuota: (company: RestCompany, _, context) =>
      context.session().loaders.companyPlan.load({ companyId: company.id, planId: company.plan_id }),
  },
  CustomersQuota: {
    customersCount: (plan: RestPlanWithQuota) => plan.quota.customers_count,
    customersLimit: (plan: RestPlanWithQuota) =>
      plan.quota.customers_limit === undefined ? plan.customers_limit : plan.quota.customers_limit,
    exceededCustomersLimit: (plan: RestPlanWithQuota) => plan.quota.exceeded_customers_limit,
  },
  Plan: {
    id: (plan: RestPlan) => toGlobalId('Plan', plan.id),
    databaseId: (plan: RestPlan) => plan.id,
    identifier: (plan: RestPlan) => plan.identifier,
    name: (plan: RestPlan) => plan.name,
    valueCents: (plan: RestPlan) => plan.value_cents,
    usersLimit: (plan: RestPlan) => plan.users_limit,
    customersLimit: (plan: RestPlan) => plan.customers_limit,
    customersLimitPeriod: (plan: RestPlan) => plan.customers_limit_period,
    trialDays: (plan: RestPlan) => plan.trial_days,
    recommended: (plan: RestPlan) => plan.recommended,
  },
  // The api's lowercase words are the enums' internal values.
  PlanIdentifier: { FREE: 'free', LEAN: 'lean', TEAM: 'team' },
  CustomersLimitPeriod: { TOTAL: 'total', MONTH: 'month' },
};
