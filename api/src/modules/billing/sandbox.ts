import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  addMonthsToInstant,
  CARD_BRAND_NAMES,
  LINE_CONTROL_CHARACTER,
  detectCardBrand,
  displayCardNumber,
  isCardExpiryValid,
  isValidCardCvv,
  isValidCardNumber,
  cardDigits,
  type PlanIdentifier,
} from '@practice/common';
import type { Clock } from '../../clock.ts';
import { jsonb, type Db, type Executor } from '../../db/index.ts';
import type { PaymentSandboxKind } from '../../db/schema.ts';
import { RateLimits, tooManyRequestsMessage } from '../../auth/rate-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { asInput, section, text } from '../../http/input.ts';
import { SANDBOX_TOKEN_ANSWER, SANDBOX_TOKEN_BODY } from './schemas.ts';
import {
  ProviderRefusal,
  parseIuguWebhook,
  type PaymentProvider,
  type ProviderPaymentMethod,
  type ProviderSubscription,
} from './provider.ts';

/** The sandbox's test cards, as in the provider's test mode. */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  /** Refused when it is saved, as the issuer refuses the verification. */
  declined: '4012888888881881',
  /** Saved, but every charge on it is refused: for a renewal or a trial end that fails. */
  chargeRefused: '4000000000000002',
} as const;

/** The provider's words for a refused card. */
export const DECLINED_MESSAGE = 'Transação negada';
const NO_CARD_MESSAGE = 'Cliente sem forma de pagamento padrão';

/** How long a browser token may wait to be used, as the provider's. */
const TOKEN_LIFETIME_MS = 30 * 60_000;

type Outcome = 'approved' | 'declined' | 'charge_refused';

interface TokenData {
  method: 'credit_card';
  outcome: Outcome;
  used: boolean;
  extra_info: { brand: string; holder_name: string; display_number: string; month: string; year: string };
}

interface PaymentMethodData {
  description: string;
  outcome: Outcome;
  brand: string;
  display_number: string;
  is_default: boolean;
}

interface SubscriptionData {
  customer_id: string;
  plan_identifier: PlanIdentifier;
  active: boolean;
  suspended: boolean;
  expires_at: string;
}

function newId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

function outcomeOf(number: string): Outcome {
  if (number === SANDBOX_CARDS.declined) return 'declined';
  if (number === SANDBOX_CARDS.chargeRefused) return 'charge_refused';
  return 'approved';
}

async function insert(db: Executor, kind: PaymentSandboxKind, ownerId: string | null, data: object, now: Date) {
  const id = newId();
  await db.insertInto('payment_sandbox_objects').values({ id, kind, owner_id: ownerId, data: jsonb(data), created_at: now }).execute();
  return id;
}

async function find<T>(db: Executor, kind: PaymentSandboxKind, id: string) {
  const row = await db
    .selectFrom('payment_sandbox_objects')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, data: row.data as T } : undefined;
}

async function methodsOf(db: Executor, customerId: string) {
  const rows = await db
    .selectFrom('payment_sandbox_objects')
    .selectAll()
    .where('kind', '=', 'payment_method')
    .where('owner_id', '=', customerId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ ...row, data: row.data as unknown as PaymentMethodData }));
}

async function save(db: Executor, id: string, data: object) {
  await db.updateTable('payment_sandbox_objects').set({ data: jsonb(data) }).where('id', '=', id).execute();
}

/**
 * The local provider: the same calls and answers as the real one's test mode, its records in the
 * product's database, so a fresh machine and the tests need no network. Card numbers and security
 * codes are read once, when a token is made, and never stored: only the brand and the last digits.
 */
