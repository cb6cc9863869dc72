import { jsonb, type Executor } from '../../db/index.ts';
import type { CustomerField } from '../../db/schema.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { appendToFieldsOrder, removeFromFieldsOrder } from '../companies/fields-order.ts';
import { findCompany } from '../companies/queries.ts';
import type { FieldValues } from './input.ts';

export const CUSTOMER_FIELD_TRACKED = ['question', 'answer_type', 'mandatory', 'options'] as const;

export function customerFieldActivity(field: CustomerField) {
  return { itemType: 'CustomerField', itemId: field.id, itemName: field.question };
}

/**
 * Adds a question (already checked by `readCustomerField`) to the end of the company's form, with
 * its activity row. Shared by the route and the demo seed so both write the same rows; run it in a
 * transaction, since it locks the company row to append to `customer_fields_order`.
 */
export async function createCustomerField(
  trx: Executor,
  input: { companyId: number; userId: number; values: FieldValues },
): Promise<CustomerField> {
  const { companyId, userId, values } = input;
  const company = await findCompany(trx, companyId, { forUpdate: true });
  const created = await trx
    .insertInto('customer_fields')
    .values({ company_id: companyId, ...values, options: jsonb(values.options) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendToFieldsOrder(trx, companyId, company.customer_fields_order, created.id);
  await recordActivity(trx, {
    companyId,
    userId,
    event: 'create',
    ...customerFieldActivity(created),
    changes: diffChanges(null, created, CUSTOMER_FIELD_TRACKED),
  });
  return created;
}

/**
 * Deletes a question (locked by the caller, with the company row before it) and takes it out of the
 * company's order, with its activity row, in the caller's transaction. Its answers are the
 * customers' to take out (customers/answers.ts), in the same transaction.
 */
export async function deleteCustomerField(
  trx: Executor,
  input: { companyId: number; userId: number; field: CustomerField; fieldsOrder: readonly number[] },
): Promise<void> {
  const { companyId, userId, field } = input;
  await trx.deleteFrom('customer_fields').where('id', '=', field.id).execute();
  await removeFromFieldsOrder(trx, companyId, input.fieldsOrder, field.id);
  await recordActivity(trx, {
    companyId,
    userId,
    event: 'destroy',
    ...customerFieldActivity(field),
    changes: diffChanges(field, null, CUSTOMER_FIELD_TRACKED),
  });
}
