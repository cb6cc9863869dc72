import { PRACTICE_TIME_ZONE, zonedTime } from '@practice/common';

/** How the public pages name the clinic's clock. */
export const CLINIC_ZONE_NAME = 'horário de Brasília';

/** The time zone of the visitor's device. */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A time on the clinic's clock, and on the visitor's when it reads otherwise (null when the same). */
export function clinicAndLocal(at: string | Date, visitorZone: string): { clinic: string; local: string | null } {
  const instant = new Date(at);
  const clinic = zonedTime(instant, PRACTICE_TIME_ZONE);
  const local = zonedTime(instant, visitorZone);
  return { clinic, local: local === clinic ? null : local };
}

/** A slot's accessible name: '08:00', or '08:00 (07:00 no seu horário)' for a visitor on another clock. */
export function slotName(at: string, visitorZone: string): string {
  const { clinic, local } = clinicAndLocal(at, visitorZone);
  return local ? `${clinic} (${local} no seu horário)` : clinic;
}

/** The name of the visitor's zone in pt-BR ('Horário Padrão do Amazonas'), or its id when Intl has none. */
export function zoneName(visitorZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('pt-BR', { timeZone: visitorZone, timeZoneName: 'long' }).formatToParts(at).find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? visitorZone;
}

/**
 * When a booking is, on the clinic's calendar and clock: 'quinta-feira, 3 de dezembro às 08:00
 * (horário de Brasília)', with the visitor's time added when their clock reads otherwise.
 */
export function bookedWhen(at: string, visitorZone: string): string {
  const instant = new Date(at);
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: PRACTICE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(instant);
  const { clinic, local } = clinicAndLocal(instant, visitorZone);
  return `${day} às ${clinic} (${CLINIC_ZONE_NAME}${local ? `; ${local} no seu horário` : ''})`;
}
