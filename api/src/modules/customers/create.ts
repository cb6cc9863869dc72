import { jsonb, type Executor } from '../../db/index.ts';
import type { ActivityChange, CustomerField } from '../../db/schema.ts';
import { diffChanges, recordActivity, type ActivityInput } from '../../activity-log/record.ts';
import type { CustomerValues } from './input.ts';
import { CUSTOMER_COLUMNS, type CustomerRow } from './queries.ts';

type Tracked = CustomerValues & { image_id?: number | null };

/**
 * The history's changes: the name, one entry per answer that changed (named by its question's
 * text, as the form shows it) and the photo.
 */
export function customerChanges(before: Tracked | null, after: Tracked | null, fields: readonly Pick<CustomerField, 'id' | 'question'>[]): ActivityChange[] {
  const flat = (customer: Tracked | null) =>
    customer && { name: customer.name, ...customer.fields_values, image_id: customer.image_id ?? null };
  const questions = new Map(fields.map((field) => [String(field.id), field.question]));
  const keys = ['name', ...fields.map((field) => String(field.id)), 'image_id'];
  return diffChanges(flat(before), flat(after), keys).map((change) => ({
    ...change,
    field_name: questions.get(change.field_name) ?? change.field_name,
  }));
}

export interface NewCustomer {
  companyId: number;
  /** Null when nobody signed in registered the customer (an online booking). */
  userId: number | null;
  /** Who registered it when nobody signed in did ('Agendamento online'), for the history. */
  authorName?: string;
  /** The company's questions, read in the same transaction, that `values` were checked against. */
  fields: readonly Pick<CustomerField, 'id' | 'question'>[];
  /** Answers already checked by `readCustomer`. */
  values: CustomerValues;
  imageId: number | null;
  now: Date;
  /**
   * The customer was registered at `now`, in the past (the demo's patients, spread over the last
   * weeks): the history dates its registration then too, so the dashboard says 'Há 4 dias', not
   * 'Agora há pouco'. Otherwise the history keeps the database's time, as for every other change.
   */
  backdated?: boolean;
}

/**
 * Inserts a customer and its activity row. Shared by the route and the demo seed so both write the
 * same rows; the caller holds the company row locked and has checked the plan's limit.
 */
export async function insertCustomer(trx: Executor, input: NewCustomer): Promise<CustomerRow> {
  const { created, activity } = await insertCustomerRow(trx, input);
  await recordActivity(trx, activity);
  return created;
}

/**
 * Inserts a customer and answers the activity row of its registration for the caller to record in
 * the same transaction, with the rows of what the registration came with (an online booking
 * records the customer and the appointment in one statement).
 */
export async function insertCustomerRow(trx: Executor, input: NewCustomer): Promise<{ created: CustomerRow; activity: ActivityInput }> {
  const created = await trx
    .insertInto('customers')
    .values({
      company_id: input.companyId,
      name: input.values.name,
      fields_values: jsonb(input.values.fields_values),
      image_id: input.imageId,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning(CUSTOMER_COLUMNS)
    .executeTakeFirstOrThrow();
  const activity: ActivityInput = {
    companyId: input.companyId,
    userId: input.userId,
    authorName: input.authorName,
    event: 'create',
    itemType: 'Customer',
    itemId: created.id,
    itemName: created.name,
    customerId: created.id,
    changes: customerChanges(null, created, input.fields),
    ...(input.backdated ? { at: input.now } : {}),
  };
  return { created, activity };
}
