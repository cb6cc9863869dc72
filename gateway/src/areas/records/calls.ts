import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestDataExport } from './types.ts';

export function recordCalls(send: Send) {
  return {
    exportCustomerData: async (customerId: number) =>
      (await send<{ export: RestDataExport }>('POST', paths.customerExports(customerId), { body: { json: {} } })).body.export,
    exportCompanyData: async (companyId: number) =>
      (await send<{ export: RestDataExport }>('POST', paths.companyExports(companyId), { body: { json: {} } })).body.export,
  };
}
