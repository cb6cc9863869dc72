import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/index.ts';
import type { Company } from '../../db/schema.ts';
import { DEFAULT_TERMS } from './terms.ts';

const HASHID_ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
const HASHID_LENGTH = 10;

/** A public, unguessable company handle (about 50 bits) for URLs such as the print preview. */
function randomHashid(): string {
  const bytes = randomBytes(HASHID_LENGTH);
  return Array.from(bytes, (byte) => HASHID_ALPHABET[byte % HASHID_ALPHABET.length]).join('');
}

export interface NewCompanyRow {
  planId: number;
  /** The company's own name, when it is known at creation (signup asks it later, at onboarding). */
  name?: string | null | undefined;
  terms?:
    | {
        company_treatment: string;
        company_treatment_plural: string;
        customer_treatment: string;
        customer_treatment_plural: string;
      }
    | undefined;
  onboardingCompletedAt?: Date | null | undefined;
}

/**
 * Inserts a company with a handle no other company has, in the caller's transaction; the caller
 * records its history row (a signup, once the company's first user exists to be its author).
 */
export async function insertCompany(trx: Executor, input: NewCompanyRow): Promise<Company> {
  for (;;) {
    const company = await trx
      .insertInto('companies')
      .values({
        hashid: randomHashid(),
        name: input.name ?? null,
        plan_id: input.planId,
        onboarding_completed_at: input.onboardingCompletedAt ?? null,
        ...(input.terms ?? DEFAULT_TERMS),
      })
      .onConflict((oc) => oc.column('hashid').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (company) return company;
  }
}
