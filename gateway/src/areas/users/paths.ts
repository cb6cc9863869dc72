import { segment } from '../../rest/paths.ts';
import type { UserListQuery } from './types.ts';

function userList(query: UserListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  return `/api/v1/companies/${segment(query.companyId)}/users?${params.toString()}`;
}

export const paths = {
  user: (companyId: number, userId: number) => `/api/v1/companies/${segment(companyId)}/users/${segment(userId)}`,
  users: (companyId: number) => `/api/v1/companies/${segment(companyId)}/users`,
  userList,
  professionals: '/api/v1/professionals',
};
