import { isValidTime } from '@practice/common';

export const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

export type Interval = { key: string; start: string; end: string };
/** The hours of a week by weekday (0 Sunday to 6 Saturday), each day's spans in order. */
export type Week = Interval[][];

export const AVAILABILITY_MESSAGES = {
  time: 'Use o formato HH:mm.',
  order: 'O fim deve ser depois do início.',
  overlap: 'Este horário se sobrepõe a outro do mesmo dia.',
  saved: 'Horários salvos.',
  loadFailed: 'Não foi possível carregar os horários.',
};

let lastKey = 0;
const newKey = () => `interval-${++lastKey}`;

export const newInterval = (start = '08:00', end = '12:00'): Interval => ({ key: newKey(), start, end });

/** The api's windows as a week to edit. */
export function weekOf(windows: ReadonlyArray<{ weekday: number; start: string; end: string }>): Week {
  const week: Week = WEEKDAYS.map(() => []);
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  for (const window of sorted) week[window.weekday]?.push(newInterval(window.start, window.end));
  return week;
}

/** The week as the api takes it. */
export const windowsOf = (week: Week) => week.flatMap((day, weekday) => day.map(({ start, end }) => ({ weekday, start, end })));

/** What is wrong with each span, by its key: a time that is not HH:mm, an end not after its start, two spans that overlap. */
export function validateWeek(week: Week): Record<string, { start?: string; end?: string }> {
  const errors: Record<string, { start?: string; end?: string }> = {};
  for (const day of week) {
    for (const interval of day) {
      const error: { start?: string; end?: string } = {};
      if (!isValidTime(interval.start)) error.start = AVAILABILITY_MESSAGES.time;
      if (!isValidTime(interval.end)) error.end = AVAILABILITY_MESSAGES.time;
      else if (!error.start && interval.end <= interval.start) error.end = AVAILABILITY_MESSAGES.order;
      if (error.start || error.end) errors[interval.key] = error;
    }
    const valid = day.filter((interval) => !errors[interval.key]).sort((a, b) => a.start.localeCompare(b.start));
    for (let index = 1; index < valid.length; index++) {
      if (valid[index]!.start < valid[index - 1]!.end) errors[valid[index]!.key] = { start: AVAILABILITY_MESSAGES.overlap };
    }
  }
  return errors;
}
