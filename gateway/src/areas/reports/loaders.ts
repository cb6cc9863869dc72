import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import type { CustomerLoaders, RestCustomer, RestCustomerPage } from '../customers/index.ts';
import { paths } from './paths.ts';
import type { RestTaskReport } from './types.ts';

export function reportLoaders(send: Send, customers: CustomerLoaders) {
  return {
    /** A page of the customer report (a period's customers, oldest first); each one is kept like a list's. */
    customerReportPage: resource(send, paths.customerReport, (body: { customers: RestCustomer[]; meta?: { total_count?: number } }) => {
      for (const record of body.customers) customers.customer.prime(record.id, record);
      return { customers: body.customers, totalCount: body.meta?.total_count ?? body.customers.length } satisfies RestCustomerPage;
    }),
    /** The task report of a period, with one page of its rows. */
    taskReport: resource(send, paths.taskReport, (body: RestTaskReport) => body),
  };
}
