import { PRACTICE_TIME_ZONE } from './zoned.ts';

/** Notes are dated in the practice's time. */
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PRACTICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `{ date: 'DD/MM/YYYY', time: 'HH:mm' }` in São Paulo time. */
export function noteDateParts(when: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(new Date(when)).map((part) => [part.type, part.value]));
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/** 'Anotação bloqueada em DD/MM/YYYY às HH:mm por {nome}', on the page and in the PDF alike. */
export function noteLockStamp(lockedAt: Date | string, lockedByName: string): string {
  const { date, time } = noteDateParts(lockedAt);
  return `Anotação bloqueada em ${date} às ${time} por ${lockedByName}`;
}
