import { PLAN_IDENTIFIERS } from '@practice/common';
import type { SubscriptionStatus } from '../../db/schema.ts';
import { boolean, dateTime, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, text } from '../../http/openapi.ts';
import type { PaymentProvider } from './provider.ts';
import { DESCRIPTION_MAX } from './payment-methods.ts';

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'pending', 'suspended', 'canceled'];

/** A plan's keys as serializePlan answers them, for answers that add to a plan. */
export const planProperties: Record<string, JsonSchema> = {
  id: integer,
  identifier: oneOfTexts(PLAN_IDENTIFIERS),
  name: text,
  value_cents: { ...integer, description: 'The monthly price, in cents of BRL.' },
  users_limit: integer,
  customers_limit: { ...nullable(integer), description: 'null: no limit.' },
  customers_limit_period: oneOfTexts(['total', 'month']),
  trial_days: integer,
  recommended: boolean,
};

/** A plan as serializePlan answers it. */
export const planSchema = objectOf(planProperties, { title: 'Plan' });

/** `GET /api/v1/plans`. */
export const PLANS_ANSWER = objectOf({ plans: listOf(planSchema) }, { title: 'PlanList' });

/** `GET /api/v1/companies/{companyId}/subscription_status`, in JSON:API's shape. */
export const SUBSCRIPTION_STATUS_ANSWER = objectOf(
  {
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
  },
  { title: 'SubscriptionStatusAnswer' },
);

/** The company's subscription (routes.ts's serializeSubscription). */
const subscriptionSchema = objectOf(
  {
    id: integer,
    plan_identifier: oneOfTexts(PLAN_IDENTIFIERS),
    plan: planSchema,
    status: oneOfTexts(SUBSCRIPTION_STATUSES),
    active: boolean,
    suspended: { ...boolean, description: 'Unpaid, suspended, or a trial that has ended.' },
    trial_ends_at: nullable(dateTime),
    trial_days_left: { ...nullable(integer), description: 'Days left of a trial under way; null otherwise.' },
    next_charge: { ...nullable(dateTime), description: 'When the plan is charged next.' },
    cancel_at_period_end: { ...boolean, description: 'Moves to the free plan when the paid period ends.' },
    created_at: dateTime,
  },
  { title: 'Subscription' },
);

/** `GET /api/v1/companies/{companyId}/subscriptions`, and a plan changed. */
export const SUBSCRIPTION_ANSWER = objectOf({ subscription: subscriptionSchema }, { title: 'SubscriptionAnswer' });

/** A saved card (payment-methods.ts's serializePaymentMethod): never its number, only how the provider shows it. */
const paymentMethodSchema = objectOf(
  {
    id: integer,
    description: text,
    item_type: oneOfTexts(['credit_card']),
    data: objectOf(
      {
        brand: { ...text, description: "The provider's brand name: VISA, MASTER, AMEX, ELO..." },
        display_number: { ...text, description: '`XXXX-XXXX-XXXX-1111`.' },
      },
      { title: 'PaymentMethodData' },
    ),
    is_default: boolean,
    created_at: dateTime,
  },
  { title: 'PaymentMethod' },
);

/** `GET /api/v1/companies/{companyId}/payment_methods`: the default first, then the newest. */
export const PAYMENT_METHODS_ANSWER = objectOf({ payment_methods: listOf(paymentMethodSchema) }, { title: 'PaymentMethodList' });

/** A card saved: the card and the subscription, which a suspended company's new card has paid. */
export const PAYMENT_METHOD_CREATED_ANSWER = objectOf(
  { payment_method: paymentMethodSchema, subscription: subscriptionSchema },
  { title: 'PaymentMethodCreated' },
);

/** A card removed: the card as it was. */
export const PAYMENT_METHOD_ANSWER = objectOf({ payment_method: paymentMethodSchema }, { title: 'PaymentMethodAnswer' });

