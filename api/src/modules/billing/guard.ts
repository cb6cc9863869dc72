import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
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

/**
 * Run by the auth hook for every signed-in call: settles a trial or a paid period that has just
 * ended (so the answer reflects it at once), then refuses every call but paying with a 402 while the
 * company is suspended.
 */
export function subscriptionGuard(deps: BillingDeps) {
  const read = (companyId: number) =>
    deps.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .selectAll('subscriptions')
      .select('plans.value_cents')
      .where('subscriptions.company_id', '=', companyId)
      .orderBy('subscriptions.created_at', 'desc')
      .orderBy('subscriptions.id', 'desc')
      .executeTakeFirst();

  return async (request: FastifyRequest, user: User): Promise<void> => {
    let row = await read(user.company_id);
    if (!row) return;
    if (isDue(row, row.value_cents > 0, deps.clock())) {
      await settle(deps, user.company_id);
      row = (await read(user.company_id)) ?? row;
    }
    if (subscriptionStatus(row, deps.clock()).suspended && request.routeOptions.config.whileSuspended !== true) {
      throw suspendedError();
    }
  };
}
