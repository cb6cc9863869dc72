import { describe, expect, it } from 'vitest';
import { zonedDate, zonedInstant, zonedIsoString, zonedMinutes, zonedTime } from '../src/zoned.ts';

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

  it('reads the same clock as the formatter on every minute around a change of offset, in any zone', () => {
    const read = (at: Date, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
          .formatToParts(at)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const around = [
      ['America/Sao_Paulo', '2018-11-04T03:00:00Z'],
      ['America/Sao_Paulo', '2019-02-17T02:00:00Z'],
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['Asia/Kathmandu', '1985-12-31T18:30:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['America/Sao_Paulo', '1914-01-01T03:06:28Z'],
    ] as const;
    for (const [timeZone, change] of around) {
      for (let minute = -90; minute <= 90; minute += 1) {
        const at = new Date(Date.parse(change) + minute * 60_000 + 17_250);
        expect(zonedIsoString(at, timeZone).slice(0, 19), `${timeZone} ${at.toISOString()}`).toBe(read(at, timeZone));
      }
    }
  });

  it('reads the same date as the formatter around midnight and changes of offset, and far from today', () => {
    const read = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    const around = [
      ['America/Sao_Paulo', '2018-11-04T03:00:00Z'],
      ['America/Sao_Paulo', '2019-02-17T02:00:00Z'],
      ['America/Sao_Paulo', '2026-12-01T03:00:00Z'],
      ['Pacific/Apia', '2011-12-30T10:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T13:00:00Z'],
      ['America/Sao_Paulo', '0999-12-31T23:00:00Z'],
      ['America/Sao_Paulo', '9999-12-31T23:00:00Z'],
    ] as const;
    for (const [timeZone, change] of around) {
      for (let minute = -120; minute <= 120; minute += 1) {
        const at = new Date(Date.parse(change) + minute * 60_000 + 59_999);
        expect(zonedDate(at, timeZone), `${timeZone} ${at.toISOString()}`).toBe(read(at, timeZone));
      }
    }
    expect(() => zonedDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
