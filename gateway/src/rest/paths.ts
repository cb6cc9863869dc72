/** Every path of the `/api/v1` REST service the gateway calls (api/README.md, "Endpoints"). */

import type { CustomerListQuery, UserListQuery } from './types.ts';

const segment = (id: number | string): string => encodeURIComponent(String(id));

function customerList(query: CustomerListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  return `/api/v1/customers?${params.toString()}`;
}

function userList(query: UserListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  return `/api/v1/companies/${segment(query.companyId)}/users?${params.toString()}`;
}

export const paths = {
  signIn: '/api/v1/auth/sign_in',
  validateToken: '/api/v1/auth/validate_token',
  signOut: '/api/v1/auth/sign_out',
  createAccount: '/api/v1/auth/create_account',
  password: '/users/password',
  plans: '/api/v1/plans',
  company: (companyId: number) => `/api/v1/companies/${segment(companyId)}`,
  subscriptionStatus: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscription_status`,
  user: (companyId: number, userId: number) => `/api/v1/companies/${segment(companyId)}/users/${segment(userId)}`,
  users: (companyId: number) => `/api/v1/companies/${segment(companyId)}/users`,
  userList,
  customerFields: (companyId: number) => `/api/v1/companies/${segment(companyId)}/customer_fields`,
  customerField: (companyId: number, fieldId: number) =>
    `/api/v1/companies/${segment(companyId)}/customer_fields/${segment(fieldId)}`,
  customers: '/api/v1/customers',
  customerList,
  customer: (customerId: number) => `/api/v1/customers/${segment(customerId)}`,
  companyPlan: (companyId: number, planId: number) => `/api/v1/companies/${segment(companyId)}/plans/${segment(planId)}`,
  health: '/healthz',
};
