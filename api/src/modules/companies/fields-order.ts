import { jsonb, type Executor } from '../../db/index.ts';
import { FieldErrors } from '../../http/validation.ts';
import { customerFieldIds } from '../customer-fields/queries.ts';
import { COMPANY_LABELS } from './update.ts';

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

/** An order sent by the client must hold exactly the company's questions, each once. */
export async function checkFieldsOrder(db: Executor, companyId: number, order: readonly number[]): Promise<void> {
  const ids = new Set(await customerFieldIds(db, companyId));
  const unique = new Set(order);
  if (unique.size !== order.length || unique.size !== ids.size || order.some((id) => !ids.has(id))) {
    const errors = new FieldErrors(COMPANY_LABELS);
    errors.add('customer_fields_order', FIELDS_ORDER_MISMATCH);
    errors.throwIfAny();
  }
}
