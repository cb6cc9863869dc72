import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { AppointmentChanges, BookingRequest, RestAppointment, RestAvailabilityWindow, RestBooking, RestPublicAppointment } from './types.ts';

/** The online booking and the patient's own links: they carry no session. */
export function appointmentPublicCalls(send: Send) {
  return {
    bookAppointment: async (companyHash: string, booking: BookingRequest) =>
      (await send<{ booking: RestBooking }>('POST', paths.bookingPage(companyHash), { body: { json: { booking } } })).body.booking,
    confirmPublicAppointment: async (token: string) =>
      (await send<{ appointment: RestPublicAppointment }>('POST', paths.confirmPublicAppointment(token), { body: { form: {} } })).body.appointment,
    cancelPublicAppointment: async (token: string) =>
      (await send<{ appointment: RestPublicAppointment }>('POST', paths.cancelPublicAppointment(token), { body: { form: {} } })).body.appointment,
  };
}

/** Writes to the agenda; each answers the appointment it changed (as it was, for a deletion). */
export function appointmentCalls(send: Send) {
  const appointmentOf = async (answer: Promise<{ body: { appointment: RestAppointment } }>) => (await answer).body.appointment;
  return {
    createAppointment: (changes: AppointmentChanges) =>
      appointmentOf(send('POST', paths.appointments, { body: { json: { appointment: changes } } })),
    updateAppointment: (appointmentId: number, changes: AppointmentChanges, scope?: string) =>
      appointmentOf(send('PATCH', paths.appointment(appointmentId, scope), { body: { json: { appointment: changes } } })),
    deleteAppointment: (appointmentId: number, scope?: string) =>
      appointmentOf(send('DELETE', paths.appointment(appointmentId, scope), { body: { form: {} } })),
    setAvailability: async (userId: number, availability: RestAvailabilityWindow[]) =>
      (await send<{ availability: RestAvailabilityWindow[] }>('PUT', paths.availability(userId), { body: { json: { availability } } })).body.availability,
    renewCalendarFeed: async (userId: number) =>
      (await send<{ calendar_feed: { url: string } }>('POST', paths.calendarFeed(userId), { body: { form: {} } })).body.calendar_feed.url,
  };
}
