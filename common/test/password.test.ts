import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE, isValidPassword, passwordProblem, passwordScore, passwordStrength } from '../src/password.ts';

describe('password strength', () => {
  it('is none for an empty password', () => {
    expect(passwordStrength('')).toEqual({ strength: 'none', score: 0, percent: 0, label: '' });
  });

  it('scores one point per rule', () => {
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdef')).toBe(2);
    expect(passwordScore('abcdefgh')).toBe(3);
    expect(passwordScore('abcdefghijkl')).toBe(4);
    expect(passwordScore('Abcdefghijk1!')).toBe(7);
  });

  it('maps scores to the three labels and bar widths', () => {
    expect(passwordStrength('abcdef')).toMatchObject({ label: 'Senha fraca', percent: 33 });
    expect(passwordStrength('abcdef12')).toMatchObject({ label: 'Senha média', percent: 66 });
    expect(passwordStrength('Abcdef12!')).toMatchObject({ label: 'Senha forte', percent: 100 });
  });
});

describe('the password rule', () => {
  it('takes 6 to 128 characters with at least one letter and one digit, symbols and accents included', () => {
    for (const password of ['abc123', 'Segura123!', 'abç 12 3', 'çççç1é', '1a'.repeat(64)]) {
      expect(isValidPassword(password), password).toBe(true);
    }
  });

  it('says what is wrong, first the length, then the letter and the digit', () => {
    expect(passwordProblem('')).toBe('blank');
    expect(passwordProblem('abc12')).toBe('tooShort');
    expect(passwordProblem('a1'.repeat(64) + 'x')).toBe('tooLong');
    expect(passwordProblem('abcdef')).toBe('letterAndDigit');
    expect(passwordProblem('123456')).toBe('letterAndDigit');
    expect(passwordProblem('!!!!!!')).toBe('letterAndDigit');
  });

  it('is stated in one sentence', () => {
    expect(PASSWORD_RULE).toBe('De 6 a 128 caracteres, com pelo menos uma letra e um número');
  });
});
