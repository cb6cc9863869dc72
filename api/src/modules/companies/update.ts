import { jsonb } from '../../db/index.ts';
import type { CompanyUpdate } from '../../db/schema.ts';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { pluralizeTerm } from './terms.ts';
import { jsonList } from '../../http/json-list.ts';
import { TERM_GENDERS, knownTermGender, type TermGender } from '@practice/common';

export const COMPANY_LABELS: Record<string, string> = {
  name: 'Nome',
  company_treatment: 'Termo da empresa',
  company_treatment_plural: 'Termo da empresa no plural',
  customer_treatment: 'Termo do cliente',
  customer_treatment_plural: 'Termo do cliente no plural',
  company_treatment_gender: 'Gênero do termo da empresa',
  customer_treatment_gender: 'Gênero do termo do cliente',
  customer_fields_order: 'Ordem dos campos',
  professional_role: 'Profissão',
  professional_description: 'Descrição profissional',
  onboarding_completed_at: 'Conclusão do onboarding',
  print_header: 'Cabeçalho de impressão',
  print_footer: 'Rodapé de impressão',
  online_booking_enabled: 'Agendamento online',
  booking_slot_minutes: 'Duração do horário',
  reminder_hours_before: 'Antecedência do lembrete',
  require_two_factor: 'Exigir verificação em duas etapas',
};

/** The fields an update may change, and which the activity history follows. */
export const COMPANY_TRACKED_FIELDS = Object.keys(COMPANY_LABELS);

const TERM_MAX = 60;
const NAME_MAX = 120;
const LIMITS: Record<string, number> = {
  professional_role: 255,
  professional_description: 5000,
  print_header: 100_000,
  print_footer: 100_000,
};

/** 'YYYY-MM-DD HH:mm:ss' as the web sends it (read as UTC), or any ISO 8601 date-time. */
export function parseDateTime(value: string): Date | undefined {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0));
    const roundTrips = date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d! && date.getUTCHours() === h!;
    return roundTrips && mi! < 60 && (s ?? 0) < 60 ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A JSON list of field ids, sent as a real list (JSON body) or as JSON text (form fields). */
export function parseFieldsOrder(value: unknown): number[] | undefined {
  const list = jsonList(value);
  if (!list) return undefined;
  const ids = list.map((item) => (typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item));
  return ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0) ? (ids as number[]) : undefined;
}

/** The words the company has now, so resending one unchanged needs no gender. */
export type CurrentTerms = { company_treatment: string; customer_treatment: string };

/**
 * A term, its plural and its gender: a term sent must not be blank; a plural left out (or blank)
 * while the singular is sent is derived from it, so the web may send the singular alone. A
 * suggested word carries its own gender; a word of the company's own needs one ('masculine' or
 * 'feminine'), unless it is the word the company already has.
 */
function readTerms(
  input: Input,
  field: 'company_treatment' | 'customer_treatment',
  errors: FieldErrors,
  changes: CompanyUpdate,
  current: CurrentTerms | undefined,
): void {
  const pluralField = `${field}_plural` as const;
  const genderField = `${field}_gender` as const;
  const singular = has(input, field) ? (text(input, field) ?? '') : undefined;
  const plural = has(input, pluralField) ? (text(input, pluralField) ?? '') : undefined;
  const genderText = has(input, genderField) ? (text(input, genderField) ?? '') : undefined;
  if (singular !== undefined) {
    if (singular === '') errors.add(field, VALIDATION.blank);
    else if (singular.length > TERM_MAX) errors.add(field, VALIDATION.tooLong(TERM_MAX));
    else changes[field] = singular;
  }
  if (plural !== undefined && plural !== '') {
    if (plural.length > TERM_MAX) errors.add(pluralField, VALIDATION.tooLong(TERM_MAX));
    else changes[pluralField] = plural;
  } else if (singular) {
    changes[pluralField] = pluralizeTerm(singular);
  } else if (plural === '') {
    errors.add(pluralField, VALIDATION.blank);
  }
  if (genderText !== undefined && genderText !== '') {
    if (!(TERM_GENDERS as readonly string[]).includes(genderText)) errors.add(genderField, VALIDATION.invalid);
    else changes[genderField] = genderText as TermGender;
  } else if (singular) {
    const known = knownTermGender(field === 'company_treatment' ? 'company' : 'customer', singular);
    if (known) changes[genderField] = known;
    else if (singular !== current?.[field]) errors.add(genderField, VALIDATION.blank);
  } else if (genderText === '') {
    errors.add(genderField, VALIDATION.blank);
  }
}