export function createSandboxProvider(db: Db, clock: Clock): PaymentProvider {
  const subscriptionOf = async (id: string) => {
    const row = await find<SubscriptionData>(db, 'subscription', id);
    if (!row) throw new ProviderRefusal('Assinatura não encontrada');
    return row;
  };
  const answer = (id: string, data: SubscriptionData): ProviderSubscription => ({
    id,
    active: data.active,
    suspended: data.suspended,
    expiresAt: new Date(data.expires_at),
  });
  /** One charge of the plan's price on the customer's default card, recorded either way. */
  const charge = async (customerId: string, subscriptionId: string | null, plan: PlanIdentifier) => {
    const methods = await methodsOf(db, customerId);
    const card = methods.find((m) => m.data.is_default);
    const price = await db.selectFrom('plans').select('value_cents').where('identifier', '=', plan).executeTakeFirst();
    const paid = card !== undefined && card.data.outcome === 'approved';
    await insert(
      db,
      'charge',
      customerId,
      {
        subscription_id: subscriptionId,
        payment_method_id: card?.id ?? null,
        total_cents: price?.value_cents ?? 0,
        status: paid ? 'paid' : 'refused',
      },
      clock(),
    );
    if (!card) throw new ProviderRefusal(NO_CARD_MESSAGE);
    if (!paid) throw new ProviderRefusal(DECLINED_MESSAGE);
  };
  const renewFrom = (data: SubscriptionData) => {
    const now = clock();
    const current = new Date(data.expires_at);
    return addMonthsToInstant(current > now ? current : now, 1).toISOString();
  };

  return {
    name: 'sandbox',
    async createCustomer(input) {
      return { id: await insert(db, 'customer', null, { email: input.email, name: input.name, reference: input.reference }, clock()) };
    },
    async addPaymentMethod(customerId, input): Promise<ProviderPaymentMethod> {
      const customer = await find(db, 'customer', customerId);
      if (!customer) throw new ProviderRefusal('Cliente não encontrado');
      const token = await find<TokenData>(db, 'token', input.token);
      if (!token || token.data.used || clock().getTime() - token.created_at.getTime() > TOKEN_LIFETIME_MS) {
        throw new ProviderRefusal('Token inválido ou expirado');
      }
      await save(db, token.id, { ...token.data, used: true });
      if (token.data.outcome === 'declined') throw new ProviderRefusal(DECLINED_MESSAGE);
      const others = await methodsOf(db, customerId);
      const isDefault = input.setAsDefault || others.length === 0;
      if (isDefault) {
        for (const other of others) await save(db, other.id, { ...other.data, is_default: false });
      }
      const data: PaymentMethodData = {
        description: input.description,
        outcome: token.data.outcome,
        brand: token.data.extra_info.brand,
        display_number: token.data.extra_info.display_number,
        is_default: isDefault,
      };
      const id = await insert(db, 'payment_method', customerId, data, clock());
      return { id, description: data.description, brand: data.brand, displayNumber: data.display_number };
    },
    async removePaymentMethod(customerId, paymentMethodId) {
      await db
        .deleteFrom('payment_sandbox_objects')
        .where('kind', '=', 'payment_method')
        .where('owner_id', '=', customerId)
        .where('id', '=', paymentMethodId)
        .execute();
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      const methods = await methodsOf(db, customerId);
      for (const method of methods) {
        await save(db, method.id, { ...method.data, is_default: method.id === paymentMethodId });
      }
    },
    async createSubscription(customerId, plan) {
      await charge(customerId, null, plan);
      const data: SubscriptionData = {
        customer_id: customerId,
        plan_identifier: plan,
        active: true,
        suspended: false,
        expires_at: addMonthsToInstant(clock(), 1).toISOString(),
      };
      return answer(await insert(db, 'subscription', customerId, data, clock()), data);
    },
    async changePlan(subscriptionId, plan) {
      const row = await subscriptionOf(subscriptionId);
      const data = { ...row.data, plan_identifier: plan };
      await save(db, row.id, data);
      return answer(row.id, data);
    },
    async renew(subscriptionId) {
      const row = await subscriptionOf(subscriptionId);
      if (new Date(row.data.expires_at) > clock()) return answer(row.id, row.data);
      try {
        await charge(row.data.customer_id, row.id, row.data.plan_identifier);
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error;
        const data = { ...row.data, suspended: true, active: false };
        await save(db, row.id, data);
        return answer(row.id, data);
      }
      const data = { ...row.data, active: true, suspended: false, expires_at: renewFrom(row.data) };
      await save(db, row.id, data);
      return answer(row.id, data);
    },
    async suspend(subscriptionId) {
      const row = await subscriptionOf(subscriptionId);
      const data = { ...row.data, suspended: true, active: false };
      await save(db, row.id, data);
      return answer(row.id, data);
    },
    async activate(subscriptionId) {
      const row = await subscriptionOf(subscriptionId);
      if (new Date(row.data.expires_at) <= clock()) await charge(row.data.customer_id, row.id, row.data.plan_identifier);
      const data = { ...row.data, active: true, suspended: false, expires_at: renewFrom(row.data) };
      await save(db, row.id, data);
      return answer(row.id, data);
    },
    async cancel(subscriptionId) {
      await db.deleteFrom('payment_sandbox_objects').where('kind', '=', 'subscription').where('id', '=', subscriptionId).execute();
    },
    parseWebhook: parseIuguWebhook,
  };
}

