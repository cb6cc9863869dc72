import { PASSWORD_MIN_LENGTH, isValidNewPassword, isValidPhone } from '@practice/common';
import { has, text, type Input } from '../../http/input.ts';
import type { User } from '../../db/schema.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';

export const USER_LABELS: Record<string, string> = {
  name: 'Nome',
  phone: 'Telefone',
  password: 'Senha',
  password_confirmation: 'Confirmação de senha',
};

export const NAME_MAX = 255;

/** The fields the activity history follows for a user; the password only as "changed". */
export const USER_TRACKED_FIELDS = ['name', 'email', 'phone', 'account_type', 'password'] as const;

export function userActivityRow(user: User): Record<string, unknown> {
  return { ...user, password: user.password_hash };
}

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  /** The new password in clear, to be hashed; absent when the password stays. */
  password?: string;
}

/**
 * `user[name, phone, password, password_confirmation]`. An empty password (and confirmation)
 * leaves the password as it is, as the profile screen sends nothing when both are empty.
 */
export function readProfileChanges(input: Input): ProfileChanges {
  const errors = new FieldErrors(USER_LABELS);
  const changes: ProfileChanges = {};

  if (has(input, 'name')) {
    const name = text(input, 'name') ?? '';
    if (name === '') errors.add('name', VALIDATION.blank);
    else if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));
    else changes.name = name;
  }

  if (has(input, 'phone')) {
    const phone = text(input, 'phone') ?? '';
    if (phone !== '' && !isValidPhone(phone)) errors.add('phone', VALIDATION.invalid);
    else changes.phone = phone === '' ? null : phone;
  }

  const password = text(input, 'password', { trim: false }) ?? '';
  const confirmation = text(input, 'password_confirmation', { trim: false }) ?? '';
  if (password !== '' || confirmation !== '') {
    if (password.length < PASSWORD_MIN_LENGTH) errors.add('password', VALIDATION.tooShort(PASSWORD_MIN_LENGTH));
    else if (!isValidNewPassword(password)) errors.add('password', 'deve conter apenas letras e números');
    if (password !== confirmation) errors.add('password_confirmation', 'não coincide com a senha');
    else if (!errors.has('password')) changes.password = password;
  }

  errors.throwIfAny();
  return changes;
}
