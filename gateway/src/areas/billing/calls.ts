import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestPaymentMethod, RestSubscription } from './types.ts';

export function billingCalls(send: Send) {
  return {
    addPaymentMethod: async (
      companyId: number,
      paymentMethod: { token: string; description: string | null; item_type: 'credit_card'; set_as_default: boolean },
    ) =>
      (
        await send<{ payment_method: RestPaymentMethod; subscription: RestSubscription }>('POST', paths.paymentMethods(companyId), {
          body: { json: { payment_method: paymentMethod } },
        })
      ).body,
    removePaymentMethod: (companyId: number, paymentMethodId: number) =>
      send<unknown>('DELETE', paths.paymentMethod(companyId, paymentMethodId), { body: { form: {} } }),
    changePlan: async (companyId: number, planIdentifier: string) =>
      (
        await send<{ subscription: RestSubscription }>('POST', paths.subscriptionChanges(companyId), {
          body: { json: { subscription: { plan_identifier: planIdentifier } } },
        })
      ).body.subscription,
  };
}
