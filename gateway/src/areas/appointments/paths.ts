import { segment } from '../../rest/paths.ts';
import type { AppointmentListQuery } from './types.ts';

function appointmentList(query: AppointmentListQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.userId !== undefined) params.set('user_id', String(query.userId));
  if (query.customerId !== undefined) params.set('customer_id', String(query.customerId));
  if (query.statuses?.length) params.set('status', query.statuses.join(','));
  return `/api/v1/appointments?${params.toString()}`;
}

const withScope = (path: string, scope: string | undefined) => (scope ? `${path}?${new URLSearchParams({ scope }).toString()}` : path);

export const paths = {
  appointments: '/api/v1/appointments',
  appointmentList,
  appointment: (appointmentId: number, scope?: string) => withScope(`/api/v1/appointments/${segment(appointmentId)}`, scope),
  availability: (userId: number) => `/api/v1/users/${segment(userId)}/availability`,
  calendarFeed: (userId: number) => `/api/v1/users/${segment(userId)}/calendar_feed`,
  bookingPage: (companyHash: string) => `/api/v1/public/booking/${segment(companyHash)}`,
  bookingSlots: ({ companyHash, userId, date }: { companyHash: string; userId: number; date: string }) =>
    `/api/v1/public/booking/${segment(companyHash)}/slots?${new URLSearchParams({ user_id: String(userId), date }).toString()}`,
  publicAppointment: (token: string) => `/api/v1/public/appointments/${segment(token)}`,
  confirmPublicAppointment: (token: string) => `/api/v1/public/appointments/${segment(token)}/confirm`,
  cancelPublicAppointment: (token: string) => `/api/v1/public/appointments/${segment(token)}/cancel`,
};
