import { addMonthsToInstant, PRACTICE_TIME_ZONE, zonedDate, zonedMidnight } from '@practice/common';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/index.ts';
import type { Plan } from '../../db/schema.ts';
import { baseError } from '../../http/validation.ts';
import { findPlan, hasPricierPlan, planCustomersLimitOf, planCustomersLimitPeriodOf } from '../billing/catalog.ts';
import { currentSubscription, subscriptionStartOf } from '../billing/status.ts';
import { findCompany, heldCompanyQuery, type CompanyWithPlan } from '../companies/queries.ts';
import { formFieldsOf } from '../customer-fields/queries.ts';
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

/** Distinct from any other advisory lock key: new customers of one company counted against its plan. */
const CUSTOMER_QUOTA_LOCK = 0x43555354;

/** What a caller may already have read of the company's plan, in its own statement. */
export interface CustomersLimitFacts {
  customers_limit: Plan['customers_limit'];
  customers_limit_period: Plan['customers_limit_period'];
  /** When the company's current subscription started; null when it has none. */
  subscription_created_at: Date | null;
}

/** Whether `plan`'s limit counts a customer registered at `now` (`customersLimitApplies`), reading the subscription only for a monthly limit. */
async function limitCounts(db: Executor, companyId: number, plan: Plan, now: Date): Promise<boolean> {
  if (plan.customers_limit === null) return false;
  if (plan.customers_limit_period === 'total') return true;
  return customersLimitApplies(plan, (await currentSubscription(db, companyId)).created_at, now);
}

/**
 * The plan-limit rule for a new customer: call it inside the transaction that inserts the customer,
 * with the company row held, either locked (`findCompany(..., { forUpdate: true })`, the staff's
 * registration) or shared (`forShare`, the online booking, so that bookings go on side by side while
 * nothing is counted). While the plan counts new customers, registrations of the company also wait
 * here for each other (a lock on its count, held until the transaction ends), so each counts the
 * ones before it and parallel registrations cannot pass the limit together; past the limit it
 * refuses with `422 { message, errors: { base: [message] }, full_messages: [message] }`. `read`
 * spares what the caller already has: the company, or the plan's limit and the subscription's start
 * (then nothing more is read where nothing is counted: no limit, or a monthly plan's first month).
 */
export async function assertCanAddCustomer(
  db: Executor,
  companyId: number,
  now: Date,
  read: { company?: CompanyWithPlan; limit?: CustomersLimitFacts } = {},
): Promise<void> {
  const { limit } = read;
  if (limit && (limit.customers_limit === null || (limit.subscription_created_at && !customersLimitApplies(limit, limit.subscription_created_at, now)))) return;
  const company = read.company ?? (await findCompany(db, companyId));
  const plan = await findPlan(db, company.plan_id);
  if (!(await limitCounts(db, companyId, plan, now))) return;
  await sql`select pg_advisory_xact_lock(${CUSTOMER_QUOTA_LOCK}, ${companyId})`.execute(db);
  const quota = await customersQuota(db, companyId, plan, now);
  if (!quota.exceeded_customers_limit || quota.customers_limit === null) return;
  const upgrade = plan.customers_limit_period === 'month' && (await hasPricierPlan(db, plan));
  const message = customersLimitMessage(plan, quota.customers_limit, company.customer_treatment_plural, upgrade);
  throw baseError(message);
}

/**
 * Holds the company for a customer registered from a public form (an online booking), judges its
 * plan's limit by `assertCanAddCustomer`, and answers the company's questions, reading the plan, the
 * subscription and the questions in one statement: a shared lock on the company row keeps its plan
 * and its questions as they are (a plan change or a question's removal waits, as do the staff's
 * registrations, which lock the row for themselves) and lets other such registrations go on side
 * by side. Only while the plan counts new customers do they also wait for each other, and past the
 * limit the registration is refused; where nothing is counted nothing more is read.
 */
export async function holdForPublicRegistration(trx: Executor, companyId: number, now: Date) {
  const held = await heldCompanyQuery(trx, companyId)
    .select((eb) => [
      planCustomersLimitOf(trx, eb.ref('companies.plan_id')).as('customers_limit'),
      planCustomersLimitPeriodOf(trx, eb.ref('companies.plan_id')).as('customers_limit_period'),
      subscriptionStartOf(trx, eb.ref('companies.id')).as('subscription_created_at'),
      jsonArrayFrom(formFieldsOf(trx, eb.ref('companies.id'))).as('fields'),
    ])
    .executeTakeFirstOrThrow();
  const { customers_limit, customers_limit_period, subscription_created_at } = held;
  await assertCanAddCustomer(trx, companyId, now, customers_limit_period ? { limit: { customers_limit, customers_limit_period, subscription_created_at } } : {});
  return held.fields;
}
