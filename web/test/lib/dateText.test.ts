import { describe, expect, it } from 'vitest';
import { dayText } from '../../src/lib/dateText';

describe('dayText', () => {
  it('writes a moment as DD/MM/YYYY in the browser time zone', () => {
    const moment = new Date(2026, 0, 5, 23, 30);
    expect(dayText(moment)).toBe('05/01/2026');
    expect(dayText(moment.toISOString())).toBe('05/01/2026');
  });

  it('writes nothing for a value that is no date', () => {
    expect(dayText('not a date')).toBe('');
  });
});
