import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestCustomerField } from './types.ts';

export function customerFieldLoaders(send: Send) {
  return {
    /** A company's form questions, asked once per request however many customers read them. */
    customerFields: resource(
      send,
      (companyId: number) => paths.customerFields(companyId),
      (body: { customer_fields: RestCustomerField[] }) => body.customer_fields,
    ),
  };
}
