import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import type { CompanyLoaders } from '../companies/index.ts';
import { paths } from './paths.ts';
import type { RestUser, RestUserPage } from './types.ts';

/** Keeps the company a user's answer carries, so reading it next costs no call. */
export function primeCompanyOf(companies: CompanyLoaders, user: RestUser): RestUser {
  if (user.company) companies.company.prime(user.company_id, user.company);
  return user;
}

export function userLoaders(send: Send, companies: CompanyLoaders) {
  const user = resource(
    send,
    ({ companyId, userId }: { companyId: number; userId: number }) => paths.user(companyId, userId),
    (body: { user: RestUser }) => primeCompanyOf(companies, body.user),
  );
  return {
    user,
    /** A page of the company's users; each one is kept, so reading it again by id costs no call. */
    userPage: resource(send, paths.userList, (body: { users: RestUser[]; meta?: { total_count?: number } }) => {
      for (const record of body.users) user.prime({ companyId: record.company_id, userId: record.id }, record);
      return { users: body.users, totalCount: body.meta?.total_count ?? body.users.length } satisfies RestUserPage;
    }),
    /** The company's professionals, by name. */
    professionals: resource(send, (_: typeof ONLY) => paths.professionals, (body: { professionals: { id: number; name: string }[] }) => body.professionals),
    rememberUser(record: RestUser): void {
      const key = { companyId: record.company_id, userId: record.id };
      user.clear(key).prime(key, record);
    },
    forgetUser(companyId: number, userId: number): void {
      user.clear({ companyId, userId });
    },
  };
}
