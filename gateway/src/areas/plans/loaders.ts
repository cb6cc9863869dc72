import DataLoader from 'dataloader';
import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import type { SharedReads } from '../../rest/shared-reads.ts';
import { paths } from './paths.ts';
import type { RestPlan, RestPlanWithQuota } from './types.ts';

export function planPublicLoaders(send: Send, shared: SharedReads) {
  return {
    /** The plans on offer: the same for everyone, so read through the process's shared reads. */
    plans: new DataLoader<typeof ONLY, readonly RestPlan[], string>(
      async (keys) => {
        const { body } = await shared.read<{ plans: RestPlan[] }>(send, paths.plans);
        return keys.map(() => Object.freeze(body.plans));
      },
      { batch: false },
    ),
  };
}

export function planLoaders(send: Send) {
  return {
    /** The company's plan with how its customers count against the limit. */
    companyPlan: resource(
      send,
      ({ companyId, planId }: { companyId: number; planId: number }) => paths.companyPlan(companyId, planId),
      (body: { plan: RestPlanWithQuota }) => body.plan,
    ),
  };
}
