/** Suggested roles for step 1; anything else is typed after choosing 'Outro'. */
export const PROFESSIONAL_ROLES = [
  'Psicólogo(a)',
  'Nutricionista',
  'Fisioterapeuta',
  'Personal trainer',
  'Coach',
  'Médico(a)',
  'Dentista',
  'Advogado(a)',
] as const;

export const OTHER_ROLE = 'Outro';

export const ROLE_OPTIONS: readonly string[] = [...PROFESSIONAL_ROLES, OTHER_ROLE];

/** Splits a stored role into the select's choice and the free text typed after 'Outro'. */
export function roleChoice(stored: string | null | undefined): { choice: string | null; other: string } {
  const role = stored?.trim() ?? '';
  if (role === '') return { choice: null, other: '' };
  if ((PROFESSIONAL_ROLES as readonly string[]).includes(role)) return { choice: role, other: '' };
  return { choice: OTHER_ROLE, other: role };
}

export function roleFromChoice(choice: string | null, other: string): string {
  if (choice === OTHER_ROLE) return other.trim();
  return choice ?? '';
}
