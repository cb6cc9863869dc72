import { LINE_CONTROL_CHARACTER } from '@practice/common';
import type { Executor } from '../../db/index.ts';
import type { PaymentMethod } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';

export const PAYMENT_METHOD_LABELS = {
  token: 'Token',
  description: 'Descrição',
  item_type: 'Tipo',
  set_as_default: 'Padrão',
};

export const MAX_PAYMENT_METHODS = 5;
export const DESCRIPTION_MAX = 60;

export interface PaymentMethodInput {
  token: string;
  description: string | null;
  setAsDefault: boolean;
}

/** `payment_method[...]`: only the browser's token, never card data. */
export function readPaymentMethod(input: Input): PaymentMethodInput {
  const errors = new FieldErrors(PAYMENT_METHOD_LABELS);
  const token = text(input, 'token') ?? '';
  if (token === '') errors.add('token', VALIDATION.blank);
  else if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) errors.add('token', VALIDATION.invalid);

  const itemType = text(input, 'item_type');
  if (itemType !== undefined && itemType !== 'credit_card') errors.add('item_type', VALIDATION.invalid);

  const raw = text(input, 'description');
  const description = raw ? raw : null;
  if (has(input, 'description') && raw === undefined && input.description !== null) errors.add('description', VALIDATION.invalid);
  else if (description !== null && LINE_CONTROL_CHARACTER.test(description)) errors.add('description', VALIDATION.invalid);
  else if (description !== null && description.length > DESCRIPTION_MAX) errors.add('description', VALIDATION.tooLong(DESCRIPTION_MAX));

  const flag = text(input, 'set_as_default') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(flag)) errors.add('set_as_default', VALIDATION.invalid);

  errors.throwIfAny();
  return { token, description, setAsDefault: flag === 'true' || flag === '1' };
}

/** 'Cartão final 1111' from `XXXX-XXXX-XXXX-1111`. */
export function defaultDescription(displayNumber: string): string {
  return `Cartão final ${displayNumber.replace(/\D/g, '').slice(-4)}`;
}

export function serializePaymentMethod(method: PaymentMethod) {
  return {
    id: method.id,
    description: method.description,
    item_type: 'credit_card',
    data: { brand: method.brand, display_number: method.display_number },
    is_default: method.is_default,
    created_at: method.created_at,
  };
}

/** Default first, then the newest. */
export async function listPaymentMethods(db: Executor, companyId: number): Promise<PaymentMethod[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPaymentMethod(db: Executor, companyId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<PaymentMethod> {
  let query = db.selectFrom('payment_methods').selectAll().where('company_id', '=', companyId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const method = await query.executeTakeFirst();
  if (!method) throw notFound();
  return method;
}
