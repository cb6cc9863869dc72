import { rulesFor } from '../../auth/abilities.ts';
import type { Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import type { Files } from '../../storage/index.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { attachmentKey } from '../attachments/images.ts';
import { findCompany, serializeCompany, type CompanyWithPlan } from '../companies/queries.ts';
import type { UserWithImage } from './queries.ts';

/** A user as lists show it: without the company and the rules every item would repeat. */
export function serializeUserListItem(user: UserWithImage, urls: FileUrls) {
  return {
    id: user.id,
    company_id: user.company_id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    account_type: user.account_type,
    image_url: user.image_key ? urls.sign(user.image_key) : null,
    image_id: user.image_id,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

/** The whole user: its role rules (`rules`, CASL's raw rules) and its company. */
export function serializeUser(user: UserWithImage, company: CompanyWithPlan, urls: FileUrls) {
  return {
    ...serializeUserListItem(user, urls),
    rules: rulesFor(user),
    onboarding_completed: company.onboarding_completed_at !== null,
    company: serializeCompany(company, urls),
  };
}

export type SerializedUser = ReturnType<typeof serializeUser>;

/** The user with their company, as sign-in, validate_token and the users routes answer it. */
export async function userPayload(deps: { db: Executor; files: Files }, user: User): Promise<SerializedUser> {
  const [company, imageKey] = await Promise.all([
    findCompany(deps.db, user.company_id),
    attachmentKey(deps.db, user.image_id),
  ]);
  return serializeUser({ ...user, image_key: imageKey }, company, deps.files.urls);
}
