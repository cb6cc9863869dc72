import { randomBytes } from 'node:crypto';
import { APPOINTMENT_STATUS_LABELS, zonedDate, zonedIsoString, zonedTime, isoDateToBrazilian } from '@practice/common';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Appointment } from '../../db/schema.ts';
import type { ChangeBus } from '../../events/changes.ts';
import { notFound } from '../../http/errors.ts';
import { FieldErrors } from '../../http/validation.ts';
import { findCompanyName } from '../companies/queries.ts';
import { customerContacts } from '../customers/queries.ts';
import { userNameOf, userNames } from '../users/queries.ts';
import { APPOINTMENT_LABELS, APPOINTMENT_MESSAGES, type Occurrence } from './input.ts';

export type AppointmentRow = Appointment;

/** What the history follows of an appointment. */
export const APPOINTMENT_TRACKED = ['customer_id', 'user_id', 'starts_at', 'ends_at', 'status', 'notes', 'frequency', 'occurrences'];

/** Tells the company's open screens that these appointments changed (or were deleted). */
export function announceAppointments(changes: ChangeBus, companyId: number, ids: number[], deleted = false): void {
  if (ids.length) changes.publish({ companyId, area: 'appointments', ids, taskListIds: [], deleted });
}

/** Who may see an appointment: the whole company, or (a limited user) only where they are the professional. */
export interface Visibility {
  companyId: number;
  onlyUserId?: number;
}

/** The appointments `caller` may see: a limited user only those where they are the professional. */
export function appointmentVisibility(caller: { id: number; company_id: number; account_type: string }): Visibility {
  return { companyId: caller.company_id, ...(caller.account_type === 'limited' ? { onlyUserId: caller.id } : {}) };
}

