import type { Executor } from '../../db/index.ts';
import type { AccountType, Company, Plan, Subscription, SubscriptionStatus, User } from '../../db/schema.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { insertSubscription } from '../billing/state.ts';
import { insertCompany } from '../companies/create.ts';
import { COMPANY_TRACKED_FIELDS } from '../companies/update.ts';
import { insertUserRow } from '../users/create.ts';
import { USER_TRACKED_FIELDS, userActivityRow } from '../users/profile.ts';

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
 * A company, its first user and its subscription, each written by its own area, with their activity
 * rows. Run it inside a transaction: a signup is all of these or none.
 */
export async function createCompanyWithAdmin(trx: Executor, input: NewCompany): Promise<CreatedCompany> {
  const company = await insertCompany(trx, {
    planId: input.plan.id,
    name: input.name,
    terms: input.terms,
    onboardingCompletedAt: input.onboardingCompletedAt,
  });
  const user = await insertUserRow(trx, {
    companyId: company.id,
    email: input.admin.email,
    name: input.admin.name,
    phone: null,
    accountType: input.admin.accountType ?? 'system_admin',
    passwordHash: input.admin.passwordHash,
    imageId: null,
  });
  const subscription = await insertSubscription(trx, {
    companyId: company.id,
    planId: input.plan.id,
    status: input.subscription.status,
    active: input.subscription.active,
    trialEndsAt: input.subscription.trialEndsAt,
  });

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
