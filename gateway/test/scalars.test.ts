import { describe, expect, it } from 'vitest';
import { DateTime } from '../src/scalars.ts';

describe('DateTime', () => {
  it("writes the api's instants as ISO 8601 UTC, the same each time one comes again", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(DateTime.serialize('2026-12-01T09:00:00-03:00')).toBe('2026-12-01T12:00:00.000Z');
      expect(DateTime.serialize('2026-01-15 12:30:00')).toBe('2026-01-15T12:30:00.000Z');
      expect(DateTime.serialize('2026-01-15T12:30:00.123Z')).toBe('2026-01-15T12:30:00.123Z');
    }
    expect(DateTime.serialize(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00.000Z');
  });

  it('refuses what is not an instant, every time', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(() => DateTime.serialize('amanhã')).toThrow(TypeError);
      expect(() => DateTime.serialize(null)).toThrow(TypeError);
    }
  });
});
