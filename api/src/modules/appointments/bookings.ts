import { checkAnswer, formatPhone, isValidEmail, zonedDate, zonedInstant, zonedIsoString, zonedMinutes } from '@practice/common';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { RateLimits, tooManyRequests } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IDEMPOTENT, bookerOwner } from '../../http/idempotency.ts';
import { section, text } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { diffChanges, recordActivities, type ActivityInput } from '../../activity-log/record.ts';
import { bookingCompanyQuery } from '../companies/queries.ts';
import { insertCustomerRow } from '../customers/create.ts';
import { customerByContact } from '../customers/queries.ts';
import { holdForPublicRegistration } from '../customers/quota.ts';
import { APPOINTMENT_MESSAGES, parseInstant, readId } from './input.ts';
import { BOOKING_MESSAGES, HASHID, ONLINE_BOOKING_AUTHOR, asBookingCompany, bookableProfessionals, type AvailabilityWindow, type BookingCompany, type HashParams } from './online-booking.ts';
import { APPOINTMENT_TRACKED, announceAppointments, isOverlapViolation, newPublicToken } from './queries.ts';
import { BOOKING_ANSWER, BOOKING_BODY } from './schemas.ts';

const HOUR_MS = 3_600_000;
const NAME_MAX = 255;

interface BookedProfessional {
  id: number;
  name: string;
  /** Their hours on the weekday asked for. */
  windows: AvailabilityWindow[];
}

/**
 * What a booking needs to be judged and written, in one statement: the company as `bookingCompany`
 * reads it (404 the same way), the professional asked for if they can be booked online, their hours
 * on the weekday of the slot asked for, and the patient already known by the booking's e-mail or
 * phone (`customerByContact`).
 */
