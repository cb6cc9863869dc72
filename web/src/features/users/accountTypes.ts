import { ACCOUNT_TYPE_LABELS as LABELS } from '@practice/common';
import type { AccountType } from '../../lib/viewer';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  LIMITED: LABELS.limited,
  STANDARD: LABELS.standard,
  SYSTEM_ADMIN: LABELS.system_admin,
};

/**
 * Spec section 6, the profiles the user form offers: limited always, standard unless the actor is
 * limited, system_admin only to a system_admin.
 */
export function accountTypeChoices(actor: AccountType | undefined): AccountType[] {
  if (actor === 'SYSTEM_ADMIN') return ['LIMITED', 'STANDARD', 'SYSTEM_ADMIN'];
  if (actor === 'STANDARD') return ['LIMITED', 'STANDARD'];
  return ['LIMITED'];
}

/** The api's word for an account type, as the rules' conditions name it. */
export function restAccountType(type: string): string {
  return type.toLowerCase();
}
