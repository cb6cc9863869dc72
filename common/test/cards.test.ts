import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  displayCardNumber,
  formatCardExpiry,
  formatCardNumber,
  isCardExpiryValid,
  isValidCardCvv,
  isValidCardNumber,
  splitHolderName,
} from '../src/cards.ts';

describe('cards', () => {
  it('names the brand from the first digits as they are typed', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('4111 1111')).toBe('visa');
    expect(detectCardBrand('5555')).toBe('mastercard');
    expect(detectCardBrand('2221 00')).toBe('mastercard');
    expect(detectCardBrand('3782')).toBe('amex');
    expect(detectCardBrand('6362 9700')).toBe('elo');
    expect(detectCardBrand('6062 8200')).toBe('hipercard');
    expect(detectCardBrand('9')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
  });

  it('groups the number in fours, at most 19 characters', () => {
    expect(formatCardNumber('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('abc4111')).toBe('4111');
  });

  it('checks the number by its check digit and length', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4012888888881881')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111')).toBe(false);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(false);
  });

  it('takes the expiry as MM/AA and refuses a past month', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatCardExpiry('1230')).toBe('12/30');
    expect(formatCardExpiry('1')).toBe('1');
    expect(isCardExpiryValid('11', '26', now)).toBe(true);
    expect(isCardExpiryValid('10', '26', now)).toBe(false);
    expect(isCardExpiryValid('13', '30', now)).toBe(false);
    expect(isCardExpiryValid('12', '2030', now)).toBe(true);
  });

  it('wants three or four digits of security code, four on Amex', () => {
    expect(isValidCardCvv('123', 'visa')).toBe(true);
    expect(isValidCardCvv('12a', 'visa')).toBe(false);
    expect(isValidCardCvv('123', 'amex')).toBe(false);
    expect(isValidCardCvv('1234', 'amex')).toBe(true);
  });

  it('masks a saved card and splits the holder name', () => {
    expect(displayCardNumber('4111111111111111')).toBe('XXXX-XXXX-XXXX-1111');
    expect(splitHolderName('  Maria  da Silva ')).toEqual({ firstName: 'Maria', lastName: 'da Silva' });
  });
});
