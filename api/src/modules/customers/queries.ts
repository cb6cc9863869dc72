import type { Executor } from '../../db/index.ts';
import type { Customer } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** Every column but the generated search and sort keys, which stay inside the database. */
export const CUSTOMER_COLUMNS = ['id', 'company_id', 'name', 'fields_values', 'image_id', 'created_at', 'updated_at'] as const;

export type CustomerRow = Pick<Customer, (typeof CUSTOMER_COLUMNS)[number]>;

export async function findCustomer(
  db: Executor,
  companyId: number,
  customerId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow> {
  let query = db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('id', '=', customerId)
    .where('company_id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate();
  const customer = await query.executeTakeFirst();
  if (!customer) throw notFound();
  return customer;
}
