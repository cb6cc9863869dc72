import type { Resolvers } from '../../generated/graphql.ts';
import { nullIfNotFound, payloadOf } from '../../errors.ts';
import { databaseIdOf } from '../../relay.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestCustomer } from '../customers/index.ts';
import type { RestDataExport } from './types.ts';

const STATUSES = { pending: 'PENDING', done: 'DONE', failed: 'FAILED' } as const;

/**
 * The patient's copy and the company's export: asked for by a mutation, built by the api in the
 * background, and read again (`Customer.dataExport`, `Company.dataExport`) until it is done.
 */
export const recordResolvers: Resolvers = {
  Customer: {
    dataExport: (customer: RestCustomer, { databaseId }, context) =>
      nullIfNotFound(context.session().loaders.customerExport.load({ customerId: customer.id, exportId: databaseId })),
  },
  Company: {
    dataExport: (company: RestCompany, { databaseId }, context) =>
      nullIfNotFound(context.session().loaders.companyExport.load({ companyId: company.id, exportId: databaseId })),
  },
  DataExport: {
    // Not a Node (it is read through its customer or company), but its own record in the store.
    id: (dataExport: RestDataExport) => Buffer.from(`DataExport:${dataExport.id}`, 'utf8').toString('base64'),
    databaseId: (dataExport: RestDataExport) => dataExport.id,
    status: (dataExport: RestDataExport) => STATUSES[dataExport.status],
    downloadUrl: (dataExport: RestDataExport) => dataExport.download_url,
    filename: (dataExport: RestDataExport) => dataExport.filename,
    requestedByName: (dataExport: RestDataExport) => dataExport.requested_by_name,
    createdAt: (dataExport: RestDataExport) => dataExport.created_at,
    finishedAt: (dataExport: RestDataExport) => dataExport.finished_at,
    expiresAt: (dataExport: RestDataExport) => dataExport.expires_at,
  },
  Mutation: {
    exportCustomerData: (_, { input }, context) => {
      const customerId = databaseIdOf(input.customerId, 'Customer');
      return payloadOf(async () => ({ dataExport: await context.session().calls.exportCustomerData(customerId) }), { dataExport: null });
    },
    exportCompanyData: (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      return payloadOf(async () => ({ dataExport: await context.session().calls.exportCompanyData(companyId) }), { dataExport: null });
    },
  },
};
