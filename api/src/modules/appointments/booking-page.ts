import { isValidDate, zonedInstant, zonedIsoString } from '@practice/common';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { asInput, text } from '../../http/input.ts';
import { PUBLIC_PAGE } from '../../http/public-pages.ts';
import { ReadCache } from '../../http/read-cache.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { APPOINTMENT_MESSAGES, isAcceptedDate, readId } from './input.ts';
import { BOOKING_PAGE_ANSWER, BOOKING_SLOTS_ANSWER, BOOKING_SLOTS_QUERY } from './schemas.ts';
import { bookingCompanyQuery } from '../companies/queries.ts';
import { BOOKING_MESSAGES, HASHID, asBookingCompany, bookableProfessionals, type BookingCompany, type HashParams } from './online-booking.ts';

/**
 * How long the booking page and a day's free slots, the same for every visitor, are answered from
 * memory; a write through this process (a booking, the staff's changes) is seen at once, one through
 * another process within this long, or at once with Redis (see `WriteLog`). A slot booked meanwhile
 * is refused when asked for (409), as one booked by someone else a moment before would be.
 */
export const PUBLIC_ANSWER_MS = 5_000;

/** The company a public booking link names, only while it takes bookings; 404 otherwise. */
async function bookingCompany(db: Executor, hashid: string): Promise<BookingCompany> {
  if (!HASHID.test(hashid)) throw notFound();
  const company = await bookingCompanyQuery(db, hashid).executeTakeFirst();
  if (!company) throw notFound();
  return asBookingCompany(company);
}

/** The company's professionals who can be booked online, or the one of them `userId` names. */
async function professionals(db: Executor, companyId: number, userId?: number) {
  let query = bookableProfessionals(db, companyId);
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  return query.execute();
}

/**
 * The free starts of `date` for one professional: every `slotMinutes` from the start of each window
 * of their hours that day while a whole slot fits, none in the past, none meeting an appointment.
 */
async function freeSlots(db: Executor, userId: number, date: string, slotMinutes: number, now: Date): Promise<Date[]> {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const windows = await db
    .selectFrom('user_availabilities')
    .select(['start_minute', 'end_minute'])
    .where('user_id', '=', userId)
    .where('weekday', '=', weekday)
    .orderBy('start_minute')
    .execute();
  const starts: Date[] = [];
  for (const window of windows) {
    for (let minute = window.start_minute; minute + slotMinutes <= window.end_minute; minute += slotMinutes) {
      const at = zonedInstant(date, minute);
      if (at > now) starts.push(at);
    }
  }
  if (starts.length === 0) return [];
  const busy = await db
    .selectFrom('appointments')
    .select(['starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('status', '<>', 'canceled')
    .where('starts_at', '<', new Date(starts[starts.length - 1]!.getTime() + slotMinutes * 60_000))
    .where('ends_at', '>', starts[0]!)
    .execute();
  return starts.filter((start) => {
    const end = start.getTime() + slotMinutes * 60_000;
    return !busy.some((row) => row.starts_at.getTime() < end && row.ends_at.getTime() > start.getTime());
  });
}

/** The public booking page and a day's free slots, both answered from memory for `PUBLIC_ANSWER_MS`. */
export async function bookingPageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, files, writes } = deps;

  const kept = new ReadCache<string, object>(writes, PUBLIC_ANSWER_MS, () => clock().getTime());
  /** The answer kept under `key`, or `read`'s, kept for everyone who asks the same in the next few seconds. */
  const keptAnswer = async (key: string, read: () => Promise<{ companyId: number; answer: object }>) => {
    const found = kept.get(key);
    if (found) return found;
    const mark = writes.mark();
    const { companyId, answer } = await read();
    kept.set(key, companyId, answer, mark);
    return answer;
  };

  app.get<HashParams>('/api/v1/public/booking/:companyHash', { ...PUBLIC_PAGE, schema: { response: { 200: BOOKING_PAGE_ANSWER } } }, async (request) =>
    keptAnswer(`page ${request.params.companyHash}`, async () => {
      const company = await bookingCompany(db, request.params.companyHash);
      const answer = {
        company: { name: company.name, image_url: company.image_key ? files.urls.sign(company.image_key) : null },
        professionals: await professionals(db, company.id),
        slot_minutes: company.booking_slot_minutes,
      };
      return { companyId: company.id, answer };
    }),
  );

  app.get<HashParams>('/api/v1/public/booking/:companyHash/slots', { ...PUBLIC_PAGE, schema: { querystring: BOOKING_SLOTS_QUERY, response: { 200: BOOKING_SLOTS_ANSWER } } }, async (request) => {
    const query = asInput(request.query);
    const userId = readId(text(query, 'user_id'));
    const date = text(query, 'date') ?? '';
    return keptAnswer(`slots ${request.params.companyHash} ${userId ?? ''} ${date}`, async () => {
      const company = await bookingCompany(db, request.params.companyHash);
      const errors = new FieldErrors({ user_id: 'Profissional', date: 'Data' });
      const [professional] = userId === undefined ? [] : await professionals(db, company.id, userId);
      if (!professional) errors.add('user_id', BOOKING_MESSAGES.notAProfessional);
      if (!isValidDate(date)) errors.add('date', VALIDATION.invalid);
      else if (!isAcceptedDate(date)) errors.add('date', APPOINTMENT_MESSAGES.yearOutOfRange);
      errors.throwIfAny();
      const slots = await freeSlots(db, professional!.id, date, company.booking_slot_minutes, clock());
      return { companyId: company.id, answer: { slots: slots.map((slot) => zonedIsoString(slot)) } };
    });
  });
}
