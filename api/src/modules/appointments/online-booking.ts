import type { Expression } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { professionalsQuery } from '../users/queries.ts';

// What the public booking page, its slots, its bookings and a reminder's links share.

export type HashParams = { Params: { companyHash: string } };

export const BOOKING_MESSAGES = {
  notAProfessional: 'não é um profissional que atende online',
  canceledAppointment: 'Este atendimento foi cancelado e não pode mais ser confirmado.',
  expired: 'Este link não vale mais: o atendimento já começou.',
  incompleteCustomer: (questions: readonly string[]) => `Cadastro feito pelo agendamento online; falta preencher: ${questions.join(', ')}.`,
} as const;

/** The author the history shows for what an online booking wrote. */
export const ONLINE_BOOKING_AUTHOR = 'Agendamento online';

export interface BookingCompany {
  id: number;
  name: string;
  image_key: string | null;
  booking_slot_minutes: number;
}

/** How a company's public booking link names it. */
export const HASHID = /^[A-Za-z0-9_-]{1,64}$/;

export function asBookingCompany(row: { id: number; name: string | null; company_treatment: string; image_key: string | null; booking_slot_minutes: number }): BookingCompany {
  return { id: row.id, name: row.name ?? row.company_treatment, image_key: row.image_key, booking_slot_minutes: row.booking_slot_minutes };
}

/** One stretch of a professional's hours on a weekday, in minutes from midnight. */
export interface AvailabilityWindow {
  start_minute: number;
  end_minute: number;
}

/** The company's professionals (`professionalsQuery`) who can be booked online: those with hours set. */
export function bookableProfessionals(db: Executor, companyId: number | Expression<number>) {
  return professionalsQuery(db, companyId).where((eb) =>
    eb.exists(eb.selectFrom('user_availabilities').select('user_availabilities.id').whereRef('user_availabilities.user_id', '=', 'users.id')),
  );
}
