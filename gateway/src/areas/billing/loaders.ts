import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestBillingSettings, RestPaymentMethod, RestSubscription } from './types.ts';

export function billingPublicLoaders(send: Send) {
  return {
    billingSettings: resource(
      send,
      (_: typeof ONLY) => paths.billingSettings,
      (body: { settings: RestBillingSettings }) => body.settings,
    ),
  };
}

export function billingLoaders(send: Send) {
  return {
    subscription: resource(
      send,
      (companyId: number) => paths.subscriptions(companyId),
      (body: { subscription: RestSubscription }) => body.subscription,
    ),
    paymentMethods: resource(
      send,
      (companyId: number) => paths.paymentMethods(companyId),
      (body: { payment_methods: RestPaymentMethod[] }) => body.payment_methods,
    ),
  };
}
