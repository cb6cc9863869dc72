import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addMonthsToInstant, isPlanIdentifier } from '@practice/common';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { BEFORE_TWO_FACTOR_SETUP, getCaller, parseId, requireCompany } from '../../auth/hook.ts';
import { RateLimits, tooManyRequests, type RateVerdict } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { section, text } from '../../http/input.ts';
import { FieldErrors, VALIDATION, baseError } from '../../http/validation.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { companyIdByPaymentSubscription, savePaymentCustomerId } from '../companies/billing.ts';
import { findCompany } from '../companies/queries.ts';
import { planByIdentifier, serializePlan } from './catalog.ts';
import { BILLING_MESSAGES, withProvider } from './errors.ts';
import { WHILE_SUSPENDED } from './guard.ts';
import { claim, release, settle, type BillingDeps } from './lifecycle.ts';
import {
  MAX_PAYMENT_METHODS,
  defaultDescription,
  findPaymentMethod,
  listPaymentMethods,
  readPaymentMethod,
  serializePaymentMethod,
} from './payment-methods.ts';
import type { SubscriptionPatch } from './state.ts';
import { findStanding, isPaid, updateSubscription, type Standing } from './state.ts';
import { currentSubscription, subscriptionStatus } from './status.ts';
import { sandboxTokenRoutes } from './sandbox.ts';
import {
  BILLING_SETTINGS_ANSWER,
  PAYMENT_METHODS_ANSWER,
  PAYMENT_METHOD_ANSWER,
  PAYMENT_METHOD_BODY,
  PAYMENT_METHOD_CREATED_ANSWER,
  SUBSCRIPTION_ANSWER,
  SUBSCRIPTION_CHANGE_BODY,
  SUBSCRIPTION_STATUS_ANSWER,
  WEBHOOK_ANSWER,
  WEBHOOK_BODY,
  WEBHOOK_MEDIA_TYPES,
} from './schemas.ts';

const PAYMENT_METHOD_TRACKED_FIELDS = ['description', 'brand', 'display_number', 'is_default'];
const DAY_MS = 86_400_000;

type CompanyParams = { Params: { companyId: string } };
type PaymentMethodParams = { Params: { companyId: string; paymentMethodId: string } };

/** The caller's company, when the caller may see and change its billing (system_admin and standard). */
function billingScope(request: FastifyRequest, companyIdParam: string) {
  const companyId = requireCompany(request, companyIdParam);
  authorize(request, 'manage', subject('Subscription', { company_id: companyId }));
  return { companyId, user: getCaller(request).user };
}

async function standingOf(db: Db, companyId: number): Promise<Standing> {
  const standing = await findStanding(db, companyId);
  if (!standing) throw notFound();
  return standing;
}

export function serializeSubscription(standing: Standing, now: Date) {
  const { subscription, plan } = standing;
  const status = subscriptionStatus(subscription, now);
  const trialing = subscription.status === 'trialing' && subscription.trial_ends_at !== null && !status.suspended;
  return {
    id: subscription.id,
    plan_identifier: plan.identifier,
    plan: serializePlan(plan),
    status: subscription.status,
    active: status.active,
    suspended: status.suspended,
    trial_ends_at: subscription.trial_ends_at,
    trial_days_left: trialing ? Math.max(0, Math.ceil((subscription.trial_ends_at!.getTime() - now.getTime()) / DAY_MS)) : null,
    next_charge: subscription.next_charge_at,
    cancel_at_period_end: subscription.cancel_at_period_end,
    created_at: subscription.created_at,
  };
}

