import type { AppointmentScope, AppointmentSource, AppointmentStatus, Resolvers, UpdateAppointmentInput } from '../../generated/graphql.ts';
import { filter } from 'graphql-yoga';
import type { RestChange } from '../../changes.ts';
import type { GatewayContext } from '../../context.ts';
import { nullIfNotFound, payloadOf } from '../../errors.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import { apiWord } from '../../rest/answers.ts';
import { HttpError } from '../../rest/client.ts';
import type { AppointmentChanges, RestAppointment, RestAvailabilityWindow, RestBookingPage, RestPublicAppointment } from './types.ts';

/** The fields of an appointment an input may give. */
type AppointmentFields = Omit<UpdateAppointmentInput, 'id' | 'scope'>;

/** The fields given, as the api names them; `notes: ""` clears the notes. */
function appointmentChanges(input: AppointmentFields): AppointmentChanges {
  const changes: AppointmentChanges = {};
  if (input.customerId) changes.customer_id = databaseIdOf(input.customerId, 'Customer');
  if (input.userId) changes.user_id = databaseIdOf(input.userId, 'User');
  if (input.startsAt) changes.starts_at = input.startsAt;
  if (input.endsAt) changes.ends_at = input.endsAt;
  if (input.status) changes.status = apiWord(input.status);
  if (input.notes !== undefined) changes.notes = input.notes || null;
  return changes;
}

const scopeOf = (scope: AppointmentScope | null | undefined) => (scope ? apiWord(scope) : undefined);

/** A write's payload, whose appointment the rest of the operation reads without asking again. */
async function written(context: GatewayContext, write: Promise<RestAppointment>): Promise<{ appointment: RestAppointment }> {
  const appointment = await write;
  context.session().loaders.rememberAppointment(appointment);
  return { appointment };
}

function person(record: { id: number; name: string }, type: 'User' | 'Customer') {
  return { id: toGlobalId(type, record.id), databaseId: record.id, name: record.name };
}

/** A booking refused because the slot was just taken (409) reads as data, like a 422. */
async function bookingPayload<T extends object>(write: () => Promise<T>, refused: { [K in keyof T]: null }) {
  try {
    return await payloadOf(write, refused);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    const body = error.body as { message?: string; errors?: Record<string, string[]> };
    const message = body.message ?? '';
    return { ...refused, errors: Object.entries(body.errors ?? { starts_at: [message] }).map(([field, messages]) => ({ field, messages })), fullMessages: [message] };
  }
}

