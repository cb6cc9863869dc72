import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from '../src/cpf.ts';
import { brazilianDateToIso, isValidDate, isValidTime, isoDateToBrazilian } from '../src/dates.ts';
import { isValidRg } from '../src/rg.ts';

describe('CPF', () => {
  it('accepts masked numbers with the right check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    // Both check digits 0 (a rest of 10 counts as 0).
    expect(isValidCpf('000.000.001-91')).toBe(true);
  });

  it('refuses a wrong check digit, one repeated digit and other shapes', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('52998224725')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf(' 529.982.247-25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('formats digits as they are typed', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
  });
});

describe('time', () => {
  it('accepts HH:MM up to 23:59', () => {
    for (const time of ['00:00', '09:30', '23:59', '12:05']) expect(isValidTime(time)).toBe(true);
  });

  it('refuses hours past 23, minutes past 59 and other shapes', () => {
    for (const time of ['24:00', '23:60', '9:30', '09:3', '0930', '09:30:00', 'ab:cd', '']) {
      expect(isValidTime(time)).toBe(false);
    }
  });
});

describe('date', () => {
  it('accepts real YYYY-MM-DD dates, 29/02 in leap years only', () => {
    for (const date of ['2024-02-29', '2000-02-29', '2026-12-31', '1950-01-01', '0099-03-01']) {
      expect(isValidDate(date)).toBe(true);
    }
    for (const date of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01']) {
      expect(isValidDate(date)).toBe(false);
    }
  });

  it('refuses other shapes', () => {
    for (const date of ['10/03/2026', '2026-3-10', '2026-03-10T00:00', '']) expect(isValidDate(date)).toBe(false);
  });

  it('converts between the masked form and YYYY-MM-DD', () => {
    expect(brazilianDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brazilianDateToIso('29/02/2026')).toBeUndefined();
    expect(isoDateToBrazilian('2026-03-10')).toBe('10/03/2026');
  });
});

describe('RG', () => {
  it('accepts digits with dots, dashes and a final X', () => {
    for (const rg of ['12.345.678-9', '12.345.678-X', '1.234.567', '123456789', '12345678x', '10.123.456']) {
      expect(isValidRg(rg)).toBe(true);
    }
  });

  it('refuses letters, loose separators and lengths out of range', () => {
    for (const rg of ['MG-12.345.678', '12..345', '-12345', '12345-', '1234', '123456789012345', 'X', '12.3A5.678', '']) {
      expect(isValidRg(rg)).toBe(false);
    }
  });
});
