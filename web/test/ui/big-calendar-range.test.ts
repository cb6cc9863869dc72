import { describe, expect, it } from 'vitest';
import { dayTitle, monthTitle, weekTitle } from '../../src/ui/big-calendar/range.ts';

const at = (date: string) => new Date(`${date}T12:00:00`);

describe('calendar titles', () => {
  it('writes a week as a person would, whether it crosses a month or a year', () => {
    expect(weekTitle(at('2026-11-22'), at('2026-11-28'))).toBe('22 – 28 de novembro de 2026');
    expect(weekTitle(at('2026-11-29'), at('2026-12-05'))).toBe('29 de novembro – 5 de dezembro de 2026');
    expect(weekTitle(at('2026-12-27'), at('2027-01-02'))).toBe('27 de dezembro de 2026 – 2 de janeiro de 2027');
  });

  it('writes the month and the day in full', () => {
    expect(monthTitle(at('2026-11-24'))).toBe('novembro de 2026');
    expect(dayTitle(at('2026-11-24'))).toBe('terça-feira, 24 de novembro de 2026');
  });
});
