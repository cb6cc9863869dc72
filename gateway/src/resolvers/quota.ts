import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.ts';
import type { RestCompany, RestPlanWithQuota } from '../rest/types.ts';

/** The company's plan as GET /companies/{id}/plans/{planId} answers it, with its customer quota. */
export const quotaResolvers: IResolvers<unknown, GatewayContext> = {
  Company: {
    customersQuota: (company: RestCompany, _, context) =>
      context.session().loaders.companyPlan.load({ companyId: company.id, planId: company.plan_id }),
  },
  CustomersQuota: {
    customersCount: (plan: RestPlanWithQuota) => plan.quota.customers_count,
    customersLimit: (plan: RestPlanWithQuota) =>
      plan.quota.customers_limit === undefined ? plan.customers_limit : plan.quota.customers_limit,
    exceededCustomersLimit: (plan: RestPlanWithQuota) => plan.quota.exceeded_customers_limit,
  },
};
