import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { listPlans, serializePlan } from './catalog.ts';

/** Public: the signup page shows the plans before anyone has an account. */
export async function publicPlansRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/v1/plans', async () => ({ plans: (await listPlans(db)).map(serializePlan) }));
}
