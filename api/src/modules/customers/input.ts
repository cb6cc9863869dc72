import { checkAnswer, type AnswerValue } from '@practice/common';
import type { CustomerField } from '../../db/schema.ts';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { IMAGE_LABEL } from '../attachments/images.ts';

export type Answers = Record<string, AnswerValue>;

/** A customer as stored, once its rules hold. */
export interface CustomerValues {
  name: string;
  fields_values: Answers;
}

const NAME_MAX = 255;

export const ANSWERS_MALFORMED = 'As respostas não estão no formato esperado';
export const ANSWERS_UNKNOWN_FIELD = 'As respostas incluem uma pergunta que não existe no formulário';

/** `fields_values` as JSON text (form fields, as the web sends it) or as an object (a JSON body). */
function parseAnswers(value: unknown): Record<string, unknown> | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  return parsed as Record<string, unknown>;
}

/**
 * The customer that `customer[name]` and `customer[fields_values]` describe, over `current` for an
 * update. Answers sent replace those stored for the same questions (a blank one removes it) and the
 * others are kept; each answer sent is checked against its question, and every mandatory question
 * must end up answered. Errors are keyed by the question's id and labelled with its text
 * ('CPF não é um CPF válido'). `photoErrors`, found while reading the upload, join the same 422.
 */
export function readCustomer(
  input: Input,
  fields: readonly CustomerField[],
  current?: CustomerValues,
  photoErrors: readonly string[] = [],
): CustomerValues {
  const byId = new Map(fields.map((field) => [String(field.id), field]));
  const errors = new FieldErrors({
    name: 'Nome',
    fields_values: 'Respostas',
    attachment: IMAGE_LABEL,
    ...Object.fromEntries(fields.map((field) => [String(field.id), field.question])),
  });

  const name = has(input, 'name') ? (text(input, 'name') ?? '') : (current?.name ?? '');
  if (name === '') errors.add('name', VALIDATION.blank);
  else if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));

  const answers: Answers = { ...current?.fields_values };
  const sent = has(input, 'fields_values') ? parseAnswers(input.fields_values) : {};
  if (sent === undefined) errors.add('fields_values', ANSWERS_MALFORMED, { standalone: true });
  for (const [fieldId, raw] of Object.entries(sent ?? {})) {
    const field = byId.get(fieldId);
    if (!field) {
      errors.add('fields_values', ANSWERS_UNKNOWN_FIELD, { standalone: true });
      continue;
    }
    const checked = checkAnswer(field, raw);
    if (checked.error) errors.add(fieldId, checked.error);
    else if (checked.value === null) delete answers[fieldId];
    else answers[fieldId] = checked.value;
  }
  for (const field of fields) {
    const fieldId = String(field.id);
    if (field.mandatory && !(fieldId in answers) && !errors.has(fieldId)) errors.add(fieldId, VALIDATION.blank);
  }

  for (const message of photoErrors) errors.add('attachment', message);
  errors.throwIfAny();
  return { name, fields_values: answers };
}
