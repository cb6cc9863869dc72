import type { Executor } from '../../db/index.ts';
import type { Plan, Subscription, SubscriptionStatus } from '../../db/schema.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { setCompanyBilling } from '../companies/billing.ts';
import { paymentIds } from '../companies/queries.ts';
import { findPlan } from './catalog.ts';

export const SUBSCRIPTION_TRACKED_FIELDS = [
  'plan',
  'status',
  'active',
  'trial_ends_at',
  'next_charge_at',
  'cancel_at_period_end',
] as const;

export type SubscriptionPatch = Partial<
  Pick<Subscription, 'status' | 'active' | 'trial_ends_at' | 'next_charge_at' | 'cancel_at_period_end'>
> & { plan?: Plan };

export interface Standing {
  subscription: Subscription;
  plan: Plan;
  customerId: string | null;
  providerSubscriptionId: string | null;
}

/** The company's subscription with its plan and provider ids; `forUpdate` locks the subscription row. */
export async function findStanding(db: Executor, companyId: number, options: { forUpdate?: boolean } = {}): Promise<Standing | undefined> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll('subscriptions')
    .where('subscriptions.company_id', '=', companyId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc');
  if (options.forUpdate) query = query.forUpdate('subscriptions');
  const subscription = await query.executeTakeFirst();
  if (!subscription) return undefined;
  const [plan, ids] = await Promise.all([findPlan(db, subscription.plan_id), paymentIds(db, companyId)]);
  return { subscription, plan, customerId: ids?.payment_customer_id ?? null, providerSubscriptionId: ids?.payment_subscription_id ?? null };
}

/**
 * A new company's subscription, in the caller's transaction; the caller records its history row
 * (a signup, once the company's first user exists to be its author).
 */
export async function insertSubscription(
  trx: Executor,
  input: { companyId: number; planId: number; status: SubscriptionStatus; active: boolean; trialEndsAt: Date | null },
): Promise<Subscription> {
  return trx
    .insertInto('subscriptions')
    .values({
      company_id: input.companyId,
      plan_id: input.planId,
      status: input.status,
      active: input.active,
      trial_ends_at: input.trialEndsAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function isPaid(plan: Plan): boolean {
  return plan.value_cents > 0;
}

/**
 * Changes the subscription (and the company's plan with it) and writes the activity row, in the
 * caller's transaction. `providerSubscriptionId` undefined leaves the company's provider id as it is.
 */
export async function updateSubscription(
  trx: Executor,
  standing: Standing,
  patch: SubscriptionPatch,
  options: { userId: number | null; now: Date; providerSubscriptionId?: string | null },
): Promise<Subscription> {
  const { plan: newPlan, ...fields } = patch;
  const plan = newPlan ?? standing.plan;
  const after = await trx
    .updateTable('subscriptions')
    .set({ ...fields, plan_id: plan.id, settling_until: null, updated_at: options.now })
    .where('id', '=', standing.subscription.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const { providerSubscriptionId } = options;
  await setCompanyBilling(
    trx,
    standing.subscription.company_id,
    {
      planId: plan.id !== standing.plan.id ? plan.id : undefined,
      paymentSubscriptionId: providerSubscriptionId !== standing.providerSubscriptionId ? providerSubscriptionId : undefined,
    },
    options.now,
  );
  await recordActivity(trx, {
    companyId: standing.subscription.company_id,
    userId: options.userId,
    event: 'update',
    itemType: 'Subscription',
    itemId: after.id,
    itemName: plan.name,
    changes: diffChanges(
      { ...standing.subscription, plan: standing.plan.identifier },
      { ...after, plan: plan.identifier },
      SUBSCRIPTION_TRACKED_FIELDS,
    ),
  });
  return after;
}
