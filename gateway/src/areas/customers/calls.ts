import type { RequestBody, Send } from '../../rest/client.ts';
import type { UploadFile } from '../../rest/multipart.ts';
import { paths } from './paths.ts';
import type { CustomerChanges, RestCustomer } from './types.ts';

/**
 * A customer's fields, fields_values as JSON text as the spec's call table sends it; multipart form
 * data when a photo goes with them.
 */
function customerBody(customer: CustomerChanges, image: UploadFile | undefined): RequestBody {
  const fields = { ...customer, fields_values: JSON.stringify(customer.fields_values) };
  if (!image) return { json: { customer: fields } };
  return {
    multipart: {
      fields: { customer: fields },
      files: [{ name: 'customer[attachment_attributes][attachment]', file: image }],
    },
  };
}

export function customerCalls(send: Send) {
  return {
    createCustomer: async (customer: CustomerChanges, image?: UploadFile) =>
      (await send<{ customer: RestCustomer }>('POST', paths.customers, { body: customerBody(customer, image) })).body.customer,
    updateCustomer: async (customerId: number, customer: CustomerChanges, image?: UploadFile) =>
      (await send<{ customer: RestCustomer }>('PATCH', paths.customer(customerId), { body: customerBody(customer, image) })).body.customer,
    deleteCustomer: (customerId: number) => send<unknown>('DELETE', paths.customer(customerId), { body: { form: {} } }),
    archiveCustomer: async (customerId: number) =>
      (await send<{ customer: RestCustomer }>('POST', paths.archiveCustomer(customerId), { body: { json: {} } })).body.customer,
    unarchiveCustomer: async (customerId: number) =>
      (await send<{ customer: RestCustomer }>('POST', paths.unarchiveCustomer(customerId), { body: { json: {} } })).body.customer,
  };
}
