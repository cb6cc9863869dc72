import dayjs from '../../lib/dayjs';
import type { View } from 'react-big-calendar';

/** The days a view shows, sent as YYYY-MM-DD: a month with its leading and trailing weeks, a week, a day. */
export function rangeOf(view: View, date: Date): { from: string; to: string } {
  const day = dayjs(date);
  const format = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  if (view === 'month') return { from: format(day.startOf('month').startOf('week')), to: format(day.endOf('month').endOf('week')) };
  if (view === 'week') return { from: format(day.startOf('week')), to: format(day.endOf('week')) };
  return { from: format(day), to: format(day) };
}

/**
 * The title of a week as a person writes it: '22 – 28 de novembro de 2026', '29 de novembro – 5 de
 * dezembro de 2026', '27 de dezembro de 2026 – 2 de janeiro de 2027'.
 */
export function weekTitle(start: Date, end: Date): string {
  const from = dayjs(start).locale('pt-br');
  const to = dayjs(end).locale('pt-br');
  const last = to.format('D [de] MMMM [de] YYYY');
  if (from.year() !== to.year()) return `${from.format('D [de] MMMM [de] YYYY')} – ${last}`;
  if (from.month() !== to.month()) return `${from.format('D [de] MMMM')} – ${last}`;
  return `${from.format('D')} – ${last}`;
}

/** Titles of the month and day views: 'novembro de 2026', 'terça-feira, 24 de novembro de 2026'. */
export const monthTitle = (date: Date) => dayjs(date).locale('pt-br').format('MMMM [de] YYYY');
export const dayTitle = (date: Date) => dayjs(date).locale('pt-br').format('dddd, D [de] MMMM [de] YYYY');
