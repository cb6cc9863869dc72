import { addMonthsToInstant, PRACTICE_TIME_ZONE, zonedDate, zonedMidnight } from '@practice/common';
import type { Executor } from '../../db/index.ts';
import type { Plan } from '../../db/schema.ts';
import { baseError } from '../../http/validation.ts';
import { findPlan, hasPricierPlan } from '../billing/catalog.ts';
import { currentSubscription } from '../billing/status.ts';
import type { CompanyWithPlan } from '../companies/queries.ts';
import { countCompanyCustomers } from './queries.ts';

/** Monthly limits follow the calendar month where the practices are. */
export { PRACTICE_TIME_ZONE } from '@practice/common';

export interface CustomersQuota {
  /** What the limit counts: every customer on a `total` plan, this month's on a `month` plan. */
  customers_count: number;
  /** The limit now; null when unlimited (no limit, or a paid plan's first month). */
  customers_limit: number | null;
  customers_limit_period: Plan['customers_limit_period'];
  /** No further customer can be registered. */
  exceeded_customers_limit: boolean;
  /** Until when a monthly plan is still unlimited (its first month); null otherwise. */
  unlimited_until: Date | null;
}

/** The instant the calendar month containing `now` started in `timeZone`. */
export function startOfMonth(now: Date, timeZone = PRACTICE_TIME_ZONE): Date {
  return zonedMidnight(`${zonedDate(now, timeZone).slice(0, 8)}01`, timeZone);
}

/** When a monthly limit starts counting: one month after the subscription did. */
function monthlyLimitStarts(subscriptionCreatedAt: Date): Date {
  return addMonthsToInstant(subscriptionCreatedAt, 1);
}

/**
 * Whether `plan`'s limit counts the customers registered at `now`: false without a limit and in a
 * monthly plan's first month, as `customersQuota` answers `customers_limit: null` then. Lets a
 * caller that knows the plan and the subscription skip counting.
 */
export function customersLimitApplies(plan: Pick<Plan, 'customers_limit' | 'customers_limit_period'>, subscriptionCreatedAt: Date, now: Date): boolean {
  if (plan.customers_limit === null) return false;
  return plan.customers_limit_period === 'total' || now >= monthlyLimitStarts(subscriptionCreatedAt);
}

/**
 * Where a company stands against `plan`'s customer limit at `now`. A `total` limit counts every
 * customer. A `month` limit starts one month after the subscription did (unlimited until then) and
 * counts the customers created since the later of the calendar month's start and that date.
 */
export async function customersQuota(db: Executor, companyId: number, plan: Plan, now: Date): Promise<CustomersQuota> {
  const base = { customers_limit_period: plan.customers_limit_period, unlimited_until: null };
  if (plan.customers_limit_period === 'total') {
    const count = await countCompanyCustomers(db, companyId, null);
    const limit = plan.customers_limit;
    return { ...base, customers_count: count, customers_limit: limit, exceeded_customers_limit: limit !== null && count >= limit };
  }
  const monthStart = startOfMonth(now);
  const subscription = await currentSubscription(db, companyId);
  const unlimitedUntil = monthlyLimitStarts(subscription.created_at);
  if (plan.customers_limit === null || !customersLimitApplies(plan, subscription.created_at, now)) {
    const count = await countCompanyCustomers(db, companyId, monthStart);
    return {
      ...base,
      customers_count: count,
      customers_limit: null,
      exceeded_customers_limit: false,
      unlimited_until: plan.customers_limit === null ? null : unlimitedUntil,
    };
  }
  const limit = plan.customers_limit;
  const since = unlimitedUntil > monthStart ? unlimitedUntil : monthStart;
  const count = await countCompanyCustomers(db, companyId, since);
  return {
    ...base,
    customers_count: count,
    customers_limit: limit,
    exceeded_customers_limit: count >= limit,
  };
}

/** The refusal when a limit is reached; it mentions 'limite', which the web looks for. */
export function customersLimitMessage(plan: Plan, limit: number, customerTermPlural: string, upgrade: boolean): string {
  const people = customerTermPlural.toLocaleLowerCase('pt-BR');
  if (plan.customers_limit_period === 'total') {
    return `Você atingiu o limite de ${limit} ${people} do plano ${plan.name}. Faça upgrade para continuar cadastrando.`;
  }
  const next = upgrade
    ? 'Faça upgrade ou aguarde o próximo mês para continuar cadastrando.'
    : 'Aguarde o próximo mês para continuar cadastrando.';
  return `Você atingiu o limite de ${limit} novos cadastros de ${people} por mês do plano ${plan.name}. ${next}`;
}

/**
 * Refuses a new customer past the plan's limit: `422 { message, errors: { base: [message] },
 * full_messages: [message] }`. Call it inside the transaction that inserts the customer, with the
 * company row locked (`findCompany(..., { forUpdate: true })`), so parallel registrations are
 * counted one after the other and cannot pass the limit together.
 */
export async function assertCanAddCustomer(db: Executor, company: CompanyWithPlan, now: Date): Promise<void> {
  const plan = await findPlan(db, company.plan_id);
  const quota = await customersQuota(db, company.id, plan, now);
  if (!quota.exceeded_customers_limit || quota.customers_limit === null) return;
  const upgrade = plan.customers_limit_period === 'month' && (await hasPricierPlan(db, plan));
  const message = customersLimitMessage(plan, quota.customers_limit, company.customer_treatment_plural, upgrade);
  throw baseError(message);
}
