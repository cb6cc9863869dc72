import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { requireCompany } from '../../auth/hook.ts';
import { currentSubscription, subscriptionStatus } from './status.ts';

export async function billingRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  app.get<{ Params: { companyId: string } }>('/api/v1/companies/:companyId/subscription_status', async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    const subscription = await currentSubscription(db, companyId);
    return {
      data: {
        id: String(subscription.id),
        type: 'subscription_status',
        attributes: subscriptionStatus(subscription, clock()),
      },
    };
  });
}
