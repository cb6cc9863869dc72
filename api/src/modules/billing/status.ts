import type { Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Subscription } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export async function currentSubscription(db: Executor, companyId: number): Promise<Subscription> {
  const subscription = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!subscription) throw notFound();
  return subscription;
}

/**
 * Suspended sends the user to the suspended page: payment pending or refused, or a trial that
 * ended without a paid subscription taking over.
 */
export function subscriptionStatus(subscription: Subscription, now: Date) {
  const trialOver =
    subscription.status === 'trialing' &&
    subscription.trial_ends_at !== null &&
    subscription.trial_ends_at.getTime() <= now.getTime();
  const suspended = subscription.status === 'pending' || subscription.status === 'suspended' || trialOver;
  return {
    suspended,
    active: subscription.active && !suspended && subscription.status !== 'canceled',
    status: subscription.status,
    trial_ends_at: subscription.trial_ends_at,
  };
}

/** When the current subscription of the company `companyId` names started, as a subquery for another area's statement. */
export function subscriptionStartOf(db: Executor, companyId: Expression<number>) {
  return db
    .selectFrom('subscriptions')
    .select('subscriptions.created_at')
    .where('subscriptions.company_id', '=', companyId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .limit(1);
}
