/** A time of day as HH:MM, from 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isValidTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

/** A calendar date as sent to the api, YYYY-MM-DD. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date that exists in the calendar (29/02 only in leap years). */
export function isValidDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one. setUTCFullYear, unlike Date.UTC, does not
  // read years below 100 as 19xx, and UTC keeps the local time zone out of it.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

/** DD/MM/YYYY, as the masked date input shows it, to YYYY-MM-DD; undefined when it is not a real date. */
export function brazilianDateToIso(date: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isValidDate(iso) ? iso : undefined;
}

/** YYYY-MM-DD to DD/MM/YYYY, for display. */
export function isoDateToBrazilian(date: string): string {
  const match = DATE_PATTERN.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
