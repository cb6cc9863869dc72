import { paths } from '../../lib/paths';
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@practice/common';
import dayjs from '../../lib/dayjs';
import type { View } from 'react-big-calendar';
import { rangeOf } from '../../ui/big-calendar/range';

export type AgendaView = Extract<View, 'day' | 'week' | 'month'>;
export const AGENDA_VIEWS: AgendaView[] = ['day', 'week', 'month'];

/** Below this width (Mantine's `sm`) the agenda opens on a single day. */
export const NARROW_WIDTH = 768;

/** The week on a wide screen, the day on a phone. */
export function defaultView(width: number): AgendaView {
  return width < NARROW_WIDTH ? 'day' : 'week';
}

/** The days a view shows, as YYYY-MM-DD: the task calendar's rule. */
export const agendaRange = rangeOf;

/** A time for the api: ISO 8601 with the browser's offset (the practice's, for its staff). */
export function isoOf(date: Date): string {
  return dayjs(date).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** The GraphQL status of a common one, and back. */
export const statusKey = (status: string) => status.toLowerCase() as AppointmentStatus;

/** The statuses a click on an appointment sets. */
export const STATUS_ACTIONS = (['CONFIRMED', 'ATTENDED', 'MISSED', 'CANCELED'] as const).map((status) => ({
  status,
  label: APPOINTMENT_STATUS_LABELS[statusKey(status)].text,
  color: APPOINTMENT_STATUS_LABELS[statusKey(status)].color,
}));

/** The legend of the agenda's colours, from the one definition in common. */
export const STATUS_LEGEND = Object.entries(APPOINTMENT_STATUS_LABELS).map(([key, { text, color }]) => ({ key, label: text, color }));

/** A Mantine colour name as the CSS colour of an event. */
export const cssColor = (color: string) => `var(--mantine-color-${color}-6)`;

export type Scope = 'THIS' | 'FOLLOWING' | 'ALL';
export const SCOPE_CHOICES: { scope: Scope; label: string }[] = [
  { scope: 'THIS', label: 'Só este' },
  { scope: 'FOLLOWING', label: 'Este e os seguintes' },
  { scope: 'ALL', label: 'Todos' },
];

/** How long a selection of the grid lasts, in minutes; a click on a month's day takes the default. */
export function durationOf(start: Date, end: Date, fallback = 50): number {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return minutes > 0 && minutes <= 12 * 60 ? minutes : fallback;
}

/** The first message of a refused write. */
export function refusal(payload: { fullMessages: ReadonlyArray<string> }): string | null {
  return payload.fullMessages[0] ?? null;
}

export const AGENDA_MESSAGES = {
  loadFailed: 'Não foi possível carregar a agenda.',
  created: 'Atendimento agendado.',
  /** The hint under the agenda's title, as the device lets a person pick a time. */
  hintPointer: 'Clique num horário livre para agendar; arraste um atendimento para remarcar.',
  hintTouch: 'Toque num horário livre para agendar; toque e segure um atendimento para remarcar.',
  moved: 'Atendimento remarcado.',
  statusChanged: 'Status atualizado.',
  failed: 'Não foi possível salvar. Tente de novo.',
};

/** What a weekly series of `count` dates from `first` says when it is made: how many, the first and the last date. */
export function seriesCreated(first: Date, count: number): string {
  const start = dayjs(first);
  return `${count} atendimentos agendados, de ${start.format('DD/MM/YYYY')} a ${start.add(count - 1, 'week').format('DD/MM/YYYY')}.`;
}

/** The first day of a view's grid: the day, the week's Sunday, or the Sunday before the month's first day. */
function gridStart(view: AgendaView, date: Date): dayjs.Dayjs {
  const day = dayjs(date).startOf('day');
  if (view === 'month') return day.startOf('month').startOf('week');
  return view === 'week' ? day.startOf('week') : day;
}

/** The grid of the time views: from `min` to `max` minutes of a day, in steps of `step`. */
export type TimeGrid = { min: number; max: number; step: number };

/**
 * The time a tap on the calendar picked: react-big-calendar takes only a long press as a selection
 * on a touch screen, so a tap is read here from what lies under the finger. Null for a tap on an
 * appointment, a button or a link, or outside the days.
 */
export function tappedTime(under: ReadonlyArray<Element>, y: number, view: AgendaView, date: Date, grid: TimeGrid): Date | null {
  if (under[0]?.closest('.rbc-event, .rbc-show-more, .rbc-row-segment, button, a')) return null;
  const column = under.find((element) => element.classList.contains('rbc-day-slot'));
  if (column && view !== 'month') {
    const columns = Array.from(column.parentElement?.children ?? []).filter((element) => element.classList.contains('rbc-day-slot'));
    const box = column.getBoundingClientRect();
    if (box.height <= 0) return null;
    const steps = Math.floor((((y - box.top) / box.height) * (grid.max - grid.min)) / grid.step);
    const minutes = grid.min + Math.min(Math.max(steps, 0), (grid.max - grid.min) / grid.step - 1) * grid.step;
    return gridStart(view, date).add(columns.indexOf(column), 'day').add(minutes, 'minute').toDate();
  }
  const cell = under.find((element) => element.classList.contains('rbc-day-bg'));
  if (cell && view === 'month') {
    const cells = Array.from(cell.closest('.rbc-month-view')?.querySelectorAll('.rbc-day-bg') ?? []);
    return gridStart(view, date).add(cells.indexOf(cell), 'day').toDate();
  }
  return null;
}

/**
 * Where the time views open: an hour before now when today is shown within the grid, else the
 * earliest start of the working hours (or of an appointment) on the days shown, else 08:00.
 */
export function openingTime(now: Date, range: { from: string; to: string }, starts: ReadonlyArray<number>, grid: TimeGrid): Date {
  const at = (minutes: number) => dayjs(now).startOf('day').add(Math.max(grid.min, Math.min(minutes, grid.max)), 'minute').toDate();
  const today = dayjs(now).format('YYYY-MM-DD');
  const nowMinutes = dayjs(now).hour() * 60 + dayjs(now).minute();
  // On the step before, so the grid does not move as the minutes pass.
  if (today >= range.from && today <= range.to && nowMinutes > grid.min + 60 && nowMinutes < grid.max) return at(Math.floor((nowMinutes - 60) / grid.step) * grid.step);
  return at(starts.length > 0 ? Math.min(...starts) : 8 * 60);
}

/** Minutes since midnight of an `HH:mm` time. */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** When an appointment starts, as the lists show it: DD/MM/YYYY HH:mm. */
export const whenOf = (startsAt: string) => dayjs(startsAt).format('DD/MM/YYYY HH:mm');

/** The agenda opened on the day `startsAt` falls on. */
export const agendaPathAt = (startsAt: string) => paths.agenda(dayjs(startsAt).format('YYYY-MM-DD'));

/** The day an agenda address names with `?date=YYYY-MM-DD`; today when it names none or an impossible one. */
export function agendaDateOf(search: URLSearchParams | string): Date {
  const value = new URLSearchParams(search).get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date();
  const day = dayjs(value);
  return day.isValid() && day.format('YYYY-MM-DD') === value ? day.toDate() : new Date();
}

/** attended / (attended + missed), from 0 to 100; null when neither happened. */
export function attendanceRate(statuses: ReadonlyArray<string>): number | null {
  const attended = statuses.filter((status) => status === 'ATTENDED').length;
  const missed = statuses.filter((status) => status === 'MISSED').length;
  return attended + missed === 0 ? null : (attended / (attended + missed)) * 100;
}

/** A rate as pt-BR writes it ('83,3%'), or '—' when there is nothing to count. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`);

/** The dashboard's days: today, and the month it falls in (at most 31 days, within the api's 62). */
export function dashboardDays(now: Date = new Date()): { today: string; monthFrom: string; monthTo: string } {
  const day = dayjs(now);
  return { today: day.format('YYYY-MM-DD'), monthFrom: day.startOf('month').format('YYYY-MM-DD'), monthTo: day.endOf('month').format('YYYY-MM-DD') };
}

/** A customer's list: the 62 days before today and the 62 from today, the most one call may span. */
export function customerWindows(now: Date = new Date()): { pastFrom: string; today: string; nextTo: string } {
  const day = dayjs(now);
  return { pastFrom: day.subtract(61, 'day').format('YYYY-MM-DD'), today: day.format('YYYY-MM-DD'), nextTo: day.add(61, 'day').format('YYYY-MM-DD') };
}
