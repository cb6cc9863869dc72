import type { FastifyInstance } from 'fastify';
import { isPlanIdentifier } from '@practice/common';
import type { AppDeps } from '../../deps.ts';
import { parseId, requireCompany } from '../../auth/hook.ts';
import { WHILE_SUSPENDED } from '../billing/guard.ts';
import { notFound } from '../../http/errors.ts';
import { findPlanByIdentifier, listPlans, serializePlan } from '../billing/catalog.ts';
import { PLANS_ANSWER } from '../billing/schemas.ts';
import { customersQuota } from '../customers/quota.ts';
import { COMPANY_PLAN_ANSWER } from './schemas.ts';

/** How long a gateway or proxy may keep the plans on offer, which are the same for everyone. */
export const PLANS_MAX_AGE_SECONDS = 60;

/** Public: the signup page shows the plans before anyone has an account. */
export async function publicPlansRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/v1/plans', { schema: { response: { 200: PLANS_ANSWER } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PLANS_MAX_AGE_SECONDS}`);
    return { plans: (await listPlans(db)).map(serializePlan) };
  });
}

/**
 * A plan with the company's standing against its customer limit, as if the company were on it;
 * the web asks for the company's own plan. `planId` is the plan's id or its identifier (free, lean, team).
 */
export async function companyPlansRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  app.get<{ Params: { companyId: string; planId: string } }>(
    '/api/v1/companies/:companyId/plans/:planId',
    { ...WHILE_SUSPENDED, schema: { response: { 200: COMPANY_PLAN_ANSWER } } },
    async (request) => {
      const companyId = requireCompany(request, request.params.companyId);
      const { planId } = request.params;
      const plan = isPlanIdentifier(planId) ? await findPlanByIdentifier(db, planId) : (await listPlans(db)).find((plan) => plan.id === parseId(planId));
      if (!plan) throw notFound();
      return { plan: { ...serializePlan(plan), quota: await customersQuota(db, companyId, plan, clock()) } };
    },
  );
}
