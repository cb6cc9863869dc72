import { APPOINTMENT_FREQUENCIES, APPOINTMENT_STATUSES } from '@practice/common';
import { day, fileAnswer, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, queryOf, text } from '../../http/openapi.ts';
import { PERIOD_MAX_DAYS, SERIES_MAX } from './input.ts';

/**
 * An instant as the agenda writes it: ISO 8601 on the practice's clock, with its offset
 * (`2026-12-01T09:00:00-03:00`).
 */
const zonedDateTime: JsonSchema = { type: 'string', format: 'date-time', description: "On the practice's clock, with its offset." };

const SCOPES = ['this', 'following', 'all'];
const scope = (verb: string): JsonSchema => ({
  ...oneOfTexts(SCOPES),
  description: `On a date of a series: ${verb} this date alone (the default), this one and those after it, or all of them.`,
});

/** An appointment's customer or professional: the id and the name. */
const personSchema = objectOf({ id: integer, name: text }, { title: 'AppointmentPerson' });

/** An appointment as serializeAppointments answers it. */
export const appointmentSchema = objectOf(
  {
    id: integer,
    customer: personSchema,
    user: { ...personSchema, description: 'The professional.' },
    starts_at: zonedDateTime,
    ends_at: zonedDateTime,
    status: oneOfTexts(APPOINTMENT_STATUSES),
    status_text: text,
    status_color: text,
    notes: nullable(text),
    series_id: { ...nullable(integer), description: 'The first date of the series it belongs to; null for a single appointment.' },
    source: { ...oneOfTexts(['staff', 'online']), description: '`online`: booked on the public booking page.' },
    reminder_sent_at: { anyOf: [zonedDateTime, { type: 'null' }], description: 'When the reminder was sent; null until then.' },
    whatsapp_url: { ...nullable(text), description: 'A wa.me link with the reminder written, while the appointment is open and the customer has a phone.' },
    created_at: zonedDateTime,
    updated_at: zonedDateTime,
  },
  { title: 'Appointment' },
);

/** `GET /api/v1/appointments`: the appointments of the period, by start. */
export const APPOINTMENTS_ANSWER = objectOf({ appointments: listOf(appointmentSchema) }, { title: 'AppointmentList' });

/** What `GET /api/v1/appointments` reads (readListQuery). */
export const APPOINTMENTS_QUERY = queryOf({
  from: { ...day, description: "The period's first day on the practice's calendar; today when left out." },
  to: { ...day, description: `The period's last day, included: 6 days after \`from\` when left out, at most ${PERIOD_MAX_DAYS} days after it.` },
  user_id: { ...integer, description: "Only this professional's appointments." },
  customer_id: { ...integer, description: "Only this customer's appointments." },
  status: { ...text, description: `Only these statuses, comma-separated: ${APPOINTMENT_STATUSES.join(', ')}.` },
});

/** An appointment shown, created (the first date of a series), changed or deleted. */
export const APPOINTMENT_ANSWER = objectOf({ appointment: appointmentSchema }, { title: 'AppointmentAnswer' });

/** Which dates of a series a change or a deletion reaches. */
export const SCOPE_QUERY = queryOf({ scope: scope('change or delete') });

/** `appointment[...]`: a new appointment's fields, or (an update) those that change. */
export const APPOINTMENT_BODY = inputOf(
  {
    appointment: inputOf(
      {
        customer_id: { anyOf: [integer, text], description: 'Required on a new appointment: a customer of the company, not archived.' },
        user_id: { anyOf: [integer, text], description: 'The professional, a user of the company; the caller when left out of a new appointment.' },
        starts_at: { ...text, description: "Required on a new appointment: ISO 8601 with an offset, or a date and time read on the practice's clock." },
        ends_at: { ...text, description: 'Required on a new appointment: after the start, at most 12 hours later.' },
        status: { ...oneOfTexts(APPOINTMENT_STATUSES), description: '`scheduled` on a new appointment when left out.' },
        notes: { ...nullable(text), description: 'At most 10,000 characters; empty or null for none.' },
        recurrence: {
          ...inputOf(
            {
              frequency: oneOfTexts(APPOINTMENT_FREQUENCIES),
              count: { anyOf: [integer, text], description: `How many dates, 2 to ${SERIES_MAX}; or else \`until\`.` },
              until: { ...day, description: `The last day a date may fall on (at most ${SERIES_MAX} dates).` },
            },
            { title: 'AppointmentRecurrence' },
          ),
          description: 'A new appointment only: repeat it, the same time of day.',
        },
        scope: scope('change'),
      },
      { title: 'AppointmentInput' },
    ),
    scope: scope('change'),
  },
  { title: 'AppointmentBody' },
);

