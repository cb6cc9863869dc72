import { describe, expect, it } from 'vitest';
import {
  ANSWER_TYPES,
  SIMILAR_OPTION_MESSAGE,
  checkAnswer,
  chosenOption,
  isChoiceAnswerType,
  isOtherOption,
  normalizeFieldOptions,
  otherAnswer,
  otherAnswerText,
  type AnswerRule,
} from '../src/customer-fields.ts';

const rule = (answer_type: AnswerRule['answer_type'], extra: Partial<AnswerRule> = {}): AnswerRule => ({
  answer_type,
  mandatory: false,
  options: [],
  ...extra,
});

describe('answer types', () => {
  it('lists the ten types, three of them choices', () => {
    expect(ANSWER_TYPES).toHaveLength(10);
    expect(ANSWER_TYPES.filter(isChoiceAnswerType)).toEqual(['multiple_choice', 'multiple_response', 'selectbox']);
  });
});

describe("the 'Outros' option", () => {
  it('is any text starting with outro, outra, outros or outras, ignoring case and accents', () => {
    for (const option of ['Outros', 'outra', 'OUTRAS', 'Outro:', 'Outros(as)', 'Óutras (qual?)', '  Outros  ']) {
      expect(isOtherOption(option)).toBe(true);
    }
    for (const option of ['Outrora', 'Nenhum outro', 'Autros', 'Out', '']) expect(isOtherOption(option)).toBe(false);
  });

  it('keeps the typed text in braces after the option', () => {
    expect(otherAnswer('Outros', ' Pilates ')).toBe('Outros {Pilates}');
    expect(otherAnswer('Outros', '')).toBe('Outros');
    expect(otherAnswerText('Outros {Pilates}', 'Outros')).toBe('Pilates');
    expect(otherAnswerText('Yoga {Pilates}', 'Yoga')).toBeUndefined();
    expect(chosenOption('Outros {Pilates}', ['Yoga', 'Outros'])).toBe('Outros');
    expect(chosenOption('Yoga {Pilates}', ['Yoga', 'Outros'])).toBeUndefined();
    expect(chosenOption('Yoga', ['Yoga', 'Outros'])).toBe('Yoga');
  });
});

describe('options of a question', () => {
  it('drops empty options, trims the others and puts the Outros option last', () => {
    expect(normalizeFieldOptions([' Outras ', '', 'Sim', '  ', 'Não'])).toEqual({ options: ['Sim', 'Não', 'Outras'] });
  });

  it('refuses a second Outros option and repeated options', () => {
    expect(normalizeFieldOptions(['Outros', 'Sim', 'outras (qual?)']).error).toBe(SIMILAR_OPTION_MESSAGE);
    expect(normalizeFieldOptions(['Sim', 'SIM']).error).toBe(SIMILAR_OPTION_MESSAGE);
    expect(normalizeFieldOptions(['Avó', 'avo']).error).toBe(SIMILAR_OPTION_MESSAGE);
  });
});

describe('checkAnswer', () => {
  it('trims text and treats blank as unanswered, refused when mandatory', () => {
    expect(checkAnswer(rule('short_text'), '  Ana  ')).toEqual({ value: 'Ana' });
    expect(checkAnswer(rule('short_text'), 42)).toEqual({ value: '42' });
    expect(checkAnswer(rule('text'), '   ')).toEqual({ value: null });
    expect(checkAnswer(rule('text'), null)).toEqual({ value: null });
    expect(checkAnswer(rule('text', { mandatory: true }), ' ')).toEqual({ value: null, error: 'não pode ficar em branco' });
    expect(checkAnswer(rule('short_text', { mandatory: true }), undefined).error).toBe('não pode ficar em branco');
    expect(checkAnswer(rule('short_text'), 'a'.repeat(501)).error).toBe('é muito longo (máximo: 500 caracteres)');
    expect(checkAnswer(rule('short_text'), ['a']).error).toBe('não é válido');
    expect(checkAnswer(rule('text'), { a: 1 }).error).toBe('não é válido');
  });

  it('checks each format', () => {
    expect(checkAnswer(rule('cpf'), '529.982.247-25')).toEqual({ value: '529.982.247-25' });
    expect(checkAnswer(rule('cpf'), '529.982.247-26').error).toBe('não é um CPF válido');
    expect(checkAnswer(rule('rg'), '12.345.678-X')).toEqual({ value: '12.345.678-X' });
    expect(checkAnswer(rule('rg'), 'abc').error).toBe('não é um RG válido');
    expect(checkAnswer(rule('date'), '2024-02-29')).toEqual({ value: '2024-02-29' });
    expect(checkAnswer(rule('date'), '2026-02-29').error).toBe('não é uma data válida');
    expect(checkAnswer(rule('time'), '23:59')).toEqual({ value: '23:59' });
    expect(checkAnswer(rule('time'), '24:00').error).toBe('não é um horário válido');
    expect(checkAnswer(rule('phone'), '(11) 93456-7890')).toEqual({ value: '(11) 93456-7890' });
    expect(checkAnswer(rule('phone'), '11934567890').error).toBe('não é um telefone válido');
  });

  it('takes one option, or the Outros option with its text, for single choices', () => {
    const options = ['Manhã', 'Tarde', 'Outros'];
    for (const type of ['multiple_choice', 'selectbox'] as const) {
      expect(checkAnswer(rule(type, { options }), 'Tarde')).toEqual({ value: 'Tarde' });
      expect(checkAnswer(rule(type, { options }), 'Outros {Noite}')).toEqual({ value: 'Outros {Noite}' });
      expect(checkAnswer(rule(type, { options }), 'Tarde {Noite}').error).toBe('não é uma opção válida');
      expect(checkAnswer(rule(type, { options }), 'Noite').error).toBe('não é uma opção válida');
      expect(checkAnswer(rule(type, { options }), ['Tarde']).error).toBe('não é válido');
    }
  });

  it('takes a list of options for multiple responses', () => {
    const options = ['Yoga', 'Pilates', 'Outras'];
    const multiple = rule('multiple_response', { options });
    expect(checkAnswer(multiple, ['Yoga', ' Outras {Natação}', 'Yoga', ''])).toEqual({ value: ['Yoga', 'Outras {Natação}'] });
    expect(checkAnswer(multiple, 'Pilates')).toEqual({ value: ['Pilates'] });
    expect(checkAnswer(multiple, [])).toEqual({ value: null });
    expect(checkAnswer({ ...multiple, mandatory: true }, []).error).toBe('não pode ficar em branco');
    expect(checkAnswer(multiple, ['Yoga', 'Boxe']).error).toBe('não é uma opção válida');
    expect(checkAnswer(multiple, ['Yoga', { x: 1 }]).error).toBe('não é válido');
  });
});
