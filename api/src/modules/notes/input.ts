import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION, baseError } from '../../http/validation.ts';

export const NOTE_LABELS = { body: 'Anotação', locked: 'Bloqueio' };

export const NOTE_MESSAGES = {
  lockedEdit: 'Esta anotação está bloqueada e não pode mais ser alterada',
  lockedDelete: 'Esta anotação está bloqueada e não pode ser excluída',
  unlock: 'Uma anotação bloqueada não pode ser desbloqueada',
} as const;

export function noteErrors(): FieldErrors {
  return new FieldErrors(NOTE_LABELS);
}

/** `customer_note[locked]`: true to lock; false is accepted only where it changes nothing. */
export function readLocked(input: Input, errors: FieldErrors): boolean | undefined {
  if (!has(input, 'locked')) return undefined;
  const value = (text(input, 'locked') ?? '').toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  errors.add('locked', VALIDATION.invalid);
  return undefined;
}

export function refuseLocked(message: string): never {
  throw baseError(message);
}
