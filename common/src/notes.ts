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

/** The longest addendum, in characters: a correction or a complement, not a second note. */
export const NOTE_ADDENDUM_MAX = 5000;

/** 'Adendo de {autor} em DD/MM/YYYY às HH:mm', under the note on the page and in the PDF alike. */
export function noteAddendumStamp(createdAt: Date | string, authorName: string): string {
  const { date, time } = noteDateParts(createdAt);
  return `Adendo de ${authorName} em ${date} às ${time}`;
}

/** What everyone but its author sees of a note marked 'Somente eu'. */
export function privateNoteLabel(authorName: string): string {
  return `Anotação privada de ${authorName}`;
}
