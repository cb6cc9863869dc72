import type { Executor } from '../../db/index.ts';

// What billing keeps on the company row: its plan and the payment provider's customer and
// subscription. The billing area changes them through these, inside its own transaction.

/**
 * Saves the provider's customer made for the company, unless one was saved first (two calls at the
 * same moment); the customer the company keeps, or null when another was saved meanwhile.
 */
export async function savePaymentCustomerId(db: Executor, companyId: number, customerId: string): Promise<string | null> {
  const saved = await db
    .updateTable('companies')
    .set({ payment_customer_id: customerId })
    .where('id', '=', companyId)
    .where('payment_customer_id', 'is', null)
    .returning('payment_customer_id')
    .executeTakeFirst();
  return saved?.payment_customer_id ?? null;
}

/**
 * Moves the company to another plan and/or provider subscription, as its subscription changed at
 * `now`; what is undefined stays as it is.
 */
export async function setCompanyBilling(
  trx: Executor,
  companyId: number,
  change: { planId?: number | undefined; paymentSubscriptionId?: string | null | undefined },
  now: Date,
): Promise<void> {
  const set: { plan_id?: number; payment_subscription_id?: string | null } = {};
  if (change.planId !== undefined) set.plan_id = change.planId;
  if (change.paymentSubscriptionId !== undefined) set.payment_subscription_id = change.paymentSubscriptionId;
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('companies').set({ ...set, updated_at: now }).where('id', '=', companyId).execute();
}

/** The company whose provider subscription this is, if any. */
export async function companyIdByPaymentSubscription(db: Executor, subscriptionId: string): Promise<number | undefined> {
  const company = await db.selectFrom('companies').select('id').where('payment_subscription_id', '=', subscriptionId).executeTakeFirst();
  return company?.id;
}
