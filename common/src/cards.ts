/**
 * Card checks shared by the add-card form, the payment sandbox and its browser script: the brand as
 * the number is typed, the number's check digit, the expiry and the security code (spec section 9).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'jcb';

export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_EXPIRY_LENGTH = 5;
export const CARD_CVV_MAX_LENGTH = 4;

/** What the provider's answers call each brand (`data.brand`). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'VISA',
  mastercard: 'MASTER',
  amex: 'AMEX',
  elo: 'ELO',
  hipercard: 'HIPERCARD',
  diners: 'DINERS',
  discover: 'DISCOVER',
  jcb: 'JCB',
};

/** Most specific first: Elo and Hipercard ranges overlap the broader Visa, Mastercard and Discover ones. */
const BRAND_PATTERNS: ReadonlyArray<[CardBrand, RegExp]> = [
  ['elo', /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650(0(3([1-3]|[5-9])|4([0-9])|5[0-1])|4(0[5-9]|[1-3][0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8]|4[1-9]|[5-8][0-9]|9[0-8])|7(0[0-9]|1[0-8]|2[0-7])|9(0[1-9]|[1-6][0-9]|7[0-8]))|6516(5[2-9]|[6-7][0-9])|6550([0-5][0-9]))/],
  ['hipercard', /^(606282|3841(0|4|6)0)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[68])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^6(011|5)/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/],
  ['visa', /^4/],
];

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand from the first digits, or null while they name none. */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (digits.length === 0) return null;
  for (const [brand, pattern] of BRAND_PATTERNS) if (pattern.test(digits)) return brand;
  return null;
}

/** Digits grouped in fours as they are typed, at most 19 characters (16 digits). */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** MM/AA as it is typed. */
export function formatCardExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn check digit every card number carries. */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  if (number.replace(/[\d ]/g, '') !== '' || digits.length < 13 || digits.length > 16) return false;
  return passesLuhn(digits);
}

/** Month and year as the provider takes them: month 1-12, year with two or four digits. */
export function readCardExpiry(month: string, year: string): { month: number; year: number } | null {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12) return null;
  return { month: m, year: y };
}

/** A card is good until the end of its expiry month. */
export function isCardExpiryValid(month: string, year: string, now: Date): boolean {
  const expiry = readCardExpiry(month, year);
  if (!expiry) return false;
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  return endOfMonth > now.getTime() && expiry.year <= now.getUTCFullYear() + 20;
}

/** MM/AA or MM/YY typed in the form. */
export function isValidCardExpiryText(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  return match !== null && isCardExpiryValid(match[1]!, match[2]!, now);
}

export function isValidCardCvv(cvv: string, brand: CardBrand | null): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvv) : /^\d{3,4}$/.test(cvv);
}

/** `XXXX-XXXX-XXXX-1111`, as the provider shows a saved card. */
export function displayCardNumber(number: string): string {
  const digits = cardDigits(number);
  const last = digits.slice(-4);
  const hidden = Math.max(0, digits.length - 4);
  const masked = 'X'.repeat(hidden) + last;
  return masked.replace(/(.{4})(?=.)/g, '$1-');
}

/** The holder's name split as the provider takes it: the first word, then the rest. */
export function splitHolderName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
