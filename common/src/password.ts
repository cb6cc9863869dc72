export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

export const PASSWORD_MIN_LENGTH = 6;

export interface PasswordStrengthResult {
  strength: PasswordStrength;
  score: number;
  /** Width of the strength bar, in percent. */
  percent: 0 | 33 | 66 | 100;
  /** The pt-BR label shown under the bar; empty when there is no password. */
  label: '' | 'Senha fraca' | 'Senha média' | 'Senha forte';
}

/** One point each for length 6, 8 and 12, a lowercase letter, an uppercase letter, a digit and a symbol. */
export function passwordScore(password: string): number {
  const checks = [
    password.length >= 6,
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^a-zA-Z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

export function passwordStrength(password: string): PasswordStrengthResult {
  if (password === '') return { strength: 'none', score: 0, percent: 0, label: '' };
  const score = passwordScore(password);
  if (score <= 2) return { strength: 'weak', score, percent: 33, label: 'Senha fraca' };
  if (score <= 4) return { strength: 'medium', score, percent: 66, label: 'Senha média' };
  return { strength: 'strong', score, percent: 100, label: 'Senha forte' };
}

/** The rule for a changed password: at least 6 characters, letters and digits only. */
export function isValidNewPassword(password: string): boolean {
  return /^[A-Za-z0-9]{6,}$/.test(password);
}
