/** CPF as typed in the app's mask: NNN.NNN.NNN-NN. */
export const CPF_PATTERN = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

export const CPF_MASK = '000.000.000-00';

/** The check digit over `digits` with weights from `firstWeight` down to 2 (Receita Federal's rule). */
function checkDigit(digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * A CPF in the masked form whose two check digits are right. Numbers made of one repeated digit
 * (111.111.111-11) pass the arithmetic but are never issued, so they are refused too.
 */
export function isValidCpf(cpf: string): boolean {
  if (!CPF_PATTERN.test(cpf)) return false;
  const digits = Array.from(cpf.replace(/\D/g, ''), Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  return checkDigit(digits.slice(0, 9), 10) === digits[9] && checkDigit(digits.slice(0, 10), 11) === digits[10];
}

/** Formats digits as they are typed into the CPF mask. */
export function formatCpf(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const body = parts.join('.');
  return digits.length > 9 ? `${body}-${digits.slice(9)}` : body;
}
