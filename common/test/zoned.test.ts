import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedIsoString, zonedMinutes, zonedTime } from '../src/zoned.ts';

describe('São Paulo clock readings', () => {
  it('writes an instant in ISO 8601 with the offset of its day, then and now', () => {
    expect(zonedIsoString(new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-01T09:00:00-03:00');
    // Summer time, when Brazil still had it: -02:00.
    expect(zonedIsoString(new Date('2018-12-01T12:00:00Z'))).toBe('2018-12-01T10:00:00-02:00');
    expect(zonedIsoString(new Date('2026-12-01T02:59:59.900Z'))).toBe('2026-11-30T23:59:59-03:00');
  });

  it('reads and makes times of day on that clock', () => {
    const at = zonedInstant('2026-12-01', 9 * 60 + 30);
    expect(at.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(zonedTime(at)).toBe('09:30');
    expect(zonedMinutes(at)).toBe(570);
    expect(zonedInstant('2018-12-01', 10 * 60).toISOString()).toBe('2018-12-01T12:00:00.000Z');
  });
});
