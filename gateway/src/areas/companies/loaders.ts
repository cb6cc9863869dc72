import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestCompany, RestSubscriptionStatus } from './types.ts';

export function companyLoaders(send: Send) {
  const company = resource(send, (companyId: number) => paths.company(companyId), (body: { company: RestCompany }) => body.company);
  return {
    company,
    subscriptionStatus: resource(
      send,
      (companyId: number) => paths.subscriptionStatus(companyId),
      (body: { data: { attributes: RestSubscriptionStatus } }) => body.data.attributes,
    ),
    /** Keeps what a write answered, so the rest of the operation reads it without asking again. */
    rememberCompany(changed: RestCompany): void {
      company.clear(changed.id).prime(changed.id, changed);
    },
  };
}

export type CompanyLoaders = ReturnType<typeof companyLoaders>;