type TokenField = 'number' | 'verification_value' | 'expiration' | 'first_name' | 'last_name';
const NAME_MAX = 100;
const HOUR_MS = 3_600_000;


/**
 * `POST /payment-sandbox/v1/payment_token`, the sandbox's side of the browser script: Iugu's request
 * (`{ account_id, method: 'credit_card', test, data: { number, verification_value, first_name,
 * last_name, month, year } }`) and answer (`{ id, method, test, extra_info: { brand, holder_name,
 * display_number, month, year } }`), errors as `422 { errors: { field: [message] } }`.
 */
export async function sandboxTokenRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; accountId: string; tokensPerIpPerHour: number }) {
  const limits = new RateLimits(deps.db);
  app.post('/payment-sandbox/v1/payment_token', { bodyLimit: 4096, schema: { body: SANDBOX_TOKEN_BODY, response: { 200: SANDBOX_TOKEN_ANSWER } } }, async (request, reply) => {
    // Every attempt counts: a public card check is what card testers look for.
    const perIp = await limits.hit(`card-token-ip:${request.ip}`, { limit: deps.tokensPerIpPerHour, windowMs: HOUR_MS }, deps.clock());
    if (!perIp.allowed) {
      // Iugu's shape for an error the script shows as it is: `errors` as one text.
      const message = tooManyRequestsMessage(perIp.retryAfterMs);
      reply.header('retry-after', String(Math.ceil(perIp.retryAfterMs / 1000)));
      throw new HttpError(429, message, { errors: message });
    }
    const body = asInput(request.body);
    const data = section(body, 'data');
    const errors: Record<string, string[]> = {};
    const fail = (field: TokenField, message: string) => {
      errors[field] = [message];
    };
    if (text(body, 'account_id') !== deps.accountId) {
      throw new HttpError(422, 'account_id não é válido', { errors: { account_id: ['não é válido'] } });
    }
    if (text(body, 'method') !== 'credit_card') {
      throw new HttpError(422, 'method não é válido', { errors: { method: ['não é válido'] } });
    }
    const number = cardDigits(text(data, 'number') ?? '');
    const cvv = text(data, 'verification_value') ?? '';
    const firstName = text(data, 'first_name') ?? '';
    const lastName = text(data, 'last_name') ?? '';
    const month = text(data, 'month') ?? '';
    const year = text(data, 'year') ?? '';
    const brand = detectCardBrand(number);
    if (!isValidCardNumber(text(data, 'number') ?? '') || !brand) fail('number', 'não é válido');
    if (!isValidCardCvv(cvv, brand)) fail('verification_value', 'não é válido');
    if (!isCardExpiryValid(month, year, deps.clock())) fail('expiration', 'não é válido');
    if (!firstName || firstName.length > NAME_MAX || LINE_CONTROL_CHARACTER.test(firstName)) fail('first_name', 'não é válido');
    if (lastName.length > NAME_MAX || LINE_CONTROL_CHARACTER.test(lastName)) fail('last_name', 'não é válido');
    if (Object.keys(errors).length > 0) {
      throw new HttpError(422, 'Dados do cartão inválidos', { errors });
    }
    const token: TokenData = {
      method: 'credit_card',
      outcome: outcomeOf(number),
      used: false,
      extra_info: {
        brand: CARD_BRAND_NAMES[brand!],
        holder_name: `${firstName} ${lastName}`.trim().toUpperCase(),
        display_number: displayCardNumber(number),
        month: month.padStart(2, '0'),
        year: year.length === 2 ? `20${year}` : year,
      },
    };
    const now = deps.clock();
    // Tokens nobody used in time are of no further use: they go as new ones are made.
    await deps.db
      .deleteFrom('payment_sandbox_objects')
      .where('kind', '=', 'token')
      .where('created_at', '<', new Date(now.getTime() - TOKEN_LIFETIME_MS))
      .execute();
    const id = await insert(deps.db, 'token', null, token, now);
    reply.header('cache-control', 'no-store');
    return { id, method: 'credit_card', test: true, extra_info: token.extra_info };
  });
}
