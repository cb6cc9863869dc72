// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes"): the api's own, from the types generated from its description.

import type { ApiAnswer, ApiBody } from '../../rest/answers.ts';

export interface AppointmentListQuery {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  userId?: number;
  customerId?: number;
  statuses?: string[];
}

/** An appointment as the api answers it: times in ISO 8601 with the São Paulo offset. */
export type RestAppointment = ApiAnswer<'/api/v1/appointments'>['appointments'][number];

/** The fields of an appointment a write sends, as the api names them. */
export type AppointmentChanges = NonNullable<ApiBody<'/api/v1/appointments'>['appointment']>;

export type RestAvailabilityWindow = ApiAnswer<'/api/v1/users/{userId}/availability'>['availability'][number];

export type RestBookingPage = ApiAnswer<'/api/v1/public/booking/{companyHash}'>;

export type BookingRequest = NonNullable<ApiBody<'/api/v1/public/booking/{companyHash}'>['booking']>;

export type RestBooking = ApiAnswer<'/api/v1/public/booking/{companyHash}', 'post', 201>['booking'];

export type RestPublicAppointment = ApiAnswer<'/api/v1/public/appointments/{token}'>['appointment'];
