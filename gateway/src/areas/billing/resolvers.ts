import type { Resolvers } from '../../generated/graphql.ts';
import type { GatewayContext } from '../../context.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { IUGU_SCRIPT_URL, SANDBOX_SCRIPT_PATH } from '../../payment-sandbox/serve.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestBillingSettings, RestPaymentMethod, RestSubscription } from './types.ts';

/**
 * The signed-in user's company as it is after a billing change: read again through the session
 * (which answers even while the company is suspended), with its subscription and cards forgotten.
 */
async function companyAfterBillingChange(context: GatewayContext): Promise<RestCompany> {
  const { loaders } = context.session();
  const before = await loaders.viewer.load(ONLY);
  loaders.viewer.clear(ONLY);
  loaders.company.clear(before.company_id);
  loaders.subscription.clear(before.company_id);
  loaders.paymentMethods.clear(before.company_id);
  loaders.subscriptionStatus.clear(before.company_id);
  const viewer = await loaders.viewer.load(ONLY);
  const company = await loaders.company.load(viewer.company_id);
  loaders.companyPlan.clear({ companyId: company.id, planId: company.plan_id });
  return company;
}

async function viewerCompanyId(context: GatewayContext): Promise<number> {
  return (await context.session().loaders.viewer.load(ONLY)).company_id;
}

export const billingResolvers: Resolvers = {
  Query: {
    paymentGateway: (_, __, context) => context.loaders.billingSettings.load(ONLY),
  },
  PaymentGateway: {
    provider: (settings: RestBillingSettings) => settings.provider,
    scriptUrl: (settings: RestBillingSettings) => (settings.provider === 'iugu' ? IUGU_SCRIPT_URL : SANDBOX_SCRIPT_PATH),
    accountId: (settings: RestBillingSettings) => settings.account_id,
    testMode: (settings: RestBillingSettings) => settings.test_mode,
  },
  Company: {
    subscription: (company: RestCompany, _, context) => context.session().loaders.subscription.load(company.id),
    paymentMethods: (company: RestCompany, _, context) => context.session().loaders.paymentMethods.load(company.id),
  },
  CompanySubscription: {
    plan: (subscription: RestSubscription) => subscription.plan,
    status: (subscription: RestSubscription) => subscription.status,
    active: (subscription: RestSubscription) => subscription.active,
    suspended: (subscription: RestSubscription) => subscription.suspended,
    trialEndsAt: (subscription: RestSubscription) => subscription.trial_ends_at,
    trialDaysLeft: (subscription: RestSubscription) => subscription.trial_days_left,
    nextCharge: (subscription: RestSubscription) => subscription.next_charge,
    cancelAtPeriodEnd: (subscription: RestSubscription) => subscription.cancel_at_period_end,
    createdAt: (subscription: RestSubscription) => subscription.created_at,
  },
  PaymentMethod: {
    id: (method: RestPaymentMethod) => toGlobalId('PaymentMethod', method.id),
    databaseId: (method: RestPaymentMethod) => method.id,
    description: (method: RestPaymentMethod) => method.description,
    brand: (method: RestPaymentMethod) => method.data.brand,
    displayNumber: (method: RestPaymentMethod) => method.data.display_number,
    isDefault: (method: RestPaymentMethod) => method.is_default,
    createdAt: (method: RestPaymentMethod) => method.created_at,
  },
  Mutation: {
    addPaymentMethod: (_, { input }, context) =>
      payloadOf(
        async () => {
          const companyId = await viewerCompanyId(context);
          const { payment_method: paymentMethod } = await context.session().calls.addPaymentMethod(companyId, {
            token: input.token,
            description: input.description?.trim() || null,
            item_type: 'credit_card',
            set_as_default: input.setAsDefault ?? true,
          });
          return { paymentMethod, company: await companyAfterBillingChange(context) };
        },
        { paymentMethod: null, company: null },
      ),
    async removePaymentMethod(_, { input }, context) {
      const paymentMethodId = databaseIdOf(input.id, 'PaymentMethod');
      return payloadOf(
        async () => {
          await context.session().calls.removePaymentMethod(await viewerCompanyId(context), paymentMethodId);
          return { deletedPaymentMethodId: input.id, company: await companyAfterBillingChange(context) };
        },
        { deletedPaymentMethodId: null, company: null },
      );
    },
    changePlan: (_, { input }, context) =>
      payloadOf(
        async () => {
          await context.session().calls.changePlan(await viewerCompanyId(context), input.planIdentifier);
          return { company: await companyAfterBillingChange(context) };
        },
        { company: null },
      ),
  },
};
