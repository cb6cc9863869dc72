import { PASSWORD_RULE_MESSAGES, isValidEmail, isValidPhone, passwordProblem } from '@practice/common';
import { ACCOUNT_TYPES } from '../../auth/abilities.ts';
import type { AccountType, User } from '../../db/schema.ts';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { IMAGE_LABEL } from '../attachments/images.ts';
import { NAME_MAX, USER_LABELS } from './profile.ts';
import { normalizeEmail } from './queries.ts';

const EMAIL_MAX = 254;

export const USER_FORM_MESSAGES = {
  notAccountType: 'não está incluído na lista',
  confirmationMismatch: 'não coincide com a senha',
  currentPasswordWrong: 'está incorreta',
} as const;

/**
 * The product's one password rule (`@practice/common`), as a field error: signup, reset, the user
 * form and the password change all check a new password here. Answers whether it passed.
 */
export function checkNewPassword(errors: FieldErrors, field: string, password: string): boolean {
  const problem = passwordProblem(password);
  if (problem) errors.add(field, PASSWORD_RULE_MESSAGES[problem]);
  return problem === undefined;
}

export function userFormErrors(): FieldErrors {
  return new FieldErrors({ ...USER_LABELS, attachment: IMAGE_LABEL });
}

/**
 * `user[email, name, phone, account_type, password, password_confirmation]` as sent, normalized
 * (trimmed, e-mail in lower case, an empty phone as null) but not yet checked. A field left out
 * stays undefined; a password is only there when it or its confirmation is not empty, as the
 * forms send both empty to keep it.
 */
export interface UserDraft {
  email?: string;
  name?: string;
  phone?: string | null;
  account_type?: string;
  password?: { password: string; confirmation: string };
}

export function readUserDraft(input: Input): UserDraft {
  const draft: UserDraft = {};
  if (has(input, 'email')) draft.email = normalizeEmail(text(input, 'email') ?? '');
  if (has(input, 'name')) draft.name = text(input, 'name') ?? '';
  if (has(input, 'phone')) draft.phone = (text(input, 'phone') ?? '') || null;
  if (has(input, 'account_type')) draft.account_type = text(input, 'account_type') ?? '';
  const password = text(input, 'password', { trim: false }) ?? '';
  const confirmation = text(input, 'password_confirmation', { trim: false }) ?? '';
  if (password !== '' || confirmation !== '') draft.password = { password, confirmation };
  return draft;
}

/** The fields of `user` that the draft would change, as the role rules name them. */
export function changedUserFields(draft: UserDraft, user: User): string[] {
  const fields: string[] = [];
  if (draft.email !== undefined && draft.email !== user.email) fields.push('email');
  if (draft.name !== undefined && draft.name !== user.name) fields.push('name');
  if (draft.phone !== undefined && draft.phone !== user.phone) fields.push('phone');
  if (draft.account_type !== undefined && draft.account_type !== user.account_type) fields.push('account_type');
  if (draft.password) fields.push('password');
  return fields;
}

export interface UserValues {
  email?: string;
  name?: string;
  phone?: string | null;
  account_type?: AccountType;
  /** In clear, to be hashed. */
  password?: string;
}

function isAccountType(value: string): value is AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/**
 * Checks a draft (spec §5, user form and password change): e-mail required and well formed; name
 * required; phone optional, (NN) NNNN-NNNN or (NN) NNNNN-NNNN; a password that follows the product's
 * rule (checkNewPassword), equal to its confirmation. A new user needs all of these but the phone; an edit only
 * checks what it sends. Errors go to `errors`; the e-mail's uniqueness is the caller's to check.
 */
export function checkUserDraft(draft: UserDraft, mode: 'create' | 'update', errors: FieldErrors): UserValues {
  const values: UserValues = {};
  const creating = mode === 'create';

  if (draft.email !== undefined || creating) {
    const email = draft.email ?? '';
    if (email === '') errors.add('email', VALIDATION.blank);
    else if (email.length > EMAIL_MAX || !isValidEmail(email)) errors.add('email', VALIDATION.invalid);
    else values.email = email;
  }

  if (draft.name !== undefined || creating) {
    const name = draft.name ?? '';
    if (name === '') errors.add('name', VALIDATION.blank);
    else if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));
    else values.name = name;
  }

  if (draft.phone !== undefined) {
    if (draft.phone !== null && !isValidPhone(draft.phone)) errors.add('phone', VALIDATION.invalid);
    else values.phone = draft.phone;
  }

  if (draft.account_type !== undefined || creating) {
    // A new user without a profile gets the narrowest one.
    const accountType = draft.account_type || (creating ? 'limited' : '');
    if (isAccountType(accountType)) values.account_type = accountType;
    else errors.add('account_type', accountType === '' ? VALIDATION.blank : USER_FORM_MESSAGES.notAccountType);
  }

  if (draft.password || creating) {
    const { password, confirmation } = draft.password ?? { password: '', confirmation: '' };
    checkNewPassword(errors, 'password', password);
    if (confirmation === '') errors.add('password_confirmation', VALIDATION.blank);
    else if (password !== confirmation) errors.add('password_confirmation', USER_FORM_MESSAGES.confirmationMismatch);
    if (!errors.has('password') && !errors.has('password_confirmation')) values.password = password;
  }
  return values;
}
