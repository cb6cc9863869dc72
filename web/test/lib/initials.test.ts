import { describe, expect, it } from 'vitest';
import { initials } from '../../src/lib/initials';

describe('initials', () => {
  it('takes the first and last names’ first letters', () => {
    expect(initials('Ana Paula Souza', 'ana@x.com')).toBe('AS');
    expect(initials('élio', 'e@x.com')).toBe('É');
    expect(initials('  ', 'bruno@x.com')).toBe('B');
  });

  it('takes a whole emoji, never half of it', () => {
    expect(initials('🌻 Maria', 'm@x.com')).toBe('🌻M');
    expect(initials('👩🏽‍⚕️ Dra. Ana', 'a@x.com')).toBe('👩🏽‍⚕️A');
    expect(initials('Família 👨‍👩‍👧', 'f@x.com')).toBe('F👨‍👩‍👧');
    expect(initials('🇧🇷', 'b@x.com')).toBe('🇧🇷');
  });

  it('keeps a letter with a combining accent whole', () => {
    expect(initials('e\u0301rica', 'e@x.com')).toBe('E\u0301');
  });
});
