import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import type { CompanyLoaders } from '../companies/index.ts';
import { primeCompanyOf, type RestWholeUser } from '../users/index.ts';
import { paths } from './paths.ts';
import type { RestSession, RestTwoFactor } from './types.ts';

export function accountLoaders(send: Send, companies: CompanyLoaders) {
  const viewer = resource(send, (_: typeof ONLY) => paths.validateToken, (body: { data: RestWholeUser }) => primeCompanyOf(companies, body.data));
  return {
    viewer,
    /** The caller's own two-step sign-in state. */
    twoFactor: resource(send, (_: typeof ONLY) => paths.twoFactor, (body: { two_factor: RestTwoFactor }) => body.two_factor),
    /** The caller's own sessions, one per signed-in device. */
    sessions: resource(send, (_: typeof ONLY) => paths.sessions, (body: { sessions: RestSession[] }) => body.sessions),
    rememberViewer(user: RestWholeUser): void {
      viewer.clear(ONLY).prime(ONLY, user);
      companies.rememberCompany(user.company);
    },
  };
}
