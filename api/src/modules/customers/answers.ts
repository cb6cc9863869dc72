import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/** Takes a deleted question's answers out of every customer of the company, in the caller's transaction. */
export async function removeAnswers(trx: Executor, companyId: number, fieldId: number): Promise<void> {
  const key = String(fieldId);
  await trx
    .updateTable('customers')
    .set({ fields_values: sql`fields_values - ${key}::text` })
    .where('company_id', '=', companyId)
    .where(sql<boolean>`fields_values ? ${key}::text`)
    .execute();
}