/** A body's keys, none required: the routes read and check them themselves (http/input.ts). */
/** `POST /api/v1/companies/{companyId}/payment_methods` (payment-methods.ts's readPaymentMethod). */
export const PAYMENT_METHOD_BODY = inputOf(
  {
    payment_method: inputOf(
      {
        token: { ...text, description: "The card's token from the provider's browser script; never card data." },
        description: { ...nullable(text), maxLength: DESCRIPTION_MAX, description: "'Cartão final 1111' when left out." },
        item_type: oneOfTexts(['credit_card']),
        set_as_default: { anyOf: [boolean, oneOfTexts(['true', 'false', '1', '0'])], description: "The company's first card is the default whatever this says." },
      },
      { title: 'PaymentMethodForm' },
    ),
  },
  { title: 'PaymentMethodRequest' },
);

/** `POST /api/v1/companies/{companyId}/subscription_changes`: the plan to move to. */
export const SUBSCRIPTION_CHANGE_BODY = inputOf(
  { subscription: inputOf({ plan_identifier: oneOfTexts(PLAN_IDENTIFIERS) }, { title: 'SubscriptionChange' }) },
  { title: 'SubscriptionChangeRequest' },
);

const PROVIDERS: readonly PaymentProvider['name'][] = ['sandbox', 'iugu'];

/** `GET /api/v1/billing/settings`: what the browser needs to make a card's token. */
export const BILLING_SETTINGS_ANSWER = objectOf(
  {
    settings: objectOf(
      {
        provider: oneOfTexts(PROVIDERS),
        account_id: { ...text, description: "The provider's account the browser script makes tokens for." },
        test_mode: { ...boolean, description: 'The sandbox: no card is charged.' },
      },
      { title: 'BillingSettings' },
    ),
  },
  { title: 'BillingSettingsAnswer' },
);

/** Iugu posts its triggers as a form; JSON is read alike. */
export const WEBHOOK_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/** `POST /api/v1/billing/webhooks/{provider}`: Iugu's trigger, a form (provider.ts's parseIuguWebhook). */
export const WEBHOOK_BODY = inputOf(
  {
    event: { ...text, description: '`invoice.status_changed`, `invoice.payment_failed`, `subscription.suspended` or `subscription.activated`; others are ignored.' },
    data: {
      type: 'object',
      title: 'WebhookData',
      description: "The invoice's or subscription's `id`, and an invoice's `subscription_id` and `status`.",
      properties: { id: text, subscription_id: text, status: text, expires_at: text },
    },
  },
  { title: 'WebhookRequest' },
);

export const WEBHOOK_ANSWER = objectOf(
  {
    status: {
      ...oneOfTexts(['applied', 'duplicate', 'ignored']),
      description: '`applied` once per event; `duplicate` for one applied before; `ignored` for one that changes nothing here.',
    },
  },
  { title: 'WebhookAnswer' },
);

/** `POST /payment-sandbox/v1/payment_token`: Iugu's card token request, which the sandbox answers in test mode. */
export const SANDBOX_TOKEN_BODY = inputOf(
  {
    account_id: text,
    method: oneOfTexts(['credit_card']),
    test: { anyOf: [boolean, text] },
    data: inputOf(
      {
        number: text,
        verification_value: text,
        first_name: text,
        last_name: text,
        month: text,
        year: { ...text, description: 'Two or four digits.' },
      },
      { title: 'SandboxCard' },
    ),
  },
  { title: 'SandboxTokenRequest' },
);

export const SANDBOX_TOKEN_ANSWER = objectOf(
  {
    id: text,
    method: oneOfTexts(['credit_card']),
    test: { ...boolean, const: true },
    extra_info: objectOf(
      {
        brand: text,
        holder_name: text,
        display_number: { ...text, description: '`XXXX-XXXX-XXXX-1111`.' },
        month: { ...text, description: 'Two digits.' },
        year: { ...text, description: 'Four digits.' },
      },
      { title: 'SandboxTokenCard' },
    ),
  },
  { title: 'SandboxToken' },
);
