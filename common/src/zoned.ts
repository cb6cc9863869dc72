/** Where the practices are: "today", "this month" and due dates are read on this calendar. */
export const PRACTICE_TIME_ZONE = 'America/Sao_Paulo';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock readings (as UTC milliseconds) whose ISO form starts with a four-digit year. */
const FOUR_DIGIT_YEARS = [Date.UTC(1000, 0, 1), Date.UTC(10_000, 0, 1)] as const;

/** The calendar date (`YYYY-MM-DD`) that `at` falls on in `timeZone`. */
export function zonedDate(at: Date, timeZone: string = PRACTICE_TIME_ZONE): string {
  const time = at.getTime();
  const offset = Number.isFinite(time) ? steadyOffset(time, timeZone) : undefined;
  if (offset !== undefined) {
    const wall = time + offset;
    if (wall >= FOUR_DIGIT_YEARS[0] && wall < FOUR_DIGIT_YEARS[1]) return new Date(wall).toISOString().slice(0, 10);
  }
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * `at` moved by `months` calendar months (in UTC), keeping its time of day; the 31st becomes the
 * month's last day, so the 31st of January becomes the last day of February.
 */
export function addMonthsToInstant(at: Date, months: number): Date {
  const moved = new Date(at);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return moved;
}

/** `date` (`YYYY-MM-DD`) moved by `months` calendar months; the 31st becomes the month's last day. */
export function addMonths(date: string, months: number): string {
  return addMonthsToInstant(new Date(`${date}T00:00:00Z`), months).toISOString().slice(0, 10);
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** What the wall clock of `timeZone` reads at `at`, as if that reading were UTC, in milliseconds. */
function wallClock(at: Date, timeZone: string): number {
  const time = at.getTime();
  const offset = Number.isFinite(time) ? steadyOffset(time, timeZone) : undefined;
  return offset === undefined ? formattedWallClock(at, timeZone) : Math.floor(time / 1000) * 1000 + offset;
}

/** Offsets change at most once in a quarter of an hour, and (since 1970) only on its edges in UTC. */
const QUARTER_MS = 15 * 60_000;
const MAX_REMEMBERED_QUARTERS = 50_000;
const quarterOffsets = new Map<string, Map<number, number | null>>();

/**
 * The offset of `timeZone` throughout the quarter of an hour holding `time`, read from the formatter
 * once per quarter and remembered, or undefined where it changes within the quarter. Reading the
 * formatter is the dear part of every zoned date; a list of appointments reads a few quarters.
 */
function steadyOffset(time: number, timeZone: string): number | undefined {
  let offsets = quarterOffsets.get(timeZone);
  if (!offsets) quarterOffsets.set(timeZone, (offsets = new Map()));
  const quarter = Math.floor(time / QUARTER_MS) * QUARTER_MS;
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const first = formattedWallClock(new Date(quarter), timeZone) - quarter;
    const lastSecond = quarter + QUARTER_MS - 1000;
    const last = formattedWallClock(new Date(lastSecond), timeZone) - lastSecond;
    offset = first === last ? first : null;
    if (offsets.size >= MAX_REMEMBERED_QUARTERS) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset ?? undefined;
}

function formattedWallClock(at: Date, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format
      .formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant the day `date` (`YYYY-MM-DD`) starts in `timeZone`. */
export function zonedMidnight(date: string, timeZone: string = PRACTICE_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day);
  const offset = wallClock(new Date(asUtc), timeZone) - asUtc;
  // Where the offset changes within the first hours of the day, the second reading settles it.
  const guess = asUtc - offset;
  const settled = wallClock(new Date(guess), timeZone) - guess;
  return new Date(asUtc - settled);
}

/** `at` as DD/MM/YYYY HH:mm on the clock of `timeZone`. */
export function zonedDateTime(at: Date, timeZone: string = PRACTICE_TIME_ZONE): string {
  const wall = new Date(wallClock(at, timeZone)).toISOString();
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/** `at` as ISO 8601 on the clock of `timeZone`, with its offset: `2026-12-01T09:00:00-03:00`. */
export function zonedIsoString(at: Date, timeZone: string = PRACTICE_TIME_ZONE): string {
  const wall = wallClock(at, timeZone);
  const offsetMinutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
  return `${new Date(wall).toISOString().slice(0, 19)}${offset}`;
}

/** `at` as HH:mm on the clock of `timeZone`. */
export function zonedTime(at: Date, timeZone: string = PRACTICE_TIME_ZONE): string {
  return new Date(wallClock(at, timeZone)).toISOString().slice(11, 16);
}

/** Minutes since midnight on the clock of `timeZone` at `at`. */
export function zonedMinutes(at: Date, timeZone: string = PRACTICE_TIME_ZONE): number {
  const wall = new Date(wallClock(at, timeZone));
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/**
 * The instant the clock of `timeZone` reads `minutes` after midnight on `date` (`YYYY-MM-DD`).
 * A reading skipped by a change of offset falls after the gap.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string = PRACTICE_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const offset = wallClock(new Date(asUtc), timeZone) - asUtc;
  const guess = asUtc - offset;
  const settled = wallClock(new Date(guess), timeZone) - guess;
  return new Date(asUtc - settled);
}
