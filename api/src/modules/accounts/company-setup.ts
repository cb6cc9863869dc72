import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/index.ts';
import type { AccountType, Company, Plan, Subscription, SubscriptionStatus, User } from '../../db/schema.ts';
import { diffChanges, recordActivity } from '../activity/record.ts';
import { DEFAULT_TERMS } from '../companies/terms.ts';
import { COMPANY_TRACKED_FIELDS } from '../companies/update.ts';
import { USER_TRACKED_FIELDS, userActivityRow } from '../users/profile.ts';

const HASHID_ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
const HASHID_LENGTH = 10;

/** A public, unguessable company handle (about 50 bits) for URLs such as the print preview. */
function randomHashid(): string {
  const bytes = randomBytes(HASHID_LENGTH);
  return Array.from(bytes, (byte) => HASHID_ALPHABET[byte % HASHID_ALPHABET.length]).join('');
}

export interface NewCompany {
  plan: Plan;
  /** The company's own name, when it is known at creation (signup asks it later, at onboarding). */
  name?: string | null;
  subscription: { status: SubscriptionStatus; active: boolean; trialEndsAt: Date | null };
  terms?: {
    company_treatment: string;
    company_treatment_plural: string;
    customer_treatment: string;
    customer_treatment_plural: string;
  };
  onboardingCompletedAt?: Date | null;
  admin: { name: string; email: string; passwordHash: string; accountType?: AccountType };
}

export interface CreatedCompany {
  company: Company;
  user: User;
  subscription: Subscription;
}

/**
 * A company, its first user and its subscription, with their activity rows. Run it inside a
 * transaction: a signup is all of these or none.
 */
export async function createCompanyWithAdmin(trx: Executor, input: NewCompany): Promise<CreatedCompany> {
  let company: Company | undefined;
  while (!company) {
    company = await trx
      .insertInto('companies')
      .values({
        hashid: randomHashid(),
        name: input.name ?? null,
        plan_id: input.plan.id,
        onboarding_completed_at: input.onboardingCompletedAt ?? null,
        ...(input.terms ?? DEFAULT_TERMS),
      })
      .onConflict((oc) => oc.column('hashid').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  const user = await trx
    .insertInto('users')
    .values({
      company_id: company.id,
      email: input.admin.email,
      name: input.admin.name,
      account_type: input.admin.accountType ?? 'system_admin',
      password_hash: input.admin.passwordHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const subscription = await trx
    .insertInto('subscriptions')
    .values({
      company_id: company.id,
      plan_id: input.plan.id,
      status: input.subscription.status,
      active: input.subscription.active,
      trial_ends_at: input.subscription.trialEndsAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const actor = { companyId: company.id, userId: user.id, event: 'create' as const };
  await recordActivity(trx, {
    ...actor,
    itemType: 'Company',
    itemId: company.id,
    itemName: company.company_treatment,
    changes: diffChanges(null, company, COMPANY_TRACKED_FIELDS),
  });
  await recordActivity(trx, {
    ...actor,
    itemType: 'User',
    itemId: user.id,
    itemName: user.name,
    changes: diffChanges(null, userActivityRow(user), USER_TRACKED_FIELDS, { secret: ['password'] }),
  });
  await recordActivity(trx, {
    ...actor,
    itemType: 'Subscription',
    itemId: subscription.id,
    itemName: input.plan.name,
    changes: diffChanges(null, { ...subscription, plan: input.plan.identifier }, [
      'plan',
      'status',
      'active',
      'trial_ends_at',
    ]),
  });
  return { company, user, subscription };
}
