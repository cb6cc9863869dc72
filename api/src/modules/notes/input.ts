import { has, text, type Input } from '../../http/input.ts';
import { HttpError } from '../../http/errors.ts';
import { FieldErrors, VALIDATION, baseError } from '../../http/validation.ts';

export const NOTE_LABELS = { body: 'Anotação', locked: 'Bloqueio', private: 'Somente eu' };

export const NOTE_MESSAGES = {
  lockedEdit: 'Esta anotação está bloqueada e não pode mais ser alterada',
  lockedDelete: 'Esta anotação está bloqueada e não pode ser excluída',
  unlock: 'Uma anotação bloqueada não pode ser desbloqueada',
  privateOfOther: 'Esta anotação é privada: só quem a escreveu pode lê-la ou alterá-la',
  privacyByAuthor: 'Só quem escreveu a anotação pode mudar quem a lê',
} as const;

export function noteErrors(): FieldErrors {
  return new FieldErrors(NOTE_LABELS);
}

function readFlag(input: Input, field: string, errors: FieldErrors): boolean | undefined {
  if (!has(input, field)) return undefined;
  const value = (text(input, field) ?? '').toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  errors.add(field, VALIDATION.invalid);
  return undefined;
}

/** `customer_note[locked]`: true to lock; false is accepted only where it changes nothing. */
export function readLocked(input: Input, errors: FieldErrors): boolean | undefined {
  return readFlag(input, 'locked', errors);
}

/** `customer_note[private]`: true for 'Somente eu', false to share the note with the team again. */
export function readPrivate(input: Input, errors: FieldErrors): boolean | undefined {
  return readFlag(input, 'private', errors);
}

/** Anyone but the author asking to read or change a private note, through any call. */
export function refusePrivate(): never {
  throw new HttpError(403, NOTE_MESSAGES.privateOfOther);
}

export function refuseLocked(message: string): never {
  throw baseError(message);
}
