import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestCustomer, RestCustomerAccess, RestCustomerAccessPage, RestCustomerPage } from './types.ts';

export function customerLoaders(send: Send) {
  const customer = resource(send, (customerId: number) => paths.customer(customerId), (body: { customer: RestCustomer }) => body.customer);
  return {
    customer,
    /** A page of customers; each one is kept, so reading it again by id costs no call. */
    customerPage: resource(send, paths.customerList, (body: { customers: RestCustomer[]; meta?: { total_count?: number } }) => {
      for (const record of body.customers) customer.prime(record.id, record);
      return { customers: body.customers, totalCount: body.meta?.total_count ?? body.customers.length } satisfies RestCustomerPage;
    }),
    /** A page of a customer's access log, newest first. */
    customerAccessPage: resource(
      send,
      paths.customerAccesses,
      (body: { accesses: RestCustomerAccess[]; meta?: { next_cursor?: string | null } }): RestCustomerAccessPage => ({
        accesses: body.accesses,
        nextCursor: body.meta?.next_cursor ?? null,
      }),
    ),
    rememberCustomer(record: RestCustomer): void {
      customer.clear(record.id).prime(record.id, record);
    },
  };
}

export type CustomerLoaders = ReturnType<typeof customerLoaders>;