const availabilityWindow = objectOf(
  {
    weekday: { ...integer, minimum: 0, maximum: 6, description: '0 is Sunday.' },
    start: { ...text, description: '`HH:mm`.' },
    end: { ...text, description: '`HH:mm`, after the start; `24:00` for midnight.' },
  },
  { title: 'AvailabilityWindow' },
);

/** A professional's weekly hours, by weekday and start. */
export const AVAILABILITY_ANSWER = objectOf({ availability: listOf(availabilityWindow) }, { title: 'Availability' });

/** `PUT /api/v1/users/{userId}/availability`: the whole week's hours, replacing what there was. */
export const AVAILABILITY_BODY = objectOf(
  { availability: { ...listOf(availabilityWindow), description: 'At most 100 windows, none overlapping another of its day; an empty list clears the hours.' } },
  { title: 'AvailabilityBody' },
);

/** A user's calendar feed: its secret address, or null before one is made. */
export const CALENDAR_FEED_ANSWER = objectOf(
  { calendar_feed: objectOf({ url: { ...nullable(text), description: 'The iCalendar address to subscribe to; anyone who has it reads the agenda.' } }, { title: 'CalendarFeed' }) },
  { title: 'CalendarFeedAnswer' },
);

/** `GET /api/v1/calendar_feeds/{file}`: the professional's agenda as iCalendar. */
export const CALENDAR_FEED_FILE = fileAnswer('text/calendar', "The professional's appointments from 60 days ago to a year ahead, canceled ones left out.");

/** `GET /api/v1/public/booking/{companyHash}`: what the booking page shows. */
export const BOOKING_PAGE_ANSWER = objectOf(
  {
    company: objectOf(
      { name: text, image_url: { ...nullable(text), description: "A signed link to the company's logo, good for the next hour." } },
      { title: 'BookingCompany' },
    ),
    professionals: { ...listOf(objectOf({ id: integer, name: text }, { title: 'BookingProfessional' })), description: 'Who can be booked: the users with hours set.' },
    slot_minutes: { ...integer, description: 'How long a booking lasts.' },
  },
  { title: 'BookingPage' },
);

/** What the booking page's free slots are asked for. */
export const BOOKING_SLOTS_QUERY = queryOf({
  user_id: { ...integer, description: 'Required: a professional of the page.' },
  date: { ...day, description: "Required: a day on the practice's calendar." },
});

/** `GET /api/v1/public/booking/{companyHash}/slots`: the day's free starts, none past. */
export const BOOKING_SLOTS_ANSWER = objectOf({ slots: listOf(zonedDateTime) }, { title: 'BookingSlots' });

/** `booking[...]`: the slot and who books it. */
export const BOOKING_BODY = objectOf(
  {
    booking: inputOf(
      {
        user_id: { anyOf: [integer, text], description: 'Required: a professional of the page.' },
        starts_at: { ...text, description: "Required: one of the free slots, ISO 8601 with an offset or read on the practice's clock." },
        name: { ...text, description: 'Required; at most 255 characters.' },
        email: { ...text, description: 'Required.' },
        phone: { ...text, description: 'Required: 10 or 11 digits, with or without 55 and punctuation.' },
      },
      { title: 'BookingInput' },
    ),
  },
  { title: 'BookingBody' },
);

/** A booking made. */
export const BOOKING_ANSWER = objectOf(
  { booking: objectOf({ starts_at: zonedDateTime, ends_at: zonedDateTime, professional_name: text }, { title: 'Booking' }) },
  { title: 'BookingAnswer' },
);

/** What a reminder's links show of the appointment, and answer once it is confirmed or canceled. */
export const PUBLIC_APPOINTMENT_ANSWER = objectOf(
  {
    appointment: objectOf(
      {
        starts_at: zonedDateTime,
        ends_at: zonedDateTime,
        professional_name: text,
        company_name: text,
        status: oneOfTexts(APPOINTMENT_STATUSES),
        status_text: text,
      },
      { title: 'PublicAppointment' },
    ),
  },
  { title: 'PublicAppointmentAnswer' },
);