/** The provider's customer for the company, created the first time it is needed. */
async function ensureCustomer(deps: BillingDeps, companyId: number, payer: { email: string; name: string }): Promise<string> {
  const company = await findCompany(deps.db, companyId);
  if (company.payment_customer_id) return company.payment_customer_id;
  // The provider's customer is the person who pays, as its e-mails and receipts address them.
  const created = await withProvider(() =>
    deps.provider.createCustomer({ email: payer.email, name: payer.name, reference: company.hashid }),
  );
  const saved = await savePaymentCustomerId(deps.db, companyId, created.id);
  if (saved) return saved;
  // Another call made one at the same moment: use the one that was saved.
  return (await findCompany(deps.db, companyId)).payment_customer_id ?? created.id;
}

function readPlanChange(body: unknown) {
  const input = section(body, 'subscription');
  const identifier = text(input, 'plan_identifier') ?? '';
  const errors = new FieldErrors({ plan_identifier: 'Plano' });
  if (identifier === '') errors.add('plan_identifier', VALIDATION.blank);
  else if (!isPlanIdentifier(identifier)) errors.add('plan_identifier', VALIDATION.invalid);
  errors.throwIfAny();
  return identifier as Parameters<typeof planByIdentifier>[1];
}

export async function billingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, writeOnce } = deps;
  const billing = deps.billing;

  const subscriptionAnswer = async (companyId: number) => ({
    subscription: serializeSubscription(await standingOf(db, companyId), clock()),
  });

  // Read at every sign-in, so it stays open to a user still to set up two-step sign-in.
  const statusRoute = { config: { ...WHILE_SUSPENDED.config, ...BEFORE_TWO_FACTOR_SETUP.config }, schema: { response: { 200: SUBSCRIPTION_STATUS_ANSWER } } };
  app.get<CompanyParams>('/api/v1/companies/:companyId/subscription_status', statusRoute, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    const subscription = await currentSubscription(db, companyId);
    return {
      data: {
        id: String(subscription.id),
        type: 'subscription_status',
        attributes: subscriptionStatus(subscription, clock()),
      },
    };
  });

  app.get<CompanyParams>('/api/v1/companies/:companyId/subscriptions', { ...WHILE_SUSPENDED, schema: { response: { 200: SUBSCRIPTION_ANSWER } } }, async (request) => {
    const { companyId } = billingScope(request, request.params.companyId);
    return subscriptionAnswer(companyId);
  });

  app.get<CompanyParams>('/api/v1/companies/:companyId/payment_methods', { ...WHILE_SUSPENDED, schema: { response: { 200: PAYMENT_METHODS_ANSWER } } }, async (request) => {
    const { companyId } = billingScope(request, request.params.companyId);
    return { payment_methods: (await listPaymentMethods(db, companyId)).map(serializePaymentMethod) };
  });

  app.post<CompanyParams>(
    '/api/v1/companies/:companyId/payment_methods',
    {
      config: { ...WHILE_SUSPENDED.config, ...IDEMPOTENT },
      bodyLimit: 16 * 1024,
      schema: { body: PAYMENT_METHOD_BODY, response: { 201: PAYMENT_METHOD_CREATED_ANSWER } },
    },
    async (request, reply) => {
      const { companyId, user } = billingScope(request, request.params.companyId);
      const input = readPaymentMethod(section(request.body, 'payment_method'));
      const existing = await listPaymentMethods(db, companyId);
      if (existing.length >= MAX_PAYMENT_METHODS) throw baseError(BILLING_MESSAGES.tooManyCards(MAX_PAYMENT_METHODS));
      const setAsDefault = input.setAsDefault || existing.length === 0;
      // The card goes to the provider only when the key has no answer yet: a retry of a card
      // already saved is answered from what was written (its token is spent at the provider).
      let saved: { customerId: string; card: Awaited<ReturnType<typeof billing.provider.addPaymentMethod>> } | undefined;
      let committed = false;
      const takeBack = async () => {
        if (saved && !committed) await billing.provider.removePaymentMethod(saved.customerId, saved.card.id).catch(() => undefined);
      };
      let answer: unknown;
      try {
        answer = await writeOnce(
          request,
          reply,
          async (trx, afterCommit) => {
            afterCommit(() => {
              committed = true;
            });
            const { card } = saved!;
            await findCompany(trx, companyId, { forUpdate: true });
            if (setAsDefault) {
              await trx.updateTable('payment_methods').set({ is_default: false }).where('company_id', '=', companyId).execute();
            }
            const created = await trx
              .insertInto('payment_methods')
              .values({
                company_id: companyId,
                provider_id: card.id,
                description: input.description ?? defaultDescription(card.displayNumber),
                brand: card.brand,
                display_number: card.displayNumber,
                is_default: setAsDefault,
                created_at: clock(),
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await recordActivity(trx, {
              companyId,
              userId: user.id,
              event: 'create',
              itemType: 'PaymentMethod',
              itemId: created.id,
              itemName: created.description,
              changes: diffChanges(null, created, PAYMENT_METHOD_TRACKED_FIELDS),
            });
            return created.id;
          },
          {
            before: async () => {
              const customerId = await ensureCustomer(billing, companyId, user);
              const card = await withProvider(() =>
                billing.provider.addPaymentMethod(customerId, { token: input.token, description: input.description ?? 'Cartão de crédito', setAsDefault }),
              );
              saved = { customerId, card };
            },
            finish: async (methodId) => {
              // A suspended company pays with its new card at once.
              await settle(billing, companyId, { pay: true, userId: user.id });
              reply.status(201);
              return { payment_method: serializePaymentMethod(await findPaymentMethod(db, companyId, methodId)), ...(await subscriptionAnswer(companyId)) };
            },
          },
        );
      } catch (error) {
        // The card is not the company's after all (or another attempt's is): take it back from the provider too.
        await takeBack();
        throw error;
      }
      await takeBack();
      return answer;
    },
  );

  app.delete<PaymentMethodParams>(
    '/api/v1/companies/:companyId/payment_methods/:paymentMethodId',
    { ...WHILE_SUSPENDED, schema: { response: { 200: PAYMENT_METHOD_ANSWER } } },
    async (request) => {
      const { companyId, user } = billingScope(request, request.params.companyId);
      const method = await findPaymentMethod(db, companyId, parseId(request.params.paymentMethodId));
      const customerId = (await findCompany(db, companyId)).payment_customer_id;
      if (customerId) await withProvider(() => billing.provider.removePaymentMethod(customerId, method.provider_id));
      const nextDefault = await db.transaction().execute(async (trx) => {
        const deleted = await findPaymentMethod(trx, companyId, method.id, { forUpdate: true });
        await trx.deleteFrom('payment_methods').where('id', '=', deleted.id).execute();
        let promoted = null;
        if (deleted.is_default) {
          promoted = await trx
            .updateTable('payment_methods')
            .set({ is_default: true })
            .where('id', '=', (eb) =>
              eb
                .selectFrom('payment_methods')
                .select('id')
                .where('company_id', '=', companyId)
                .orderBy('created_at', 'desc')
                .orderBy('id', 'desc')
                .limit(1),
            )
            .returningAll()
            .executeTakeFirst();
        }
        await recordActivity(trx, {
          companyId,
          userId: user.id,
          event: 'destroy',
          itemType: 'PaymentMethod',
          itemId: deleted.id,
          itemName: deleted.description,
          changes: diffChanges(deleted, null, PAYMENT_METHOD_TRACKED_FIELDS),
        });
        return promoted ?? null;
      });
      if (nextDefault && customerId) {
        await billing.provider.setDefaultPaymentMethod(customerId, nextDefault.provider_id).catch((error: Error) => {
          request.log.warn({ reason: error.message }, 'payment provider did not take the new default card');
        });
      }
      return { payment_method: serializePaymentMethod(method) };
    },
  );

  // The change calls the payment provider, so it is all done after the key's claim commits (`finish`).
  app.post<CompanyParams>('/api/v1/companies/:companyId/subscription_changes', { config: { ...WHILE_SUSPENDED.config, ...IDEMPOTENT }, schema: { body: SUBSCRIPTION_CHANGE_BODY, response: { 200: SUBSCRIPTION_ANSWER } } }, async (request, reply) => {
    const { companyId, user } = billingScope(request, request.params.companyId);
    return writeOnce(request, reply, async () => null, { finish: () => changeSubscription(request, companyId, user) });
  });

  const changeSubscription = async (request: FastifyRequest<CompanyParams>, companyId: number, user: ReturnType<typeof getCaller>['user']) => {
    const identifier = readPlanChange(request.body);
    const standing = await standingOf(db, companyId);
    const target = await planByIdentifier(db, identifier);
    const { subscription, plan: current } = standing;
    const now = clock();
    const changedMeanwhile = () => new HttpError(409, BILLING_MESSAGES.changedMeanwhile);
    /** `claimed`: this request holds the subscription (see `exclusively`), so nobody else changed it. */
    const write = (patch: SubscriptionPatch, providerSubscriptionId?: string | null, claimed = false) =>
      db.transaction().execute(async (trx) => {
        // Whatever changed the subscription meanwhile wins; this change is refused, never half-applied.
        const fresh = await findStanding(trx, companyId, { forUpdate: true });
        if (!fresh || (!claimed && fresh.subscription.updated_at.getTime() !== subscription.updated_at.getTime())) {
          throw changedMeanwhile();
        }
        await updateSubscription(trx, standing, patch, { userId: user.id, now, providerSubscriptionId });
      });
    /**
     * Runs a call that charges at the provider while this request holds the subscription, so two
     * clicks never charge twice: the second finds it held and is refused. Released if anything fails.
     */
    const exclusively = async <T>(charge: () => Promise<T>, apply: (answer: T) => Promise<void>) => {
      if (!(await claim(db, subscription, now))) throw changedMeanwhile();
      try {
        await apply(await withProvider(charge));
      } catch (error) {
        await release(db, subscription);
        throw error;
      }
    };

    if (target.id === current.id) {
      if (!subscription.cancel_at_period_end) throw baseError(BILLING_MESSAGES.samePlan(current.name));
      await write({ cancel_at_period_end: false });
      return subscriptionAnswer(companyId);
    }

    if (!isPaid(target)) {
      const paidPeriodLeft =
        subscription.status === 'active' && isPaid(current) && subscription.next_charge_at !== null && subscription.next_charge_at > now;
      if (paidPeriodLeft) {
        // Paid until the end of the period; the sweep moves it to free then.
        await write({ cancel_at_period_end: true });
      } else {
        if (standing.providerSubscriptionId) await withProvider(() => billing.provider.cancel(standing.providerSubscriptionId!));
        await write(
          { plan: target, status: 'active', active: true, next_charge_at: null, cancel_at_period_end: false },
          null,
        );
      }
      return subscriptionAnswer(companyId);
    }

    // During a trial the change charges nothing: the trial goes on, and its end charges the new plan
    // (or suspends, as ever, without a card).
    if (subscription.status === 'trialing' && subscription.trial_ends_at !== null && subscription.trial_ends_at > now) {
      await write({ plan: target });
      return subscriptionAnswer(companyId);
    }

    if ((await listPaymentMethods(db, companyId)).length === 0) throw baseError(BILLING_MESSAGES.needsPaymentMethod);

    if (standing.providerSubscriptionId) {
      const subscriptionId = standing.providerSubscriptionId;
      await exclusively(
        async () => {
          const changed = await billing.provider.changePlan(subscriptionId, identifier);
          return subscription.status === 'active' ? changed : billing.provider.activate(subscriptionId);
        },
        (answer) =>
          write(
            {
              plan: target,
              status: 'active',
              active: true,
              next_charge_at: answer.expiresAt ?? subscription.next_charge_at ?? addMonthsToInstant(now, 1),
              cancel_at_period_end: false,
            },
            undefined,
            true,
          ),
      );
      return subscriptionAnswer(companyId);
    }

    const customerId = await ensureCustomer(billing, companyId, user);
    await exclusively(
      () => billing.provider.createSubscription(customerId, identifier),
      async (created) => {
        try {
          await write(
            { plan: target, status: 'active', active: true, next_charge_at: created.expiresAt ?? addMonthsToInstant(now, 1), cancel_at_period_end: false },
            created.id,
            true,
          );
        } catch (error) {
          await billing.provider.cancel(created.id).catch(() => undefined);
          throw error;
        }
      },
    );
    return subscriptionAnswer(companyId);
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Public: the provider's notifications (`POST /api/v1/billing/webhooks/{provider}`), authenticated by
 * the shared secret in `Authorization`, applied once each in one transaction with their activity row.
 */
export async function billingPublicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config } = deps;
  const limits = new RateLimits(db);
  const { provider } = deps.billing;

  if (provider.name === 'sandbox') {
    await sandboxTokenRoutes(app, { db, clock, accountId: config.payments.accountId, tokensPerIpPerHour: config.publicLimits.cardTokensPerIp });
  }

  // What the browser needs to tokenize a card: which provider, for which account, in which mode.
  app.get('/api/v1/billing/settings', { schema: { response: { 200: BILLING_SETTINGS_ANSWER } } }, async () => ({
    settings: { provider: provider.name, account_id: config.payments.accountId, test_mode: provider.name === 'sandbox' },
  }));

  app.post<{ Params: { provider: string } }>(
    '/api/v1/billing/webhooks/:provider',
    { bodyLimit: 64 * 1024, schema: { consumes: WEBHOOK_MEDIA_TYPES, body: WEBHOOK_BODY, response: { 200: WEBHOOK_ANSWER } } },
    async (request, reply) => {
      if (request.params.provider !== provider.name) throw notFound();
      // Only refusals count, so a provider sending many events is never slowed; a caller guessing
      // the secret is stopped for the rest of the hour.
      const refusals = { key: `webhook-refused-ip:${request.ip}`, rule: { limit: config.publicLimits.webhookRefusalsPerIp, windowMs: 3_600_000 } };
      const refuse = (verdict: RateVerdict) => {
        if (verdict.allowed) return new HttpError(401, BILLING_MESSAGES.webhookRefused);
        const refusal = tooManyRequests(verdict.retryAfterMs);
        reply.header('retry-after', refusal.retryAfter);
        return refusal.error;
      };
      const earlier = await limits.peek(refusals.key, refusals.rule, clock());
      if (!earlier.allowed) throw refuse(earlier);
      const secret = config.payments.webhookSecret;
      const given = request.headers.authorization;
      if (!secret || typeof given !== 'string' || !sameSecret(given.replace(/^(Bearer|Token)\s+/i, ''), secret)) {
        throw refuse(await limits.hit(refusals.key, refusals.rule, clock()));
      }
      const event = provider.parseWebhook(request.body);
      if (!event) return { status: 'ignored' };
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const companyId = await companyIdByPaymentSubscription(trx, event.subscriptionId);
        if (companyId === undefined) return { status: 'ignored' };
        const recorded = await trx
          .insertInto('billing_webhook_events')
          .values({ provider: provider.name, event_key: event.key, event: event.event, company_id: companyId, received_at: now })
          .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!recorded) return { status: 'duplicate' };
        const standing = await findStanding(trx, companyId, { forUpdate: true });
        if (!standing) return { status: 'ignored' };
        const next = standing.subscription.next_charge_at;
        const patch: SubscriptionPatch =
          event.kind === 'payment_confirmed'
            ? { status: 'active', active: true, next_charge_at: next && next > now ? next : addMonthsToInstant(now, 1) }
            : event.kind === 'subscription_activated'
              ? { status: 'active', active: true }
              : { status: 'suspended', active: false };
        await updateSubscription(trx, standing, patch, { userId: null, now });
        return { status: 'applied' };
      });
    },
  );
}
