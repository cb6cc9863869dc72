export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 takes any length; the cap only keeps a request from hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The one password rule of the product (signup, reset, the user form and the password change):
 * 6 to 128 characters with at least one letter and one digit; any other character is welcome,
 * since symbols make a password stronger (the strength bar rewards them).
 */
export const PASSWORD_RULE = `De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres, com pelo menos uma letra e um número`;

/** What is wrong with a new password, as the api's field errors say it (after the field's label). */
export const PASSWORD_RULE_MESSAGES = {
  blank: 'não pode ficar em branco',
  tooShort: `é muito curta (mínimo: ${PASSWORD_MIN_LENGTH} caracteres)`,
  tooLong: `é muito longa (máximo: ${PASSWORD_MAX_LENGTH} caracteres)`,
  letterAndDigit: 'deve conter pelo menos uma letra e um número',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_RULE_MESSAGES;

/** The first way a new password breaks the rule, or undefined when it follows it. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password === '') return 'blank';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'letterAndDigit';
  return undefined;
}

export function isValidPassword(password: string): boolean {
  return passwordProblem(password) === undefined;
}

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
