import { jsonb, type Executor } from '../../db/index.ts';
import { FieldErrors } from '../../http/validation.ts';
import { COMPANY_LABELS } from './update.ts';

/** The company's questions in the order its form shows them, as saved (ids). */
export async function customerFieldsOrder(db: Executor, companyId: number): Promise<number[]> {
  const company = await db.selectFrom('companies').select('customer_fields_order').where('id', '=', companyId).executeTakeFirst();
  return company?.customer_fields_order ?? [];
}

/**
 * The company's `customer_fields_order` follows its questions: a new one is appended, a deleted one
 * removed. Callers hold the company row locked (`findCompany(..., { forUpdate: true })`) in the
 * transaction that adds or deletes the question, so concurrent changes cannot lose an id.
 */
export async function setFieldsOrder(db: Executor, companyId: number, order: readonly number[]): Promise<void> {
  await db.updateTable('companies').set({ customer_fields_order: jsonb(order) }).where('id', '=', companyId).execute();
}

export async function appendToFieldsOrder(db: Executor, companyId: number, current: readonly number[], fieldId: number) {
  await setFieldsOrder(db, companyId, [...current.filter((id) => id !== fieldId), fieldId]);
}

export async function removeFromFieldsOrder(db: Executor, companyId: number, current: readonly number[], fieldId: number) {
  await setFieldsOrder(db, companyId, current.filter((id) => id !== fieldId));
}

export const FIELDS_ORDER_MISMATCH = 'deve listar cada pergunta do formulário uma única vez';

/**
 * An order sent by the client must hold exactly the company's questions, each once. Their ids are
 * read here rather than through the customer-fields area, which adds and removes them through this
 * one (the lock and the order), so companies depends on no area above it.
 */
export async function checkFieldsOrder(db: Executor, companyId: number, order: readonly number[]): Promise<void> {
  const questions = await db.selectFrom('customer_fields').select('id').where('company_id', '=', companyId).execute();
  const ids = new Set(questions.map((question) => question.id));
  const unique = new Set(order);
  if (unique.size !== order.length || unique.size !== ids.size || order.some((id) => !ids.has(id))) {
    const errors = new FieldErrors(COMPANY_LABELS);
    errors.add('customer_fields_order', FIELDS_ORDER_MISMATCH);
    errors.throwIfAny();
  }
}
