/** Brazilian phone as typed in the app's masks: (NN) NNNN-NNNN or (NN) NNNNN-NNNN. */
export const PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;

export const PHONE_MASKS = ['(00) 0000-0000', '(00) 00000-0000'] as const;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** Formats digits as they are typed: 10 digits as a landline, 11 as a mobile. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
