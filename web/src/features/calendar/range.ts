import dayjs from 'dayjs';
import type { View } from 'react-big-calendar';

/** The days a view shows, sent as YYYY-MM-DD: a month with its leading and trailing weeks, a week, a day. */
export function rangeOf(view: View, date: Date): { from: string; to: string } {
  const day = dayjs(date);
  const format = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  if (view === 'month') return { from: format(day.startOf('month').startOf('week')), to: format(day.endOf('month').endOf('week')) };
  if (view === 'week') return { from: format(day.startOf('week')), to: format(day.endOf('week')) };
  return { from: format(day), to: format(day) };
}
