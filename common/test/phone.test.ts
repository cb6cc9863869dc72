import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone } from '../src/phone.ts';
import { isValidEmail } from '../src/email.ts';

describe('phone', () => {
  it('accepts landlines and mobiles in the masked form', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 93456-7890')).toBe(true);
    expect(isValidPhone('11 93456-7890')).toBe(false);
    expect(isValidPhone('(11) 934-7890')).toBe(false);
  });

  it('formats digits as they are typed', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('1134')).toBe('(11) 34');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11934567890')).toBe('(11) 93456-7890');
  });
});

describe('e-mail', () => {
  it('needs an @ and a dot after it', () => {
    expect(isValidEmail('ana@clinica.com.br')).toBe(true);
    expect(isValidEmail('ana@clinica')).toBe(false);
    expect(isValidEmail('ana.clinica.com')).toBe(false);
  });
});
