import type { Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { findCompany, serializeCompany, type CompanyWithPlan } from '../companies/queries.ts';

export function serializeUser(user: User, company: CompanyWithPlan) {
  return {
    id: user.id,
    company_id: user.company_id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    account_type: user.account_type,
    image_url: null,
    image_id: user.image_id,
    onboarding_completed: company.onboarding_completed_at !== null,
    created_at: user.created_at,
    updated_at: user.updated_at,
    company: serializeCompany(company),
  };
}

export type SerializedUser = ReturnType<typeof serializeUser>;

/** The user with their company, as sign-in, validate_token and the users routes answer it. */
export async function userPayload(db: Executor, user: User): Promise<SerializedUser> {
  return serializeUser(user, await findCompany(db, user.company_id));
}
