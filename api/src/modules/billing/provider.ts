import { isRecord, type PlanIdentifier } from '@practice/common';

/** A saved card as the provider describes it. */
export interface ProviderPaymentMethod {
  id: string;
  description: string;
  /** The provider's brand name: VISA, MASTER, AMEX, ELO... */
  brand: string;
  /** `XXXX-XXXX-XXXX-1111`. */
  displayNumber: string;
}

/** A paid subscription at the provider: paid until `expiresAt`, when the next charge falls. */
export interface ProviderSubscription {
  id: string;
  active: boolean;
  suspended: boolean;
  expiresAt: Date | null;
}

/** What a provider notification means for the product; anything else is acknowledged and ignored. */
export type BillingEventKind = 'payment_confirmed' | 'payment_failed' | 'subscription_suspended' | 'subscription_activated';

export interface BillingEvent {
  kind: BillingEventKind;
  /** The provider's event name, kept with the record of the notification. */
  event: string;
  /** The provider subscription the event is about. */
  subscriptionId: string;
  /** The same for every delivery of one event, so a repeated one is recognised. */
  key: string;
}

/**
 * The card payment provider, as the product uses it. Every method either does the whole thing at the
 * provider or throws: `ProviderRefusal` (the provider said no, with its own words) or
 * `ProviderUnavailable` (no answer in time, or an answer that makes no sense).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'iugu';
  createCustomer(input: { email: string; name: string; reference: string }): Promise<{ id: string }>;
  /** Saves the card a browser token stands for; a card the issuer refuses is a `ProviderRefusal`. */
  addPaymentMethod(
    customerId: string,
    input: { token: string; description: string; setAsDefault: boolean },
  ): Promise<ProviderPaymentMethod>;
  removePaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Starts a paid subscription, charging the customer's default card at once; refused if that charge is. */
  createSubscription(customerId: string, plan: PlanIdentifier): Promise<ProviderSubscription>;
  changePlan(subscriptionId: string, plan: PlanIdentifier): Promise<ProviderSubscription>;
  /** Charges what is due (a renewal) with the default card, or reports how the provider's own charge went. */
  renew(subscriptionId: string): Promise<ProviderSubscription>;
  suspend(subscriptionId: string): Promise<ProviderSubscription>;
  /** Brings back a suspended subscription, paying what is due with the default card. */
  activate(subscriptionId: string): Promise<ProviderSubscription>;
  cancel(subscriptionId: string): Promise<void>;
  /** Reads a webhook body; null when it is not an event the product acts on. */
  parseWebhook(body: unknown): BillingEvent | null;
}

/** The provider refused: its message is shown to the user as it is. */
export class ProviderRefusal extends Error {}

/** The provider did not answer (in time, or sensibly): nothing may be taken as done. */
export class ProviderUnavailable extends Error {}

function idText(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : null;
}

/**
 * Iugu's triggers, which the sandbox speaks too: a form with `event` and `data[...]`.
 * `invoice.status_changed` with status paid confirms a payment; `invoice.payment_failed` reports a
 * refused one; `subscription.suspended` and `subscription.activated` speak for themselves.
 */
export function parseIuguWebhook(body: unknown): BillingEvent | null {
  if (!isRecord(body) || typeof body.event !== 'string' || !isRecord(body.data)) return null;
  const { event, data } = body;
  const id = idText(data.id);
  if (!id) return null;
  if (event === 'invoice.status_changed' || event === 'invoice.payment_failed') {
    const subscriptionId = idText(data.subscription_id);
    if (!subscriptionId) return null;
    if (event === 'invoice.payment_failed') return { kind: 'payment_failed', event, subscriptionId, key: `${event}:${id}` };
    if (data.status !== 'paid') return null;
    return { kind: 'payment_confirmed', event, subscriptionId, key: `${event}:${id}:paid` };
  }
  if (event === 'subscription.suspended') return { kind: 'subscription_suspended', event, subscriptionId: id, key: `${event}:${id}:${String(data.expires_at ?? '')}` };
  if (event === 'subscription.activated') return { kind: 'subscription_activated', event, subscriptionId: id, key: `${event}:${id}:${String(data.expires_at ?? '')}` };
  return null;
}
