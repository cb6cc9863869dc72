import {
  ANSWER_MESSAGES,
  brazilianDateToIso,
  checkAnswer,
  chosenOption,
  isAnswerType,
  isOtherOption,
  isoDateToBrazilian,
  otherAnswer,
  otherAnswerText,
  type AnswerType,
} from '@practice/common';
import { INVALID_FORMAT_MESSAGE, REQUIRED_MESSAGE } from '../../ui/fieldMessages';

/** A question of the company's form as the customer screens read it. */
export type FormField = {
  readonly id: string;
  readonly databaseId: number;
  readonly question: string;
  /** The GraphQL enum value (DATE, MULTIPLE_CHOICE, ...). */
  readonly answerType: string;
  readonly mandatory: boolean;
  readonly options: ReadonlyArray<string>;
};

/**
 * What an input holds while the form is filled: typed text (dates as DD/MM/YYYY), or the chosen
 * options with the text typed for an 'Outros' option.
 */
export type AnswerState = { kind: 'text'; text: string } | { kind: 'choice'; chosen: string[]; other: string };

export function typeOf(field: Pick<FormField, 'answerType'>): AnswerType {
  const type = field.answerType.toLowerCase();
  return isAnswerType(type) ? type : 'short_text';
}

export function isChoiceField(field: Pick<FormField, 'answerType'>): boolean {
  const type = typeOf(field);
  return type === 'multiple_choice' || type === 'multiple_response' || type === 'selectbox';
}

/** The input's state for the stored values of an answer. */
export function stateOf(field: FormField, values: ReadonlyArray<string>): AnswerState {
  if (!isChoiceField(field)) {
    const text = values[0] ?? '';
    return { kind: 'text', text: typeOf(field) === 'date' ? isoDateToBrazilian(text) : text };
  }
  const chosen: string[] = [];
  let other = '';
  for (const value of values) {
    const option = chosenOption(value, field.options);
    if (option === undefined) continue;
    chosen.push(option);
    other = otherAnswerText(value, option) ?? other;
  }
  return { kind: 'choice', chosen, other };
}

export function emptyState(field: FormField): AnswerState {
  return stateOf(field, []);
}

/** The values to send: dates as YYYY-MM-DD, an 'Outros' option with its text in braces. */
export function valuesOf(field: FormField, state: AnswerState): string[] {
  if (state.kind === 'text') {
    const text = state.text.trim();
    if (text === '') return [];
    return [typeOf(field) === 'date' ? (brazilianDateToIso(text) ?? text) : text];
  }
  return state.chosen.map((option) => (isOtherOption(option) ? otherAnswer(option, state.other) : option));
}

/**
 * What is wrong with an answer, in the words of the form (spec section 5): 'Campo obrigatório' for a
 * missing mandatory answer, 'Formato incorreto' for a present but invalid one.
 */
export function answerProblem(field: FormField, state: AnswerState): string | undefined {
  const type = typeOf(field);
  const values = valuesOf(field, state);
  const raw = type === 'multiple_response' ? values : (values[0] ?? null);
  const { error } = checkAnswer({ answer_type: type, mandatory: field.mandatory, options: field.options }, raw);
  if (!error) return undefined;
  if (error === ANSWER_MESSAGES.blank) return REQUIRED_MESSAGE;
  if (error.startsWith('é muito longo')) return `É muito longo${error.slice('é muito longo'.length)}`;
  return INVALID_FORMAT_MESSAGE;
}

/** An answer as the list and the details show it: dates DD/MM/YYYY, choices joined, 'Outros: texto'. */
export function displayAnswer(field: Pick<FormField, 'answerType' | 'options'>, values: ReadonlyArray<string>): string {
  const type = typeOf(field);
  return values
    .map((value) => {
      if (type === 'date') return isoDateToBrazilian(value);
      const option = chosenOption(value, field.options);
      const typed = option === undefined ? undefined : otherAnswerText(value, option);
      return typed === undefined ? value : `${option}: ${typed}`;
    })
    .join(', ');
}
