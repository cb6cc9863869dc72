import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { CustomerFieldChanges, RestCustomerField } from './types.ts';

export function customerFieldCalls(send: Send) {
  return {
    createCustomerField: async (companyId: number, field: CustomerFieldChanges) =>
      (
        await send<{ customer_field: RestCustomerField }>('POST', paths.customerFields(companyId), {
          body: { json: { customer_field: field } },
        })
      ).body.customer_field,
    updateCustomerField: async (companyId: number, fieldId: number, field: CustomerFieldChanges) =>
      (
        await send<{ customer_field: RestCustomerField }>('PATCH', paths.customerField(companyId, fieldId), {
          body: { json: { customer_field: field } },
        })
      ).body.customer_field,
    deleteCustomerField: (companyId: number, fieldId: number) =>
      send<unknown>('DELETE', paths.customerField(companyId, fieldId), { body: { form: {} } }),
  };
}
