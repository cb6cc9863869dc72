import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.ts';
import { ONLY } from '../loaders.ts';
import { toGlobalId } from '../relay.ts';
import type { RestPlan } from '../rest/types.ts';

export const planResolvers: IResolvers<unknown, GatewayContext> = {
  Query: {
    plans: (_, __, context) => context.loaders.plans.load(ONLY),
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
