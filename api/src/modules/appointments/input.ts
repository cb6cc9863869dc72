import {
  APPOINTMENT_FREQUENCIES,
  APPOINTMENT_STATUSES,
  ID_PATTERN,
  addDays,
  addMonths,
  isValidDate,
  zonedDate,
  zonedInstant,
  zonedMidnight,
  zonedMinutes,
  type AppointmentFrequency,
  type AppointmentStatus,
} from '@practice/common';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { CUSTOMER_ARCHIVED } from '../customers/queries.ts';

/** The years an appointment may be in, on the practice's calendar. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

export const APPOINTMENT_MESSAGES = {
  notACustomer: 'não é um cliente da empresa',
  notAUser: 'não é um usuário da empresa',
  invalidDateTime: 'não é uma data e hora válida',
  yearOutOfRange: `deve ser entre os anos ${FIRST_YEAR} e ${LAST_YEAR}`,
  skippedTime: 'não existe nesse dia: o relógio foi adiantado uma hora pelo horário de verão',
  seriesPastLastYear: `A repetição passaria do ano ${LAST_YEAR}`,
  endsBeforeStart: 'deve ser depois do início',
  tooLong: 'não pode passar de 12 horas depois do início',
  clash: (professional: string, from: string, to: string) => `Horário indisponível: ${professional} já tem atendimento das ${from} às ${to}`,
  clashOn: (professional: string, from: string, to: string, date: string) =>
    `Horário indisponível: ${professional} já tem atendimento das ${from} às ${to} em ${date}`,
  attendedMove: 'Um atendimento já realizado não pode ser remarcado',
  countRange: 'deve ser um número entre 2 e 52',
  recurrenceEnd: 'A repetição precisa de um número de datas ou de uma data final',
  untilBeforeStart: 'deve ser depois do primeiro atendimento',
  tooManyDates: 'gera mais de 52 datas',
  periodTooLong: 'O período pode ter no máximo 62 dias',
  periodReversed: 'deve ser depois do início do período',
  slotTaken: 'Este horário acabou de ser reservado. Escolha outro.',
  outsideAvailability: 'está fora dos horários disponíveis do profissional',
  pastSlot: 'já passou',
  invalidTime: 'deve ser um horário no formato HH:mm',
  availabilityRange: 'deve terminar depois de começar',
  availabilityOverlap: 'Há horários sobrepostos no mesmo dia',
  invalidPhone: 'não é um telefone válido',
  invalidEmail: 'não é um e-mail válido',
} as const;

/** Longest appointment. */
export const MAX_DURATION_MS = 12 * 60 * 60 * 1000;
/** Most dates one series may have. */
export const SERIES_MAX = 52;
/** Longest period the agenda is read for at once, in days. */
export const PERIOD_MAX_DAYS = 62;
const NOTES_MAX = 10_000;

export const APPOINTMENT_LABELS: Record<string, string> = {
  customer_id: 'Cliente',
  user_id: 'Profissional',
  starts_at: 'Início',
  ends_at: 'Fim',
  status: 'Situação',
  notes: 'Observações',
  frequency: 'Repetição',
  count: 'Número de datas',
  until: 'Data final',
  scope: 'Abrangência',
  from: 'Início do período',
  to: 'Fim do período',
};