export async function findAppointment(db: Executor, visibility: Visibility, id: number, options: { forUpdate?: boolean } = {}): Promise<AppointmentRow> {
  let query = db.selectFrom('appointments').selectAll().where('id', '=', id).where('company_id', '=', visibility.companyId);
  if (visibility.onlyUserId !== undefined) query = query.where('user_id', '=', visibility.onlyUserId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A reminder link's secret: random, never derived from the id. */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Where a reminder's links lead, on the web app. */
export function reminderLinks(appUrl: string, token: string) {
  return { confirm: `${appUrl}/appointments/${token}/confirm`, cancel: `${appUrl}/appointments/${token}/cancel` };
}

/** The reminder as one text, for the e-mail and the WhatsApp link alike. */
export function reminderText(input: { customerName: string; professionalName: string; companyName: string; startsAt: Date; appUrl: string; token: string }): string {
  const links = reminderLinks(input.appUrl, input.token);
  const date = isoDateToBrazilian(zonedDate(input.startsAt));
  return [
    `Olá, ${input.customerName}! Lembrete do seu atendimento com ${input.professionalName}${input.companyName ? ` (${input.companyName})` : ''} em ${date} às ${zonedTime(input.startsAt)}.`,
    `Confirmar presença: ${links.confirm}`,
    `Cancelar: ${links.cancel}`,
  ].join('\n');
}

export function whatsappUrl(phoneDigits: string, message: string): string {
  return `https://wa.me/55${phoneDigits}?text=${encodeURIComponent(message)}`;
}

/** The company's name as its messages sign it: its own name, or the word it uses for itself. */
export async function companyName(db: Executor, companyId: number): Promise<string> {
  const company = await findCompanyName(db, companyId);
  return company?.name ?? company?.company_treatment ?? '';
}

/**
 * The appointments as the api answers them: the names, the phones and the company read
 * once for all in four statements, through the areas that own them, and the WhatsApp reminder written only where there is a phone to
 * send it to. A week of 500 goes through here on every agenda view.
 */
export async function serializeAppointments(db: Executor, rows: readonly AppointmentRow[], appUrl: string) {
  if (rows.length === 0) return [];
  const companyId = rows[0]!.company_id;
  const customerIds = [...new Set(rows.map((row) => row.customer_id))];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [customerById, userById, company] = await Promise.all([customerContacts(db, companyId, customerIds), userNames(db, null, userIds), companyName(db, companyId)]);
  // A week's appointments start and end on a few instants (the professionals' hours), and a series'
  // dates share their creation: each instant is written out once.
  const written = new Map<number, string>();
  const iso = (at: Date) => {
    const time = at.getTime();
    let text = written.get(time);
    if (text === undefined) written.set(time, (text = zonedIsoString(at)));
    return text;
  };
  return rows.map((row) => {
    const customer = customerById.get(row.customer_id);
    const customerName = customer?.name ?? '';
    const userName = userById.get(row.user_id) ?? '';
    const phone = customer?.phone;
    const open = row.status === 'scheduled' || row.status === 'confirmed';
    const status = APPOINTMENT_STATUS_LABELS[row.status];
    return {
      id: row.id,
      customer: { id: row.customer_id, name: customerName },
      user: { id: row.user_id, name: userName },
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      status: row.status,
      status_text: status.text,
      status_color: status.color,
      notes: row.notes,
      series_id: row.series_id,
      source: row.source,
      reminder_sent_at: row.reminder_sent_at && iso(row.reminder_sent_at),
      whatsapp_url:
        phone && open
          ? whatsappUrl(phone, reminderText({ customerName, professionalName: userName, companyName: company, startsAt: row.starts_at, appUrl, token: row.public_token }))
          : null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  });
}

export type AppointmentAnswer = Awaited<ReturnType<typeof serializeAppointments>>[number];

export interface Clash {
  /** Which of the ranges asked about clashes first. */
  index: number;
  starts_at: Date;
  ends_at: Date;
  professional: string;
}

/**
 * The first of `ranges` that overlaps an appointment of `userId` not canceled, other than `exceptIds`,
 * with the appointment it meets. One query for a whole series.
 */
export async function findClash(db: Executor, userId: number, ranges: readonly Occurrence[], exceptIds: readonly number[] = []): Promise<Clash | undefined> {
  if (ranges.length === 0) return undefined;
  const starts = ranges.map((range) => range.starts_at.toISOString());
  const ends = ranges.map((range) => range.ends_at.toISOString());
  const result = await sql<{ index: number; starts_at: Date; ends_at: Date; professional: string }>`
    select wanted.index::int as index, appointments.starts_at, appointments.ends_at, (${userNameOf(db, sql.ref('appointments.user_id'))}) as professional
    from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as wanted(starts_at, ends_at, index)
    join appointments on appointments.user_id = ${userId}
      and appointments.status <> 'canceled'
      and tstzrange(appointments.starts_at, appointments.ends_at, '[)') && tstzrange(wanted.starts_at, wanted.ends_at, '[)')
      and not (appointments.id = any(${[...exceptIds]}::int[]))
    order by wanted.index, appointments.starts_at
    limit 1`.execute(db);
  const row = result.rows[0];
  return row && { index: Number(row.index) - 1, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at), professional: row.professional };
}

/** The 422 on `starts_at` that names who is busy and when; on a series, also the date. */
export function clashError(clash: Clash, ranges: readonly Occurrence[]) {
  const errors = new FieldErrors(APPOINTMENT_LABELS);
  const from = zonedTime(clash.starts_at);
  const to = zonedTime(clash.ends_at);
  const message =
    ranges.length > 1
      ? APPOINTMENT_MESSAGES.clashOn(clash.professional, from, to, isoDateToBrazilian(zonedDate(ranges[clash.index]!.starts_at)))
      : APPOINTMENT_MESSAGES.clash(clash.professional, from, to);
  errors.add('starts_at', message, { standalone: true });
  return errors.toError();
}

/** PostgreSQL's exclusion_violation: the database refused an overlap a racing write made first. */
export function isOverlapViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}
