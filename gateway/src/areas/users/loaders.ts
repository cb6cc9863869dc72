import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import type { CompanyLoaders } from '../companies/index.ts';
import { paths } from './paths.ts';
import type { RestProfessional, RestUser, RestUserListItem, RestUserPage, RestWholeUser } from './types.ts';

/** Keeps the company a user's answer carries, so reading it next costs no call. */
export function primeCompanyOf<User extends RestUser>(companies: CompanyLoaders, user: User): User {
  if ('company' in user) companies.company.prime(user.company_id, user.company);
  return user;
}

export function userLoaders(send: Send, companies: CompanyLoaders) {
  const user = resource(
    send,
    ({ companyId, userId }: { companyId: number; userId: number }) => paths.user(companyId, userId),
    (body: { user: RestWholeUser }) => primeCompanyOf(companies, body.user),
  );
  return {
    user,
    /**
     * A page of the company's users, as lists answer them (no rules, no company): a field only the
     * whole user has is read through `user`.
     */
    userPage: resource(send, paths.userList, (body: { users: RestUserListItem[]; meta?: { total_count?: number } }) => {
      return { users: body.users, totalCount: body.meta?.total_count ?? body.users.length } satisfies RestUserPage;
    }),
    /** The company's professionals, by name. */
    professionals: resource(send, (_: typeof ONLY) => paths.professionals, (body: { professionals: RestProfessional[] }) => body.professionals),
    rememberUser(record: RestWholeUser): void {
      const key = { companyId: record.company_id, userId: record.id };
      user.clear(key).prime(key, record);
    },
    forgetUser(companyId: number, userId: number): void {
      user.clear({ companyId, userId });
    },
  };
}
