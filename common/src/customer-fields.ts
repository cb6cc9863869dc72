import { isValidCpf } from './cpf.ts';
import { isValidDate, isValidTime } from './dates.ts';
import { isValidPhone } from './phone.ts';
import { isValidRg } from './rg.ts';

/** How a question of the customer form is answered; the form shows one kind of input per type. */
export const ANSWER_TYPES = [
  'short_text',
  'text',
  'multiple_choice',
  'multiple_response',
  'selectbox',
  'rg',
  'cpf',
  'date',
  'time',
  'phone',
] as const;

export type AnswerType = (typeof ANSWER_TYPES)[number];

/** The types answered by picking among the question's options. */
export const CHOICE_ANSWER_TYPES: readonly AnswerType[] = ['multiple_choice', 'multiple_response', 'selectbox'];

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  short_text: 'Resposta curta',
  text: 'Parágrafo',
  multiple_choice: 'Múltipla escolha',
  multiple_response: 'Caixas de seleção',
  selectbox: 'Lista suspensa',
  rg: 'RG',
  cpf: 'CPF',
  date: 'Data',
  time: 'Horário',
  phone: 'Telefone',
};

export function isAnswerType(value: unknown): value is AnswerType {
  return typeof value === 'string' && (ANSWER_TYPES as readonly string[]).includes(value);
}

export function isChoiceAnswerType(type: AnswerType): boolean {
  return CHOICE_ANSWER_TYPES.includes(type);
}

/** Lower case without accents, so 'Outras' and 'OUTRÁS' compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * An 'Outros(as)' option: text starting with the word outro, outra, outros or outras, whatever the
 * case and accents ('Outros', 'Outra (qual?)'), but not a longer word ('Outrora').
 */
export function isOtherOption(option: string): boolean {
  return /^outr[ao]s?(?![\p{L}\p{N}])/u.test(foldText(option.trim()));
}

export const SIMILAR_OPTION_MESSAGE = 'Já existe uma opção similar em sua lista';

export interface FieldOptionsResult {
  /** Trimmed, without empty ones, with the 'Outros' option last. */
  options: string[];
  /** Set when two options are the same (ignoring case and accents) or there are two 'Outros' options. */
  error?: typeof SIMILAR_OPTION_MESSAGE;
}

/** The form builder's rules for a question's options. */
export function normalizeFieldOptions(options: readonly string[]): FieldOptionsResult {
  const kept = options.map((option) => option.trim()).filter((option) => option !== '');
  const folded = kept.map(foldText);
  const others = kept.filter(isOtherOption);
  const repeated = folded.some((option, index) => folded.indexOf(option) !== index);
  const ordered = [...kept.filter((option) => !isOtherOption(option)), ...others];
  return repeated || others.length > 1 ? { options: ordered, error: SIMILAR_OPTION_MESSAGE } : { options: ordered };
}

/** The stored answer for an 'Outros' option with the text typed beside it: 'Outros {Pilates}'. */
export function otherAnswer(option: string, typed: string): string {
  const text = typed.trim();
  return text === '' ? option : `${option} {${text}}`;
}

/**
 * Which of `options` an answer picks: the option itself, or an 'Outros' option followed by the typed
 * text in braces. Undefined when it picks none.
 */
export function chosenOption(answer: string, options: readonly string[]): string | undefined {
  if (options.includes(answer)) return answer;
  return options.find((option) => isOtherOption(option) && answer.startsWith(`${option} {`) && answer.endsWith('}'));
}

/** The text typed for an 'Outros' option ('Pilates' from 'Outros {Pilates}'), or undefined. */
export function otherAnswerText(answer: string, option: string): string | undefined {
  if (!isOtherOption(option) || !answer.startsWith(`${option} {`) || !answer.endsWith('}')) return undefined;
  return answer.slice(option.length + 2, -1);
}

/** An answer as stored: a list for multiple_response, one text for every other type. */
export type AnswerValue = string | string[];

export const ANSWER_MESSAGES = {
  blank: 'não pode ficar em branco',
  invalid: 'não é válido',
  cpf: 'não é um CPF válido',
  rg: 'não é um RG válido',
  date: 'não é uma data válida',
  time: 'não é um horário válido',
  phone: 'não é um telefone válido',
  option: 'não é uma opção válida',
  tooLong: (max: number) => `é muito longo (máximo: ${max} caracteres)`,
} as const;

export const SHORT_TEXT_MAX_LENGTH = 500;
export const TEXT_MAX_LENGTH = 10_000;

/** What an answer is checked against: its question's type, whether it is required and its options. */
export interface AnswerRule {
  answer_type: AnswerType;
  mandatory: boolean;
  options: readonly string[];
}

export interface CheckedAnswer {
  /** The answer to store, or null when the question is left unanswered. */
  value: AnswerValue | null;
  /** The pt-BR message ('não é um CPF válido') when the answer is refused. */
  error?: string;
}

function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return undefined;
}

const FORMATS: Partial<Record<AnswerType, [(value: string) => boolean, string]>> = {
  cpf: [isValidCpf, ANSWER_MESSAGES.cpf],
  rg: [isValidRg, ANSWER_MESSAGES.rg],
  date: [isValidDate, ANSWER_MESSAGES.date],
  time: [isValidTime, ANSWER_MESSAGES.time],
  phone: [isValidPhone, ANSWER_MESSAGES.phone],
};

function checkList(rule: AnswerRule, raw: unknown): CheckedAnswer {
  const items = Array.isArray(raw) ? raw : [raw];
  const texts = items.map(asText);
  if (texts.some((item) => item === undefined)) return { value: null, error: ANSWER_MESSAGES.invalid };
  const chosen = [...new Set(texts as string[])].filter((item) => item !== '');
  if (chosen.length === 0) return rule.mandatory ? { value: null, error: ANSWER_MESSAGES.blank } : { value: null };
  if (chosen.some((item) => chosenOption(item, rule.options) === undefined)) {
    return { value: null, error: ANSWER_MESSAGES.option };
  }
  return { value: chosen };
}

/**
 * Checks one answer against its question and gives the value to store: text trimmed, a blank answer
 * as null (refused when the question is mandatory), choices among the options, formats as the
 * masks produce them (CPF NNN.NNN.NNN-NN with valid check digits, date YYYY-MM-DD, time HH:MM,
 * phone (NN) NNNNN-NNNN).
 */
export function checkAnswer(rule: AnswerRule, raw: unknown): CheckedAnswer {
  if (raw === null || raw === undefined) return rule.mandatory ? { value: null, error: ANSWER_MESSAGES.blank } : { value: null };
  if (rule.answer_type === 'multiple_response') return checkList(rule, raw);
  const text = asText(raw);
  if (text === undefined) return { value: null, error: ANSWER_MESSAGES.invalid };
  if (text === '') return rule.mandatory ? { value: null, error: ANSWER_MESSAGES.blank } : { value: null };

  if (rule.answer_type === 'short_text' || rule.answer_type === 'text') {
    const max = rule.answer_type === 'text' ? TEXT_MAX_LENGTH : SHORT_TEXT_MAX_LENGTH;
    return text.length > max ? { value: null, error: ANSWER_MESSAGES.tooLong(max) } : { value: text };
  }
  if (rule.answer_type === 'multiple_choice' || rule.answer_type === 'selectbox') {
    return chosenOption(text, rule.options) === undefined ? { value: null, error: ANSWER_MESSAGES.option } : { value: text };
  }
  const format = FORMATS[rule.answer_type];
  if (format && !format[0](text)) return { value: null, error: format[1] };
  return { value: text };
}
