import type { CustomerAccessesArgs, Resolvers } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { RestCustomer, RestCustomerAccess } from './types.ts';

/** 'Carregar mais' adds this many, as in the history. */
export const ACCESS_PAGE_SIZE = 50;
const ACCESS_PAGE_MAX = 100;

/** A page of the customer's access log; the api's `next_cursor` is where the next page starts. */
async function accessConnection(context: GatewayContext, customerId: number, args: CustomerAccessesArgs) {
  const limit = args.first ?? ACCESS_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > ACCESS_PAGE_MAX) {
    throw new GraphQLError(`Informe de 1 a ${ACCESS_PAGE_MAX} itens por página.`, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  }
  const { accesses, nextCursor } = await context.session().loaders.customerAccessPage.load({
    customerId,
    limit,
    cursor: args.after ?? undefined,
  });
  // The api gives one cursor per page, so every edge of this page carries where the next one starts.
  const edges = accesses.map((node) => ({ cursor: nextCursor ?? '', node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: nextCursor !== null,
      hasPreviousPage: Boolean(args.after),
      startCursor: args.after ?? null,
      endCursor: nextCursor,
    },
  };
}

export const accessResolvers: Resolvers = {
  Customer: {
    accesses: (customer: RestCustomer, args, context) => accessConnection(context, customer.id, args),
  },
  CustomerAccess: {
    databaseId: (access: RestCustomerAccess) => access.id,
    userName: (access: RestCustomerAccess) => access.user_name,
    action: (access: RestCustomerAccess) => access.action,
    createdAt: (access: RestCustomerAccess) => access.created_at,
    ip: (access: RestCustomerAccess) => access.ip,
  },
};
