/** A user's profile of access (spec section 6). */
export type AccountType = 'limited' | 'standard' | 'system_admin';

export const ACCOUNT_TYPES: readonly AccountType[] = ['limited', 'standard', 'system_admin'];

/** How each profile reads: in the users' list and form, and in the history of a changed profile. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  limited: 'Limitado',
  standard: 'Padrão',
  system_admin: 'Administrador',
};
