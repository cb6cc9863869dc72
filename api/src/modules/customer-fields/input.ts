import {
  ANSWER_TYPES,
  isAnswerType,
  isChoiceAnswerType,
  normalizeFieldOptions,
  type AnswerType,
} from '@practice/common';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { jsonList } from '../../http/json-list.ts';

export const FIELD_LABELS: Record<string, string> = {
  question: 'Pergunta',
  answer_type: 'Tipo de resposta',
  mandatory: 'Obrigatória',
  options: 'Opções',
};

/** A question as stored, once its rules hold. */
export interface FieldValues {
  question: string;
  answer_type: AnswerType;
  mandatory: boolean;
  options: string[];
}

const QUESTION_MAX = 500;
const OPTION_MAX = 255;
const OPTIONS_MAX = 100;

const NOT_IN_LIST = 'não está incluído na lista';

/** A form checkbox: JSON booleans, or the texts forms send ('true', '1', 'on'; 'false', '0', ''). */
function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (word === undefined) return undefined;
  if (['true', '1', 'on', 'yes'].includes(word)) return true;
  if (['false', '0', 'off', 'no', ''].includes(word)) return false;
  return undefined;
}

/** The options as a JSON list (a JSON body) or as JSON text (a form field), or undefined when neither. */
function parseOptions(value: unknown): string[] | undefined {
  const list = jsonList(value);
  if (!list) return undefined;
  const options = list.map((item) => (typeof item === 'number' ? String(item) : item));
  return options.every((option) => typeof option === 'string') ? (options as string[]) : undefined;
}

/**
 * The question that `customer_field[...]` describes, over `current` for an update (keys left out
 * keep their value). Throws the 422 when a rule fails: question required; a known answer type;
 * choice types need at least one option; empty options are dropped and the 'Outros' option goes last,
 * only one of them; other types keep no options.
 */
export function readCustomerField(input: Input, current?: FieldValues): FieldValues {
  const errors = new FieldErrors(FIELD_LABELS);

  const question = has(input, 'question') ? (text(input, 'question') ?? '') : (current?.question ?? '');
  if (question === '') errors.add('question', VALIDATION.blank);
  else if (question.length > QUESTION_MAX) errors.add('question', VALIDATION.tooLong(QUESTION_MAX));

  const typeText = has(input, 'answer_type') ? (text(input, 'answer_type') ?? '') : (current?.answer_type ?? '');
  const answerType = isAnswerType(typeText) ? typeText : undefined;
  if (typeText === '') errors.add('answer_type', VALIDATION.blank);
  else if (!answerType) errors.add('answer_type', NOT_IN_LIST);

  let mandatory = current?.mandatory ?? false;
  if (has(input, 'mandatory')) {
    const parsed = parseBoolean(input.mandatory);
    if (parsed === undefined) errors.add('mandatory', VALIDATION.invalid);
    else mandatory = parsed;
  }

  let options: string[] = [];
  const sent = has(input, 'options') ? parseOptions(input.options) : (current?.options ?? []);
  if (sent === undefined) {
    errors.add('options', VALIDATION.invalid);
  } else if (answerType && isChoiceAnswerType(answerType)) {
    const normalized = normalizeFieldOptions(sent);
    options = normalized.options;
    if (normalized.error) errors.add('options', normalized.error, { standalone: true });
    if (options.length === 0) errors.add('options', VALIDATION.blank);
    if (options.length > OPTIONS_MAX) errors.add('options', `não podem passar de ${OPTIONS_MAX}`);
    if (options.some((option) => option.length > OPTION_MAX)) errors.add('options', VALIDATION.tooLong(OPTION_MAX));
  }

  errors.throwIfAny();
  return { question, answer_type: answerType ?? ANSWER_TYPES[0], mandatory, options };
}
