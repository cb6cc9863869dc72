export type AppointmentStatus = 'scheduled' | 'confirmed' | 'attended' | 'missed' | 'canceled';

export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['scheduled', 'confirmed', 'attended', 'missed', 'canceled'];

/** How each status of an appointment reads, and its colour (a Mantine colour name) on the agenda. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, { text: string; color: string }> = {
  scheduled: { text: 'Agendado', color: 'blue' },
  confirmed: { text: 'Confirmado', color: 'teal' },
  attended: { text: 'Atendido', color: 'green' },
  missed: { text: 'Faltou', color: 'red' },
  canceled: { text: 'Cancelado', color: 'gray' },
};

export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

export type AppointmentFrequency = 'weekly' | 'biweekly' | 'monthly';
export const APPOINTMENT_FREQUENCIES: readonly AppointmentFrequency[] = ['weekly', 'biweekly', 'monthly'];
export const APPOINTMENT_FREQUENCY_LABELS: Record<AppointmentFrequency, string> = {
  weekly: 'Semanal',
  biweekly: 'Quinzenal',
  monthly: 'Mensal',
};
