import { describe, expect, it } from 'vitest';
import { isValidNewPassword, passwordScore, passwordStrength } from '../src/password.ts';

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

describe('new password rule', () => {
  it('takes at least 6 letters and digits only', () => {
    expect(isValidNewPassword('abc123')).toBe(true);
    expect(isValidNewPassword('abc12')).toBe(false);
    expect(isValidNewPassword('abc 123')).toBe(false);
    expect(isValidNewPassword('abç123')).toBe(false);
  });
});
