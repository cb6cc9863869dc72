import type { FastifyRequest } from 'fastify';
import type { Subscription, User } from '../../db/schema.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { suspendedError } from './errors.ts';
import { isDue, settle, type BillingDeps } from './lifecycle.ts';
import { subscriptionStatus } from './status.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open while the company is suspended: what a system_admin needs to pay. */
    whileSuspended?: boolean;
  }
}

/** Route options of the calls a suspended company may still make. */
export const WHILE_SUSPENDED = { config: { whileSuspended: true } } as const;

type GuardRow = Subscription & { value_cents: number };

/** The company's latest subscription with its plan's price, as the guard read it, by company id. */
export type SubscriptionCache = ReadCache<number, GuardRow | null>;

/**
 * Run by the auth hook for every signed-in call: settles a trial or a paid period that has just
 * ended (so the answer reflects it at once), then refuses every call but paying with a 402 while the
 * company is suspended. With `cache`, the subscription read in the last few seconds is judged again
 * (against the clock, so a trial still ends on time) instead of being read again.
 */
export function subscriptionGuard(deps: BillingDeps, cache?: SubscriptionCache) {
  const read = (companyId: number): Promise<GuardRow | undefined> =>
    deps.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .selectAll('subscriptions')
      .select('plans.value_cents')
      .where('subscriptions.company_id', '=', companyId)
      .orderBy('subscriptions.created_at', 'desc')
      .orderBy('subscriptions.id', 'desc')
      .executeTakeFirst();

  const readAndKeep = async (companyId: number): Promise<GuardRow | null> => {
    const mark = cache?.writes.mark() ?? 0;
    const row = (await read(companyId)) ?? null;
    cache?.set(companyId, companyId, row, mark);
    return row;
  };

  return async (request: FastifyRequest, user: User): Promise<void> => {
    const companyId = user.company_id;
    let row = cache?.get(companyId);
    if (row === undefined) row = await readAndKeep(companyId);
    if (!row) return;
    if (isDue(row, row.value_cents > 0, deps.clock())) {
      await settle(deps, companyId);
      cache?.writes.wrote(companyId);
      row = (await readAndKeep(companyId)) ?? row;
    }
    if (subscriptionStatus(row, deps.clock()).suspended && request.routeOptions.config.whileSuspended !== true) {
      throw suspendedError();
    }
  };
}
