import type { CustomerReportQuery, TaskReportQuery } from './types.ts';

function reportParams(query: TaskReportQuery | CustomerReportQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.createdFrom) params.set('created_from', query.createdFrom);
  if (query.createdTo) params.set('created_to', query.createdTo);
  return params.toString();
}

export const paths = {
  taskReport: (query: TaskReportQuery): string => `/api/v1/reports/tasks?${reportParams(query)}`,
  customerReport: (query: CustomerReportQuery): string => `/api/v1/reports/customers?${reportParams(query)}`,
};
