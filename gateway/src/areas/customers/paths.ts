import { segment } from '../../rest/paths.ts';
import type { CustomerAccessQuery, CustomerListQuery } from './types.ts';

function customerList(query: CustomerListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  if (query.createdFrom) params.set('created_from', query.createdFrom);
  if (query.createdTo) params.set('created_to', query.createdTo);
  if (query.archived) params.set('archived', 'true');
  return `/api/v1/customers?${params.toString()}`;
}

function customerAccesses(query: CustomerAccessQuery): string {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.cursor) params.set('cursor', query.cursor);
  return `/api/v1/customers/${segment(query.customerId)}/accesses?${params.toString()}`;
}

export const paths = {
  customers: '/api/v1/customers',
  customerList,
  customer: (customerId: number) => `/api/v1/customers/${segment(customerId)}`,
  archiveCustomer: (customerId: number) => `/api/v1/customers/${segment(customerId)}/archive`,
  unarchiveCustomer: (customerId: number) => `/api/v1/customers/${segment(customerId)}/unarchive`,
  customerAccesses,
};
