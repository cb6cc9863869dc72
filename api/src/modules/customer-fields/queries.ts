import type { Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { CustomerField } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { customerFieldsOrder } from '../companies/fields-order.ts';

/**
 * The company's questions in its saved order (`customer_fields_order`); a question the order does
 * not name yet comes after, oldest first.
 */
export async function listCustomerFields(db: Executor, companyId: number): Promise<CustomerField[]> {
  const fields = await db.selectFrom('customer_fields').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
  const order = await customerFieldsOrder(db, companyId);
  const position = new Map(order.map((id, index) => [id, index]));
  const rank = (field: CustomerField) => position.get(field.id) ?? Number.MAX_SAFE_INTEGER;
  return fields.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export async function findCustomerField(
  db: Executor,
  companyId: number,
  fieldId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerField> {
  let query = db.selectFrom('customer_fields').selectAll().where('id', '=', fieldId).where('company_id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate();
  const field = await query.executeTakeFirst();
  if (!field) throw notFound();
  return field;
}

export function serializeCustomerField(field: CustomerField) {
  return {
    id: field.id,
    company_id: field.company_id,
    question: field.question,
    answer_type: field.answer_type,
    mandatory: field.mandatory,
    options: field.options,
    created_at: field.created_at,
    updated_at: field.updated_at,
  };
}

/** The ids of the company's phone questions, whose answers are where a customer takes WhatsApp messages. */
export async function phoneFieldIds(db: Executor, companyId: number): Promise<Set<string>> {
  const fields = await db.selectFrom('customer_fields').select(['id', 'answer_type']).where('company_id', '=', companyId).orderBy('id').execute();
  return new Set(fields.filter((field) => field.answer_type === 'phone').map((field) => String(field.id)));
}

/** The company's questions as a form answers them, oldest first, as a subquery for another area's statement. */
export function formFieldsOf(db: Executor, companyId: Expression<number>) {
  return db
    .selectFrom('customer_fields')
    .select(['customer_fields.id', 'customer_fields.question', 'customer_fields.answer_type', 'customer_fields.mandatory', 'customer_fields.options'])
    .where('customer_fields.company_id', '=', companyId)
    .orderBy('customer_fields.id');
}
