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
  moved: 'Atendimento remarcado.',
  statusChanged: 'Status atualizado.',
  failed: 'Não foi possível salvar. Tente de novo.',
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
