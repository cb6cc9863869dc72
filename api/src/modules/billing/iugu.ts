import { isRecord, type PlanIdentifier } from '@practice/common';
import type { PaymentConfig } from '../../config.ts';
import {
  ProviderRefusal,
  ProviderUnavailable,
  parseIuguWebhook,
  type PaymentProvider,
  type ProviderPaymentMethod,
  type ProviderSubscription,
} from './provider.ts';

type Json = Record<string, unknown>;

/**
 * Iugu's error texts: `{ errors: "Transação negada" }`, `{ errors: { field: ["message"] } }` or
 * `{ message: "..." }`; the first one found, as Iugu wrote it.
 */
export function iuguErrorMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { errors, message } = body;
  if (typeof errors === 'string' && errors.trim()) return errors.trim();
  if (isRecord(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      const first = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
      if (typeof first === 'string' && first.trim()) return field === 'base' ? first.trim() : `${field} ${first.trim()}`;
    }
  }
  if (Array.isArray(errors) && typeof errors[0] === 'string') return errors[0];
  if (typeof message === 'string' && message.trim()) return message.trim();
  return null;
}

function idOf(body: unknown): string {
  if (isRecord(body) && typeof body.id === 'string' && body.id) return body.id;
  throw new ProviderUnavailable('Iugu answered without an id');
}

function subscriptionOf(body: unknown): ProviderSubscription {
  const id = idOf(body);
  const record = body as Json;
  const expires = typeof record.expires_at === 'string' ? new Date(`${record.expires_at.slice(0, 10)}T12:00:00Z`) : null;
  return {
    id,
    active: record.active === true,
    suspended: record.suspended === true,
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : null,
  };
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * Iugu's REST API (https://api.iugu.com/v1): the API token as the user of HTTP basic auth, JSON
 * bodies, customers with their payment methods, subscriptions by plan identifier. A call that gets
 * no answer within `timeoutMs` is a `ProviderUnavailable`; a 4xx is a `ProviderRefusal` with Iugu's text.
 */
export function createIuguProvider(config: PaymentConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  if (!config.iuguApiToken) throw new Error('the iugu provider needs IUGU_API_TOKEN');
  const authorization = `Basic ${Buffer.from(`${config.iuguApiToken}:`).toString('base64')}`;

  async function call(method: string, path: string, body?: Json): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.iuguApiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Iugu did not answer ${method} ${path}: ${(error as Error).name}`);
    }
    let parsed: unknown = null;
    try {
      const raw = await response.text();
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      if (response.ok) throw new ProviderUnavailable(`Iugu answered ${method} ${path} with something other than JSON`);
    }
    if (response.status >= 500 || response.status === 401 || response.status === 429) {
      throw new ProviderUnavailable(`Iugu answered ${method} ${path} with ${response.status}`);
    }
    if (!response.ok) throw new ProviderRefusal(iuguErrorMessage(parsed) ?? 'Operação recusada pelo provedor de pagamentos');
    // Iugu answers some refusals (a charge the card's issuer declined) with 200 and `errors`.
    if (isRecord(parsed) && parsed.errors !== undefined && !(isRecord(parsed.errors) && Object.keys(parsed.errors).length === 0)) {
      const message = iuguErrorMessage(parsed);
      if (message) throw new ProviderRefusal(message);
    }
    return parsed;
  }

  return {
    name: 'iugu',
    async createCustomer(input) {
      const body = await call('POST', '/customers', {
        email: input.email,
        name: input.name,
        custom_variables: [{ name: 'company_reference', value: input.reference }],
      });
      return { id: idOf(body) };
    },
    async addPaymentMethod(customerId, input): Promise<ProviderPaymentMethod> {
      const body = await call('POST', `/customers/${segment(customerId)}/payment_methods`, {
        description: input.description,
        token: input.token,
        set_as_default: input.setAsDefault,
      });
      const record = body as Json;
      const data = isRecord(record.data) ? record.data : {};
      return {
        id: idOf(body),
        description: typeof record.description === 'string' ? record.description : input.description,
        brand: typeof data.brand === 'string' ? data.brand : '',
        displayNumber: typeof data.display_number === 'string' ? data.display_number : '',
      };
    },
    async removePaymentMethod(customerId, paymentMethodId) {
      await call('DELETE', `/customers/${segment(customerId)}/payment_methods/${segment(paymentMethodId)}`);
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await call('PUT', `/customers/${segment(customerId)}`, { default_payment_method_id: paymentMethodId });
    },
    async createSubscription(customerId, plan: PlanIdentifier) {
      return subscriptionOf(
        await call('POST', '/subscriptions', {
          customer_id: customerId,
          plan_identifier: plan,
          payable_with: 'credit_card',
          // The subscription exists only if its first charge is paid; a refused card creates nothing.
          only_on_charge_success: true,
        }),
      );
    },
    async changePlan(subscriptionId, plan) {
      return subscriptionOf(await call('POST', `/subscriptions/${segment(subscriptionId)}/change_plan/${segment(plan)}`));
    },
    // Iugu charges renewals itself; the product reads where the subscription stands.
    async renew(subscriptionId) {
      return subscriptionOf(await call('GET', `/subscriptions/${segment(subscriptionId)}`));
    },
    async suspend(subscriptionId) {
      return subscriptionOf(await call('POST', `/subscriptions/${segment(subscriptionId)}/suspend`));
    },
    async activate(subscriptionId) {
      return subscriptionOf(await call('POST', `/subscriptions/${segment(subscriptionId)}/activate`));
    },
    async cancel(subscriptionId) {
      await call('DELETE', `/subscriptions/${segment(subscriptionId)}`);
    },
    parseWebhook: parseIuguWebhook,
  };
}
