import { addDays, isValidDate, zonedMidnight } from '@practice/common';
import { text, type Input } from './input.ts';
import { VALIDATION, type FieldErrors } from './validation.ts';

/** A period on the practice's calendar as instants: from the first day's start to the end of the last. */
export interface Period {
  /** Inclusive; null when the period has no start. */
  from: Date | null;
  /** Exclusive: the start of the day after the last one; null when it has no end. */
  until: Date | null;
}

/**
 * Reads two `YYYY-MM-DD` days (both optional, each inclusive) named `fromKey` and `toKey`, on the
 * practice's calendar. A day that is not a real date is added to `errors` under its key.
 */
export function readPeriod(query: Input, fromKey: string, toKey: string, errors: FieldErrors): Period {
  const day = (key: string): string | null => {
    const value = text(query, key) ?? '';
    if (value === '') return null;
    if (!isValidDate(value)) {
      errors.add(key, VALIDATION.invalid);
      return null;
    }
    return value;
  };
  const from = day(fromKey);
  const to = day(toKey);
  return { from: from ? zonedMidnight(from) : null, until: to ? zonedMidnight(addDays(to, 1)) : null };
}
