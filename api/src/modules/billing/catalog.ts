import { sql, type Expression } from 'kysely';
import { PLAN_NAMES, TRIAL_DAYS, type PlanIdentifier } from '@practice/common';
import type { Executor } from '../../db/index.ts';
import type { Plan, PlansTable } from '../../db/schema.ts';

type PlanDefinition = Omit<PlansTable, 'id' | 'created_at' | 'updated_at'>;

/** The plans the product sells (spec §1 and §9). Seeding keeps the table equal to this list. */
export const PLAN_CATALOG: readonly PlanDefinition[] = [
  {
    identifier: 'free',
    name: PLAN_NAMES.free,
    value_cents: 0,
    users_limit: 1,
    customers_limit: 50,
    customers_limit_period: 'total',
    trial_days: 0,
    recommended: false,
  },
  {
    identifier: 'lean',
    name: PLAN_NAMES.lean,
    value_cents: 4990,
    users_limit: 2,
    customers_limit: 10,
    customers_limit_period: 'month',
    trial_days: TRIAL_DAYS,
    recommended: true,
  },
  {
    identifier: 'team',
    name: PLAN_NAMES.team,
    value_cents: 9990,
    users_limit: 5,
    customers_limit: 30,
    customers_limit_period: 'month',
    trial_days: TRIAL_DAYS,
    recommended: false,
  },
];

export async function seedPlans(db: Executor): Promise<void> {
  for (const plan of PLAN_CATALOG) {
    await db
      .insertInto('plans')
      .values(plan)
      .onConflict((oc) =>
        oc.column('identifier').doUpdateSet({
          name: plan.name,
          value_cents: plan.value_cents,
          users_limit: plan.users_limit,
          customers_limit: plan.customers_limit,
          customers_limit_period: plan.customers_limit_period,
          trial_days: plan.trial_days,
          recommended: plan.recommended,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
  }
}

/** Free first (it costs nothing), then the paid plans from the cheapest. */
export async function listPlans(db: Executor): Promise<Plan[]> {
  return db.selectFrom('plans').selectAll().orderBy('value_cents').orderBy('id').execute();
}

export async function findPlan(db: Executor, planId: number): Promise<Plan> {
  return db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
}

export async function findPlanByIdentifier(db: Executor, identifier: PlanIdentifier): Promise<Plan | undefined> {
  return db.selectFrom('plans').selectAll().where('identifier', '=', identifier).executeTakeFirst();
}

/** The plan an identifier names, for callers that pass one of the catalog's own. */
export async function planByIdentifier(db: Executor, identifier: PlanIdentifier): Promise<Plan> {
  return db.selectFrom('plans').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
}

/** Whether a plan that costs more than `plan` exists, to offer the upgrade. */
export async function hasPricierPlan(db: Executor, plan: Plan): Promise<boolean> {
  const row = await db.selectFrom('plans').select('id').where('value_cents', '>', plan.value_cents).executeTakeFirst();
  return row !== undefined;
}

export function serializePlan(plan: Plan) {
  return {
    id: plan.id,
    identifier: plan.identifier,
    name: plan.name,
    value_cents: plan.value_cents,
    users_limit: plan.users_limit,
    customers_limit: plan.customers_limit,
    customers_limit_period: plan.customers_limit_period,
    trial_days: plan.trial_days,
    recommended: plan.recommended,
  };
}

/** The customer limit of the plan `planId` names, as a subquery for another area's statement to select. */
export function planCustomersLimitOf(db: Executor, planId: Expression<number>) {
  return db.selectFrom('plans').select('plans.customers_limit').where('plans.id', '=', planId);
}

/** What the customer limit of the plan `planId` names counts (`total` or `month`), as a subquery. */
export function planCustomersLimitPeriodOf(db: Executor, planId: Expression<number>) {
  return db.selectFrom('plans').select('plans.customers_limit_period').where('plans.id', '=', planId);
}
