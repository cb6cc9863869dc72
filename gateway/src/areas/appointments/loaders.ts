import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { AppointmentListQuery, RestAppointment, RestAvailabilityWindow, RestBookingPage, RestPublicAppointment } from './types.ts';

/** The online booking page and the links a patient gets by e-mail: they carry no session. */
export function appointmentPublicLoaders(send: Send) {
  return {
    bookingPage: resource(send, (companyHash: string) => paths.bookingPage(companyHash), (body: RestBookingPage) => body),
    bookingSlots: resource(send, paths.bookingSlots, (body: { slots: string[] }) => body.slots),
    publicAppointment: resource(send, (token: string) => paths.publicAppointment(token), (body: { appointment: RestPublicAppointment }) => body.appointment),
  };
}

/** The agenda: a period's appointments in one call, one appointment, a professional's hours. */
export function appointmentLoaders(send: Send) {
  const appointment = resource(send, (appointmentId: number) => paths.appointment(appointmentId), (body: { appointment: RestAppointment }) => body.appointment);
  const appointmentList = resource(send, (query: AppointmentListQuery) => paths.appointmentList(query), (body: { appointments: RestAppointment[] }) => body.appointments);
  return {
    appointment,
    appointmentList,
    availability: resource(send, (userId: number) => paths.availability(userId), (body: { availability: RestAvailabilityWindow[] }) => body.availability),
    calendarFeedUrl: resource(send, (userId: number) => paths.calendarFeed(userId), (body: { calendar_feed: { url: string | null } }) => body.calendar_feed.url),
    /** After a write: the appointment as answered; the periods are read again, a series may have moved with it. */
    rememberAppointment(record: RestAppointment): void {
      appointment.clearAll();
      appointment.prime(record.id, record);
      appointmentList.clearAll();
    },
  };
}
