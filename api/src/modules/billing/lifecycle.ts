import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { Subscription } from '../../db/schema.ts';
import { ProviderRefusal, ProviderUnavailable, type PaymentProvider, type ProviderSubscription } from './provider.ts';
import { planByIdentifier } from './catalog.ts';
import { findStanding, isPaid, updateSubscription, type Standing, type SubscriptionPatch } from './state.ts';

export interface BillingDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** How long a claim holds; one older than this was left by a process that stopped half-way. */
const CLAIM_MS = 2 * 60_000;

/** A trial or a paid period that has ended and not been settled yet. */
export function isDue(subscription: Subscription, paid: boolean, now: Date): boolean {
  if (subscription.status === 'trialing') return subscription.trial_ends_at !== null && subscription.trial_ends_at <= now;
  if (subscription.status === 'active' && paid) return subscription.next_charge_at !== null && subscription.next_charge_at <= now;
  return false;
}

/**
 * Takes the subscription as it was read, for one caller to charge for it, while others go on reading
 * it unchanged; false when someone holds it or changed it since it was read. Writing the outcome
 * (`updateSubscription`) lets it go.
 */
export async function claim(db: Db, subscription: Subscription, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('subscriptions')
    .set({ settling_until: new Date(now.getTime() + CLAIM_MS) })
    .where('id', '=', subscription.id)
    // Dates in JavaScript keep milliseconds; PostgreSQL keeps microseconds.
    .where(sql`date_trunc('milliseconds', updated_at)`, '=', subscription.updated_at)
    .where((eb) => eb.or([eb('settling_until', 'is', null), eb('settling_until', '<', now)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Lets the subscription go unchanged (the provider did not answer, or refused before anything was done). */
export async function release(db: Db, subscription: Subscription): Promise<void> {
  await db.updateTable('subscriptions').set({ settling_until: null }).where('id', '=', subscription.id).execute();
}

async function hasDefaultCard(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

function paidPatch(answer: ProviderSubscription, now: Date): SubscriptionPatch {
  return { status: 'active', active: true, next_charge_at: answer.expiresAt ?? now };
}

const SUSPENDED: SubscriptionPatch = { status: 'suspended', active: false };

/**
 * What the provider says should happen now: the first charge of a trial that ended, a renewal, the
 * end of a cancelled period, or paying a suspended subscription. Refusals suspend; no answer leaves
 * everything as it was.
 */
async function decide(
  deps: BillingDeps,
  standing: Standing,
  now: Date,
): Promise<{ patch: SubscriptionPatch; providerSubscriptionId?: string | null } | 'retry'> {
  const { subscription, customerId, providerSubscriptionId } = standing;
  try {
    if (subscription.cancel_at_period_end && providerSubscriptionId === null) {
      return { patch: { plan: await planByIdentifier(deps.db, 'free'), status: 'active', active: true, next_charge_at: null, cancel_at_period_end: false } };
    }
    if (subscription.cancel_at_period_end && providerSubscriptionId !== null) {
      await deps.provider.cancel(providerSubscriptionId);
      return {
        patch: { plan: await planByIdentifier(deps.db, 'free'), status: 'active', active: true, next_charge_at: null, cancel_at_period_end: false },
        providerSubscriptionId: null,
      };
    }
    if (providerSubscriptionId === null) {
      if (!customerId || !(await hasDefaultCard(deps.db, subscription.company_id))) return { patch: SUSPENDED };
      const created = await deps.provider.createSubscription(customerId, standing.plan.identifier);
      return { patch: paidPatch(created, now), providerSubscriptionId: created.id };
    }
    const answer =
      subscription.status === 'suspended' || subscription.status === 'pending'
        ? await deps.provider.activate(providerSubscriptionId)
        : await deps.provider.renew(providerSubscriptionId);
    if (answer.suspended || !answer.active) return { patch: SUSPENDED };
    return { patch: paidPatch(answer, now) };
  } catch (error) {
    if (error instanceof ProviderRefusal) return { patch: SUSPENDED };
    if (error instanceof ProviderUnavailable) {
      deps.log.warn({ companyId: subscription.company_id, reason: error.message }, 'payment provider unavailable while settling');
      return 'retry';
    }
    throw error;
  }
}

/**
 * Settles the company's subscription if a trial or a paid period has ended, or, with `pay`, if it is
 * suspended (a card was just added). Safe to call from many places at once: one of them does it.
 */
export async function settle(deps: BillingDeps, companyId: number, options: { pay?: boolean; userId?: number | null } = {}): Promise<void> {
  const now = deps.clock();
  const standing = await findStanding(deps.db, companyId);
  if (!standing) return;
  const { subscription } = standing;
  const due = isDue(subscription, isPaid(standing.plan), now);
  const payable = options.pay === true && (subscription.status === 'suspended' || subscription.status === 'pending');
  if (!due && !payable) return;
  if (!(await claim(deps.db, subscription, now))) return;
  const outcome = await decide(deps, standing, now);
  if (outcome === 'retry') {
    await release(deps.db, subscription);
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    await updateSubscription(trx, standing, outcome.patch, {
      userId: options.userId ?? null,
      now,
      providerSubscriptionId: outcome.providerSubscriptionId,
    });
  });
}

/** Every subscription whose trial or paid period has ended: run at start and every interval. */
export async function sweep(deps: BillingDeps): Promise<number> {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('subscriptions.company_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('subscriptions.status', '=', 'trialing'), eb('subscriptions.trial_ends_at', '<=', now)]),
        eb.and([
          eb('subscriptions.status', '=', 'active'),
          eb('plans.value_cents', '>', 0),
          eb('subscriptions.next_charge_at', '<=', now),
        ]),
      ]),
    )
    .where((eb) => eb.or([eb('subscriptions.settling_until', 'is', null), eb('subscriptions.settling_until', '<', now)]))
    .orderBy('subscriptions.company_id')
    .limit(500)
    .execute();
  for (const row of rows) {
    try {
      await settle(deps, row.company_id);
    } catch (error) {
      deps.log.error({ err: error, companyId: row.company_id }, 'billing sweep failed for a company');
    }
  }
  return rows.length;
}