/** Reads `company[...]` into the columns to change; throws the 422 when any value is refused. */
export function readCompanyChanges(input: Input, current?: CurrentTerms): CompanyUpdate {
  const errors = new FieldErrors(COMPANY_LABELS);
  const changes: CompanyUpdate = {};
  readTerms(input, 'company_treatment', errors, changes, current);
  readTerms(input, 'customer_treatment', errors, changes, current);

  if (has(input, 'name')) {
    const name = (text(input, 'name') ?? '').replace(/\s+/g, ' ').trim();
    if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));
    else changes.name = name === '' ? null : name;
  }

  if (has(input, 'customer_fields_order')) {
    const order = parseFieldsOrder(input.customer_fields_order);
    if (order === undefined) errors.add('customer_fields_order', VALIDATION.invalid);
    else changes.customer_fields_order = jsonb(order);
  }

  for (const field of ['professional_role', 'professional_description', 'print_header', 'print_footer'] as const) {
    if (!has(input, field)) continue;
    const value = text(input, field) ?? '';
    const max = LIMITS[field] ?? 0;
    if (value.length > max) errors.add(field, VALIDATION.tooLong(max));
    else changes[field] = value === '' ? null : value;
  }

  if (has(input, 'onboarding_completed_at')) {
    const raw = text(input, 'onboarding_completed_at') ?? '';
    const date = raw === '' ? null : parseDateTime(raw);
    if (date === undefined) errors.add('onboarding_completed_at', VALIDATION.invalid);
    else changes.onboarding_completed_at = date;
  }

  if (has(input, 'online_booking_enabled')) {
    const raw = text(input, 'online_booking_enabled');
    if (raw === 'true' || raw === '1') changes.online_booking_enabled = true;
    else if (raw === 'false' || raw === '0') changes.online_booking_enabled = false;
    else errors.add('online_booking_enabled', VALIDATION.invalid);
  }
  if (has(input, 'require_two_factor')) {
    const raw = text(input, 'require_two_factor');
    if (raw === 'true' || raw === '1') changes.require_two_factor = true;
    else if (raw === 'false' || raw === '0') changes.require_two_factor = false;
    else errors.add('require_two_factor', VALIDATION.invalid);
  }
  readWholeNumber(input, 'booking_slot_minutes', SLOT_MINUTES, errors, changes);
  readWholeNumber(input, 'reminder_hours_before', REMINDER_HOURS, errors, changes);

  errors.throwIfAny();
  return changes;
}

/** Online booking offers starts this many minutes apart, each that long. */
const SLOT_MINUTES = { min: 5, max: 720 };
/** 0 sends no reminder; a week ahead is the most. */
const REMINDER_HOURS = { min: 0, max: 168 };

function readWholeNumber(
  input: Input,
  field: 'booking_slot_minutes' | 'reminder_hours_before',
  range: { min: number; max: number },
  errors: FieldErrors,
  changes: CompanyUpdate,
): void {
  if (!has(input, field)) return;
  const raw = text(input, field) ?? '';
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(value) || value < range.min || value > range.max) errors.add(field, `deve ser um número inteiro entre ${range.min} e ${range.max}`);
  else changes[field] = value;
}