/** A real `YYYY-MM-DD` within the years appointments may be in. */
export function isAcceptedDate(date: string): boolean {
  if (!isValidDate(date)) return false;
  const year = Number(date.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

export function readId(value: unknown): number | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return ID_PATTERN.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/**
 * An instant as a client sends it: ISO 8601 with an offset or `Z`, or a date and time without one
 * (`2026-12-01T09:00`, `2026-12-01 09:00`), read on the practice's clock.
 */
export function parseInstant(raw: string): Date | undefined {
  const read = readInstant(raw);
  return read instanceof Date ? read : undefined;
}

/**
 * `parseInstant`'s instant, or why there is none: a wall-clock time the practice's clock skipped
 * (the first hour of a daylight-saving day, as on 4 November 2018 in São Paulo) is refused rather
 * than moved, and so is an instant whose day on the practice's calendar, offset applied, falls
 * outside FIRST_YEAR to LAST_YEAR.
 */
export function readInstant(raw: string): Date | { error: string } {
  const invalid = { error: APPOINTMENT_MESSAGES.invalidDateTime };
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(raw);
  if (!match) return invalid;
  const [, date, hours, minutes, seconds, offset] = match;
  if (!isAcceptedDate(date!) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return invalid;
  let at: Date;
  if (offset === undefined) {
    const minute = Number(hours) * 60 + Number(minutes);
    at = new Date(zonedInstant(date!, minute).getTime() + Number(seconds ?? 0) * 1000);
    if (zonedDate(at) !== date || zonedMinutes(at) !== minute) return { error: APPOINTMENT_MESSAGES.skippedTime };
  } else {
    at = new Date(raw.replace(' ', 'T'));
    if (Number.isNaN(at.getTime())) return invalid;
  }
  return isAcceptedDate(zonedDate(at)) ? at : { error: APPOINTMENT_MESSAGES.yearOutOfRange };
}

export interface AppointmentValues {
  customer_id: number;
  user_id: number;
  starts_at: Date;
  ends_at: Date;
  status: AppointmentStatus;
  notes: string | null;
}

/** Company facts an appointment's fields are checked against. */
export interface AppointmentReferences {
  /** Whether the appointment may be given this customer: the company's, and not archived (customers' customerLink). */
  customerLink: (id: number) => Promise<'linkable' | 'archived' | 'unknown'>;
  userExists: (id: number) => Promise<boolean>;
}

/**
 * `appointment[...]` over `current` (an update) or over nothing (a new one, whose professional is
 * `defaultUserId` unless given). Ends after it starts and at most 12 hours later; customer and
 * professional of the company, a newly given customer not archived.
 */
export async function readAppointment(
  input: Input,
  refs: AppointmentReferences,
  current: AppointmentValues | { defaultUserId: number },
): Promise<AppointmentValues> {
  const errors = new FieldErrors(APPOINTMENT_LABELS);
  const creating = 'defaultUserId' in current;
  const before: Partial<AppointmentValues> = creating ? { user_id: current.defaultUserId, status: 'scheduled', notes: null } : current;
  const values: Partial<AppointmentValues> = { ...before };

  // An appointment keeps the customer it has, archived since or not; only a new one must be linkable.
  const customerLink = async (id: number) => (id === before.customer_id ? 'linkable' : await refs.customerLink(id));
  const userLink = async (id: number) => ((await refs.userExists(id)) ? 'linkable' : 'unknown');
  for (const [field, link, message] of [
    ['customer_id', customerLink, APPOINTMENT_MESSAGES.notACustomer],
    ['user_id', userLink, APPOINTMENT_MESSAGES.notAUser],
  ] as const) {
    if (!has(input, field)) {
      if (values[field] === undefined) errors.add(field, VALIDATION.blank);
      continue;
    }
    const raw = text(input, field) ?? '';
    const id = readId(raw);
    const found = id === undefined ? 'unknown' : await link(id);
    if (raw === '') errors.add(field, VALIDATION.blank);
    else if (found === 'linkable') values[field] = id!;
    else if (found === 'archived') errors.add(field, CUSTOMER_ARCHIVED, { standalone: true });
    else errors.add(field, message);
  }

  for (const field of ['starts_at', 'ends_at'] as const) {
    if (!has(input, field)) {
      if (values[field] === undefined) errors.add(field, VALIDATION.blank);
      continue;
    }
    const raw = text(input, field) ?? '';
    const at = raw === '' ? undefined : readInstant(raw);
    if (at === undefined) errors.add(field, VALIDATION.blank);
    else if (!(at instanceof Date)) errors.add(field, at.error);
    else values[field] = at;
  }

  if (has(input, 'status')) {
    const raw = text(input, 'status') ?? '';
    if ((APPOINTMENT_STATUSES as readonly string[]).includes(raw)) values.status = raw as AppointmentStatus;
    else errors.add('status', VALIDATION.invalid);
  }

  if (has(input, 'notes')) {
    const raw = input.notes === null ? '' : text(input, 'notes');
    if (raw === undefined) errors.add('notes', VALIDATION.invalid);
    else if (raw.length > NOTES_MAX) errors.add('notes', VALIDATION.tooLong(NOTES_MAX));
    else values.notes = raw === '' ? null : raw;
  }

  if (values.starts_at && values.ends_at && !errors.has('starts_at') && !errors.has('ends_at')) {
    const length = values.ends_at.getTime() - values.starts_at.getTime();
    if (length <= 0) errors.add('ends_at', APPOINTMENT_MESSAGES.endsBeforeStart);
    else if (length > MAX_DURATION_MS) errors.add('ends_at', APPOINTMENT_MESSAGES.tooLong);
  }
  errors.throwIfAny();
  return values as AppointmentValues;
}

export interface Recurrence {
  frequency: AppointmentFrequency;
  count?: number;
  until?: string;
}

/** `appointment[recurrence][frequency, count | until]`, or undefined when no recurrence was sent. */
export function readRecurrence(input: Input): Recurrence | undefined {
  const raw = input.recurrence;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const errors = new FieldErrors(APPOINTMENT_LABELS);
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.add('frequency', VALIDATION.invalid);
    throw errors.toError();
  }
  const recurrence = raw as Input;
  const frequency = text(recurrence, 'frequency') ?? '';
  if (!(APPOINTMENT_FREQUENCIES as readonly string[]).includes(frequency)) errors.add('frequency', VALIDATION.invalid);
  const countText = text(recurrence, 'count') ?? '';
  const untilText = text(recurrence, 'until') ?? '';
  let count: number | undefined;
  let until: string | undefined;
  if (countText !== '') {
    count = /^\d{1,3}$/.test(countText) ? Number(countText) : NaN;
    if (!(count >= 2 && count <= SERIES_MAX)) errors.add('count', APPOINTMENT_MESSAGES.countRange);
  } else if (untilText !== '') {
    if (!isValidDate(untilText)) errors.add('until', VALIDATION.invalid);
    else if (!isAcceptedDate(untilText)) errors.add('until', APPOINTMENT_MESSAGES.yearOutOfRange);
    else until = untilText;
  } else {
    errors.add('frequency', APPOINTMENT_MESSAGES.recurrenceEnd, { standalone: true });
  }
  errors.throwIfAny();
  return { frequency: frequency as AppointmentFrequency, count, until };
}

export interface Occurrence {
  starts_at: Date;
  ends_at: Date;
}

/**
 * The dates of a series: the first one's time of day on the practice's clock, every week, two weeks
 * or month (the 31st becoming a shorter month's last day), `count` of them or up to `until`.
 */
export function occurrencesOf(first: Occurrence, recurrence: Recurrence): Occurrence[] {
  const day = zonedDate(first.starts_at);
  const minutes = zonedMinutes(first.starts_at);
  const seconds = first.starts_at.getTime() - zonedInstant(day, minutes).getTime();
  const length = first.ends_at.getTime() - first.starts_at.getTime();
  const dateOf = (index: number) =>
    recurrence.frequency === 'monthly' ? addMonths(day, index) : addDays(day, index * (recurrence.frequency === 'weekly' ? 7 : 14));
  const errors = new FieldErrors(APPOINTMENT_LABELS);
  if (recurrence.until !== undefined && recurrence.until < day) {
    errors.add('until', APPOINTMENT_MESSAGES.untilBeforeStart);
    throw errors.toError();
  }
  const result: Occurrence[] = [];
  for (let index = 0; ; index += 1) {
    if (recurrence.count !== undefined && index >= recurrence.count) break;
    const date = dateOf(index);
    if (recurrence.until !== undefined && date > recurrence.until) break;
    if (!isAcceptedDate(date)) {
      errors.add('frequency', APPOINTMENT_MESSAGES.seriesPastLastYear, { standalone: true });
      throw errors.toError();
    }
    if (result.length === SERIES_MAX) {
      errors.add('until', APPOINTMENT_MESSAGES.tooManyDates);
      throw errors.toError();
    }
    const starts = new Date(zonedInstant(date, minutes).getTime() + seconds);
    result.push({ starts_at: starts, ends_at: new Date(starts.getTime() + length) });
  }
  return result;
}

export type Scope = 'this' | 'following' | 'all';

export function readScope(value: unknown): Scope {
  const raw = typeof value === 'string' ? value : '';
  if (raw === '') return 'this';
  if (raw === 'this' || raw === 'following' || raw === 'all') return raw;
  const errors = new FieldErrors(APPOINTMENT_LABELS);
  errors.add('scope', VALIDATION.invalid);
  throw errors.toError();
}

export interface ListFilters {
  from: Date;
  until: Date;
  userId?: number;
  customerId?: number;
  statuses?: AppointmentStatus[];
}

/** `from`, `to` (days on the practice's calendar, both included, at most 62 days apart) and the filters. */
export function readListQuery(query: Input, today: string): ListFilters {
  const errors = new FieldErrors(APPOINTMENT_LABELS);
  const day = (key: 'from' | 'to', fallback: string): string => {
    const raw = text(query, key) ?? '';
    if (raw === '') return fallback;
    if (isAcceptedDate(raw)) return raw;
    errors.add(key, isValidDate(raw) ? APPOINTMENT_MESSAGES.yearOutOfRange : VALIDATION.invalid);
    return fallback;
  };
  const from = day('from', today);
  const to = day('to', addDays(from, 6));
  if (!errors.has('from') && !errors.has('to')) {
    if (to < from) errors.add('to', APPOINTMENT_MESSAGES.periodReversed);
    else if (to > addDays(from, PERIOD_MAX_DAYS)) errors.add('to', APPOINTMENT_MESSAGES.periodTooLong, { standalone: true });
  }
  const id = (key: 'user_id' | 'customer_id') => {
    const raw = text(query, key) ?? '';
    if (raw === '') return undefined;
    const value = readId(raw);
    if (value === undefined) errors.add(key, VALIDATION.invalid);
    return value;
  };
  const userId = id('user_id');
  const customerId = id('customer_id');
  let statuses: AppointmentStatus[] | undefined;
  const statusText = text(query, 'status') ?? '';
  if (statusText !== '') {
    const list = statusText.split(',').map((item) => item.trim());
    if (list.every((item) => (APPOINTMENT_STATUSES as readonly string[]).includes(item))) statuses = list as AppointmentStatus[];
    else errors.add('status', VALIDATION.invalid);
  }
  errors.throwIfAny();
  return { from: zonedMidnight(from), until: zonedMidnight(addDays(to, 1)), userId, customerId, statuses };
}

export interface AvailabilityWindow {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

const AVAILABILITY_MAX = 100;

function minutesOf(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

export function minuteText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `availability[][weekday, start, end]`: weekday 0 (Sunday) to 6, `HH:mm`, no overlaps within a day. */
export function readAvailability(body: unknown): AvailabilityWindow[] {
  const errors = new FieldErrors({ availability: 'Disponibilidade', weekday: 'Dia da semana', start: 'Início', end: 'Fim' });
  const raw = body !== null && typeof body === 'object' ? (body as Input).availability : undefined;
  const items = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw) : undefined;
  if (items === undefined || items.length > AVAILABILITY_MAX) {
    errors.add('availability', VALIDATION.invalid);
    throw errors.toError();
  }
  const windows: AvailabilityWindow[] = [];
  for (const item of items) {
    const entry = item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Input) : {};
    const weekdayText = text(entry, 'weekday') ?? '';
    const weekday = /^[0-6]$/.test(weekdayText) ? Number(weekdayText) : undefined;
    const start = minutesOf(text(entry, 'start'));
    const end = minutesOf(text(entry, 'end'));
    if (weekday === undefined) errors.add('weekday', VALIDATION.invalid);
    if (start === undefined) errors.add('start', APPOINTMENT_MESSAGES.invalidTime);
    if (end === undefined) errors.add('end', APPOINTMENT_MESSAGES.invalidTime);
    else if (start !== undefined && end <= start) errors.add('end', APPOINTMENT_MESSAGES.availabilityRange);
    if (weekday !== undefined && start !== undefined && end !== undefined && end > start) windows.push({ weekday, start_minute: start, end_minute: end });
  }
  windows.sort((a, b) => a.weekday - b.weekday || a.start_minute - b.start_minute);
  for (let index = 1; index < windows.length; index += 1) {
    const previous = windows[index - 1]!;
    const window = windows[index]!;
    if (previous.weekday === window.weekday && window.start_minute < previous.end_minute) {
      errors.add('availability', APPOINTMENT_MESSAGES.availabilityOverlap, { standalone: true });
      break;
    }
  }
  errors.throwIfAny();
  return windows;
}
