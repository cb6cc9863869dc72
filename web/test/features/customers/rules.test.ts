import { describe, expect, it } from 'vitest';
import { answerProblem, displayAnswer, stateOf, valuesOf, type FormField } from '../../../src/features/customers/answers';
import { customerOrderOf } from '../../../src/features/customers/CustomerRow';
import { customerListVariables } from '../../../src/features/customers/order';
import { customersUsage, quotaLevel } from '../../../src/features/plans/quota';

const field = (answerType: string, extra: Partial<FormField> = {}): FormField => ({
  id: `field-${answerType}`,
  databaseId: 1,
  question: answerType,
  answerType,
  mandatory: false,
  options: [],
  ...extra,
});

describe('free-plan usage', () => {
  it('is the rounded share of the limit, capped at 100', () => {
    expect(customersUsage(47, 50)).toBe(94);
    expect(customersUsage(48, 50)).toBe(96);
    expect(customersUsage(49, 50)).toBe(98);
    expect(customersUsage(50, 50)).toBe(100);
    expect(customersUsage(73, 50)).toBe(100);
    expect(customersUsage(10, null)).toBeNull();
  });

  it('is near the limit from 96 to under 100, and at it from 100', () => {
    expect(quotaLevel(95)).toBe('ok');
    expect(quotaLevel(96)).toBe('near');
    expect(quotaLevel(99)).toBe('near');
    expect(quotaLevel(100)).toBe('full');
    expect(quotaLevel(null)).toBe('ok');
  });
});

describe('answers', () => {
  const choice = field('MULTIPLE_RESPONSE', { options: ['Google', 'Indicação', 'Outros'] });

  it('keep the text typed for "Outros" in braces after the option', () => {
    const state = stateOf(choice, ['Google', 'Outros {Jornal do bairro}']);
    expect(state).toEqual({ kind: 'choice', chosen: ['Google', 'Outros'], other: 'Jornal do bairro' });
    expect(valuesOf(choice, { kind: 'choice', chosen: ['Google', 'Outros'], other: 'Vizinho' })).toEqual(['Google', 'Outros {Vizinho}']);
    expect(displayAnswer(choice, ['Google', 'Outros {Vizinho}'])).toBe('Google, Outros: Vizinho');
  });

  it('show dates as DD/MM/YYYY and send them as YYYY-MM-DD', () => {
    const date = field('DATE');
    expect(stateOf(date, ['1990-04-12'])).toEqual({ kind: 'text', text: '12/04/1990' });
    expect(valuesOf(date, { kind: 'text', text: '12/04/1990' })).toEqual(['1990-04-12']);
    expect(displayAnswer(date, ['1990-04-12'])).toBe('12/04/1990');
  });

  it('call a missing mandatory answer "Campo obrigatório" and a present but invalid one "Formato incorreto"', () => {
    expect(answerProblem(field('CPF', { mandatory: true }), { kind: 'text', text: '' })).toBe('Campo obrigatório');
    expect(answerProblem(field('CPF'), { kind: 'text', text: '123.456.789-00' })).toBe('Formato incorreto');
    expect(answerProblem(field('CPF'), { kind: 'text', text: '529.982.247-25' })).toBeUndefined();
    expect(answerProblem(field('TIME'), { kind: 'text', text: '24:10' })).toBe('Formato incorreto');
    expect(answerProblem(field('TIME'), { kind: 'text', text: '23:59' })).toBeUndefined();
    expect(answerProblem(field('DATE'), { kind: 'text', text: '31/02/2020' })).toBe('Formato incorreto');
    expect(answerProblem(field('PHONE'), { kind: 'text', text: '(11) 9876-543' })).toBe('Formato incorreto');
    expect(answerProblem(field('SHORT_TEXT'), { kind: 'text', text: '' })).toBeUndefined();
    expect(answerProblem(field('SELECTBOX', { mandatory: true, options: ['A'] }), { kind: 'choice', chosen: [], other: '' })).toBe(
      'Campo obrigatório',
    );
  });
});

describe('table order', () => {
  it('sorts by name, date or the answers to a question', () => {
    expect(customerOrderOf({ key: 'name', direction: 'asc' })).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(customerOrderOf({ key: 'created_at', direction: 'desc' })).toEqual({ field: 'CREATED_AT', direction: 'DESC' });
    expect(customerOrderOf({ key: 'field:Q3VzdG9tZXJGaWVsZDoy', direction: 'desc' })).toEqual({
      field: 'ANSWER',
      direction: 'DESC',
      customerFieldId: 'Q3VzdG9tZXJGaWVsZDoy',
    });
    expect(customerOrderOf(null)).toBeNull();
  });

  it("gives the list query's variables from the address, in the order the route and the entry's early request send them", () => {
    expect(JSON.stringify(customerListVariables(new URLSearchParams('')))).toBe('{"page":1,"search":null,"orderBy":null,"archived":null}');
    expect(customerListVariables(new URLSearchParams('page=3&search=%20ana%20&sort=name&direction=desc&archived=1'))).toEqual({
      page: 3,
      search: 'ana',
      orderBy: { field: 'NAME', direction: 'DESC' },
      archived: true,
    });
  });
});