/** The agenda: a period's appointments, one appointment, a professional's hours, the public booking pages, and their writes. */
export const appointmentResolvers: Resolvers = {
  Query: {
    appointments(_, args, context) {
      return context.session().loaders.appointmentList.load({
        from: args.from,
        to: args.to,
        userId: args.userId ? databaseIdOf(args.userId, 'User') : undefined,
        customerId: args.customerId ? databaseIdOf(args.customerId, 'Customer') : undefined,
        statuses: args.statuses?.map((status) => status.toLowerCase()),
      });
    },
    appointment: (_, { databaseId }, context) => nullIfNotFound(context.session().loaders.appointment.load(databaseId)),
    availability: (_, { userId }, context) => context.session().loaders.availability.load(databaseIdOf(userId, 'User')),
    bookingPage: (_, { companyHash }, context) => nullIfNotFound(context.loaders.bookingPage.load(companyHash)),
    bookingSlots: (_, args, context) =>
      context.loaders.bookingSlots.load({ companyHash: args.companyHash, userId: databaseIdOf(args.userId, 'User'), date: args.date }),
    publicAppointment: (_, { token }, context) => nullIfNotFound(context.loaders.publicAppointment.load(token)),
  },
  Mutation: {
    createAppointment(_, { input }, context) {
      const changes = appointmentChanges(input);
      if (input.recurrence) {
        changes.recurrence = {
          frequency: apiWord(input.recurrence.frequency),
          ...(input.recurrence.count ? { count: input.recurrence.count } : {}),
          ...(input.recurrence.until ? { until: input.recurrence.until } : {}),
        };
      }
      return payloadOf(() => written(context, context.session().calls.createAppointment(changes)), { appointment: null });
    },
    updateAppointment(_, { input }, context) {
      const id = databaseIdOf(input.id, 'Appointment');
      return payloadOf(() => written(context, context.session().calls.updateAppointment(id, appointmentChanges(input), scopeOf(input.scope))), { appointment: null });
    },
    moveAppointment(_, { input }, context) {
      const id = databaseIdOf(input.id, 'Appointment');
      const changes = appointmentChanges({ startsAt: input.startsAt, endsAt: input.endsAt, userId: input.userId });
      return payloadOf(() => written(context, context.session().calls.updateAppointment(id, changes, scopeOf(input.scope))), { appointment: null });
    },
    setAppointmentStatus(_, { input }, context) {
      const id = databaseIdOf(input.id, 'Appointment');
      return payloadOf(
        () => written(context, context.session().calls.updateAppointment(id, { status: apiWord(input.status) }, scopeOf(input.scope))),
        { appointment: null },
      );
    },
    deleteAppointment(_, { input }, context) {
      const id = databaseIdOf(input.id, 'Appointment');
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const appointment = await calls.deleteAppointment(id, scopeOf(input.scope));
          loaders.appointment.clearAll();
          loaders.appointmentList.clearAll();
          return { appointment, deletedAppointmentId: input.id };
        },
        { appointment: null, deletedAppointmentId: null },
      );
    },
    setAvailability(_, { input }, context) {
      const userId = databaseIdOf(input.userId, 'User');
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const availability = await calls.setAvailability(userId, input.windows);
          loaders.availability.clear(userId).prime(userId, availability);
          return { availability };
        },
        { availability: null },
      );
    },
    renewCalendarFeed(_, { input }, context) {
      const userId = databaseIdOf(input.userId, 'User');
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const url = await calls.renewCalendarFeed(userId);
          loaders.calendarFeedUrl.clear(userId).prime(userId, url);
          return { url };
        },
        { url: null },
      );
    },
    bookAppointment(_, { input }, context) {
      const booking = { user_id: databaseIdOf(input.userId, 'User'), starts_at: input.startsAt, name: input.name, email: input.email, phone: input.phone };
      return bookingPayload(async () => ({ booking: await context.calls.bookAppointment(input.companyHash, booking) }), { booking: null });
    },
    confirmAppointmentByToken: (_, { input }, context) =>
      payloadOf(async () => ({ appointment: await context.calls.confirmPublicAppointment(input.token) }), { appointment: null }),
    cancelAppointmentByToken: (_, { input }, context) =>
      payloadOf(async () => ({ appointment: await context.calls.cancelPublicAppointment(input.token) }), { appointment: null }),
  },
  Subscription: {
    appointmentChanges: {
      // filter() hands the client's leaving on to the source, so the api's stream closes with it.
      subscribe: (_, __, context) => filter((change: RestChange) => change.area === 'appointments')(context.session().changes()),
      resolve: (change: RestChange) => ({ appointmentIds: change.ids.map((id) => toGlobalId('Appointment', id)), deleted: change.deleted }),
    },
  },
  AppointmentChange: {
    appointmentIds: (change: { appointmentIds: string[] }) => change.appointmentIds,
    deleted: (change: { deleted: boolean }) => change.deleted,
  },
  Appointment: {
    id: (appointment: RestAppointment) => toGlobalId('Appointment', appointment.id),
    databaseId: (appointment: RestAppointment) => appointment.id,
    customer: (appointment: RestAppointment) => person(appointment.customer, 'Customer'),
    professional: (appointment: RestAppointment) => person(appointment.user, 'User'),
    startsAt: (appointment: RestAppointment) => appointment.starts_at,
    endsAt: (appointment: RestAppointment) => appointment.ends_at,
    status: (appointment: RestAppointment) => appointment.status.toUpperCase() as AppointmentStatus,
    statusText: (appointment: RestAppointment) => appointment.status_text,
    statusColor: (appointment: RestAppointment) => appointment.status_color,
    notes: (appointment: RestAppointment) => appointment.notes,
    seriesId: (appointment: RestAppointment) => appointment.series_id,
    source: (appointment: RestAppointment) => appointment.source.toUpperCase() as AppointmentSource,
    reminderSentAt: (appointment: RestAppointment) => appointment.reminder_sent_at,
    whatsappUrl: (appointment: RestAppointment) => appointment.whatsapp_url,
    createdAt: (appointment: RestAppointment) => appointment.created_at,
    updatedAt: (appointment: RestAppointment) => appointment.updated_at,
  },
  User: {
    // Only the user and a system admin may read it; for anyone else the field is null, not an error.
    calendarFeedUrl: async (user: { id: number }, _, context) => {
      try {
        return await context.session().loaders.calendarFeedUrl.load(user.id);
      } catch (error) {
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  },
  AppointmentPerson: {
    id: (record: { id: string }) => record.id,
    databaseId: (record: { databaseId: number }) => record.databaseId,
    name: (record: { name: string }) => record.name,
  },
  AvailabilityWindow: {
    weekday: (window: RestAvailabilityWindow) => window.weekday,
    start: (window: RestAvailabilityWindow) => window.start,
    end: (window: RestAvailabilityWindow) => window.end,
  },
  BookingPage: {
    companyName: (page: RestBookingPage) => page.company.name,
    imageUrl: (page: RestBookingPage) => page.company.image_url,
    professionals: (page: RestBookingPage) => page.professionals.map((professional) => person(professional, 'User')),
    slotMinutes: (page: RestBookingPage) => page.slot_minutes,
  },
  Booking: {
    startsAt: (booking: { starts_at: string }) => booking.starts_at,
    endsAt: (booking: { ends_at: string }) => booking.ends_at,
    professionalName: (booking: { professional_name: string }) => booking.professional_name,
  },
  PublicAppointment: {
    startsAt: (appointment: RestPublicAppointment) => appointment.starts_at,
    endsAt: (appointment: RestPublicAppointment) => appointment.ends_at,
    professionalName: (appointment: RestPublicAppointment) => appointment.professional_name,
    companyName: (appointment: RestPublicAppointment) => appointment.company_name,
    status: (appointment: RestPublicAppointment) => appointment.status.toUpperCase() as AppointmentStatus,
    statusText: (appointment: RestPublicAppointment) => appointment.status_text,
  },
};
