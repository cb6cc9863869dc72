import { segment } from '../../rest/paths.ts';

export const paths = {
  subscriptions: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscriptions`,
  paymentMethods: (companyId: number) => `/api/v1/companies/${segment(companyId)}/payment_methods`,
  paymentMethod: (companyId: number, paymentMethodId: number) =>
    `/api/v1/companies/${segment(companyId)}/payment_methods/${segment(paymentMethodId)}`,
  subscriptionChanges: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscription_changes`,
  billingSettings: '/api/v1/billing/settings',
};