async function bookingTarget(
  db: Executor,
  hashid: string,
  asked: { userId: number | undefined; weekday: number | undefined; email: string; phoneDigits: string },
): Promise<{ company: BookingCompany; professional?: BookedProfessional; customer?: BookingCustomer }> {
  const { userId, weekday } = asked;
  if (!HASHID.test(hashid)) throw notFound();
  const row = await bookingCompanyQuery(db, hashid)
    .select((eb) => [
      jsonObjectFrom(
        bookableProfessionals(db, eb.ref('companies.id'))
          .where('users.id', '=', userId ?? 0)
          .select((professional) =>
            jsonArrayFrom(
              professional
                .selectFrom('user_availabilities')
                .select(['user_availabilities.start_minute', 'user_availabilities.end_minute'])
                .whereRef('user_availabilities.user_id', '=', 'users.id')
                .where('user_availabilities.weekday', '=', weekday ?? -1)
                .orderBy('user_availabilities.start_minute'),
            ).as('windows'),
          ),
      ).as('professional'),
      customerByContact(eb.ref('companies.id'), asked.email, asked.phoneDigits, earlierBookings(eb.ref('companies.id'), asked.email, asked.phoneDigits)).as('known_customer'),
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  const professional = row.professional ?? undefined;
  const customer = row.known_customer ? { id: row.known_customer.id, name: row.known_customer.name, missing: [] } : undefined;
  return { company: asBookingCompany(row), professional, customer };
}

/** The weekday (0 = Sunday) of `at` on the practice's clock. */
function zonedWeekday(at: Date): number {
  return new Date(`${zonedDate(at)}T12:00:00Z`).getUTCDay();
}

/** Whether `at` starts a slot of the professional's hours that day (`windows`, whatever is booked there). */
function withinAvailability(windows: readonly AvailabilityWindow[], at: Date, slotMinutes: number): boolean {
  const date = zonedDate(at);
  const minute = zonedMinutes(at);
  if (zonedInstant(date, minute).getTime() !== at.getTime()) return false;
  return windows.some((window) => minute >= window.start_minute && minute + slotMinutes <= window.end_minute && (minute - window.start_minute) % slotMinutes === 0);
}

/**
 * The earlier bookings of this e-mail or phone at the company (`companyId`, a column of the statement
 * this is part of), by their customer, first booked first (`customerByContact`'s `earlier`).
 */
function earlierBookings(companyId: Expression<number>, email: string, phoneDigits: string): RawBuilder<unknown> {
  return sql`select appointments.customer_id, appointments.id + 0 as position from appointments
    where appointments.company_id = ${companyId} and (appointments.contact_email = ${email} or appointments.contact_phone = ${phoneDigits})`;
}

interface BookingCustomer {
  id: number;
  name: string;
  /** The company's mandatory questions the booking could not answer, by their text. */
  missing: string[];
  /** The history row of the customer's registration, when the booking registered them. */
  activity?: ActivityInput;
}

/**
 * A new customer from a booking: the name, and the phone and e-mail in the company's questions for
 * them, if it has any. The booker cannot answer the staff's other questions, so a customer whose
 * mandatory questions stay unanswered is registered all the same and the appointment says which
 * ones the staff must fill in; the customer's form asks for them at its next save.
 */
async function createBookingCustomer(trx: Executor, companyId: number, contact: { name: string; email: string; phone: string }, now: Date): Promise<BookingCustomer> {
  const fields = await holdForPublicRegistration(trx, companyId, now);
  const answers: Record<string, string> = {};
  const answer = (field: (typeof fields)[number] | undefined, value: string) => {
    const checked = field && checkAnswer(field, value);
    if (checked && !checked.error && typeof checked.value === 'string') answers[String(field.id)] = checked.value;
  };
  answer(fields.find((field) => field.answer_type === 'phone'), formatPhone(contact.phone));
  answer(fields.find((field) => field.answer_type === 'short_text' && /e-?mail/i.test(field.question)), contact.email);
  const { created: customer, activity } = await insertCustomerRow(trx, {
    companyId,
    userId: null,
    authorName: ONLINE_BOOKING_AUTHOR,
    fields,
    values: { name: contact.name, fields_values: answers },
    imageId: null,
    now,
  });
  const missing = fields.filter((field) => field.mandatory && !(String(field.id) in answers)).map((field) => field.question);
  return { id: customer.id, name: customer.name, missing, activity };
}

/** The public booking: a patient books a free slot of a professional's hours, registered as a customer if new. */
export async function bookingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, changes, config, writeOnce } = deps;
  const limits = new RateLimits(db);

  // Keyed by the page and the booker: a retry whose answer was lost gets the first one, never 'slot taken'.
  app.post<HashParams>('/api/v1/public/booking/:companyHash', { config: IDEMPOTENT, schema: { body: BOOKING_BODY, response: { 201: BOOKING_ANSWER } } }, async (request, reply) => {
    const input = section(request.body, 'booking');
    const userId = readId(text(input, 'user_id'));
    const startsText = text(input, 'starts_at') ?? '';
    const startsAt = startsText === '' ? undefined : parseInstant(startsText);
    const email = (text(input, 'email') ?? '').toLowerCase();
    const phone = (text(input, 'phone') ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
    const target = await bookingTarget(db, request.params.companyHash, { userId, weekday: startsAt && zonedWeekday(startsAt), email, phoneDigits: phone });
    const { company, professional } = target;
    const verdict = await limits.hit(`booking-ip:${request.ip}`, { limit: config.publicLimits.bookingsPerIp, windowMs: HOUR_MS }, clock());
    if (!verdict.allowed) {
      const refusal = tooManyRequests(verdict.retryAfterMs);
      reply.header('retry-after', refusal.retryAfter);
      throw refusal.error;
    }
    const errors = new FieldErrors({ user_id: 'Profissional', starts_at: 'Horário', name: 'Nome', email: 'E-mail', phone: 'Telefone' });
    if (!professional) errors.add('user_id', BOOKING_MESSAGES.notAProfessional);
    const now = clock();
    if (startsText === '') errors.add('starts_at', VALIDATION.blank);
    else if (!startsAt) errors.add('starts_at', APPOINTMENT_MESSAGES.invalidDateTime);
    else if (startsAt <= now) errors.add('starts_at', APPOINTMENT_MESSAGES.pastSlot);
    else if (professional && !withinAvailability(professional.windows, startsAt, company.booking_slot_minutes)) {
      errors.add('starts_at', APPOINTMENT_MESSAGES.outsideAvailability);
    }
    const name = (text(input, 'name') ?? '').replace(/\s+/g, ' ');
    if (name === '') errors.add('name', VALIDATION.blank);
    else if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));
    if (email === '') errors.add('email', VALIDATION.blank);
    else if (email.length > 254 || !isValidEmail(email)) errors.add('email', APPOINTMENT_MESSAGES.invalidEmail);
    if (phone === '') errors.add('phone', VALIDATION.blank);
    else if (!/^\d{10,11}$/.test(phone)) errors.add('phone', APPOINTMENT_MESSAGES.invalidPhone);
    errors.throwIfAny();

    const endsAt = new Date(startsAt!.getTime() + company.booking_slot_minutes * 60_000);
    const taken = () => new HttpError(409, APPOINTMENT_MESSAGES.slotTaken, { errors: { starts_at: [APPOINTMENT_MESSAGES.slotTaken] }, full_messages: [APPOINTMENT_MESSAGES.slotTaken] });
    try {
      // The no-overlap constraint refuses a slot taken meanwhile, so bookings of other slots never wait for each other.
      return await writeOnce(
        request,
        reply,
        async (trx, afterCommit) => {
        const customer = target.customer ?? (await createBookingCustomer(trx, company.id, { name, email, phone }, now));
        const row = await trx
          .insertInto('appointments')
          .values({
            company_id: company.id,
            customer_id: customer.id,
            user_id: professional!.id,
            starts_at: startsAt!,
            ends_at: endsAt,
            source: 'online',
            notes: customer.missing.length ? BOOKING_MESSAGES.incompleteCustomer(customer.missing) : null,
            contact_email: email,
            contact_phone: phone,
            public_token: newPublicToken(),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const booked: ActivityInput = {
          companyId: company.id,
          userId: null,
          authorName: ONLINE_BOOKING_AUTHOR,
          event: 'create',
          itemType: 'Appointment',
          itemId: row.id,
          itemName: customer.name,
          customerId: customer.id,
          changes: diffChanges(null, { ...row, source: 'online' }, APPOINTMENT_TRACKED),
        };
        await recordActivities(trx, customer.activity ? [customer.activity, booked] : [booked]);
        afterCommit(() => announceAppointments(changes, company.id, [row.id]));
        reply.status(201);
        return { booking: { starts_at: zonedIsoString(row.starts_at), ends_at: zonedIsoString(row.ends_at), professional_name: professional!.name } };
        },
        { owner: bookerOwner(company.id, email, phone) },
      );
    } catch (error) {
      if (isOverlapViolation(error)) throw taken();
      throw error;
    }
  });
}
