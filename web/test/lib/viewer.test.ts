import { describe, expect, it } from 'vitest';
import { firstName } from '../../src/lib/viewer.ts';

describe('firstName', () => {
  it('greets by the first name, after any title', () => {
    expect(firstName('Ana Paula Souza')).toBe('Ana');
    expect(firstName('Dra. Ana Souza')).toBe('Ana');
    expect(firstName('dr Bruno')).toBe('Bruno');
    expect(firstName('Prof.ª Carla Dias')).toBe('Carla');
    expect(firstName('Sra. Maria')).toBe('Maria');
    expect(firstName('Drauzio Varella')).toBe('Drauzio');
  });

  it('greets generically when there is no name beyond a title', () => {
    expect(firstName('Dra.')).toBe('Usuário');
    expect(firstName('   ')).toBe('Usuário');
    expect(firstName(null)).toBe('Usuário');
  });
});
