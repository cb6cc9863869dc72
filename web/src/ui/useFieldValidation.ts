import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { INVALID_FORMAT_MESSAGE, REQUIRED_MESSAGE } from './fieldMessages';

/** Spec section 5: a text input validates 750 ms after typing stops. */
export const VALIDATION_DELAY_MS = 750;

export { INVALID_FORMAT_MESSAGE, REQUIRED_MESSAGE };

export interface FieldRule {
  required?: boolean;
  isValid?: (value: string) => boolean;
}

function problem(value: string, rule: FieldRule): string | undefined {
  if (value.trim() === '') return rule.required ? REQUIRED_MESSAGE : undefined;
  if (rule.isValid && !rule.isValid(value)) return INVALID_FORMAT_MESSAGE;
  return undefined;
}

/**
 * A present but invalid value is reported once typing has stopped for 750 ms, so the message does
 * not flash on every keystroke; an empty required value is only reported when the form is sent.
 * `check()` validates at once (on submit) and answers whether the value is acceptable.
 */
export function useFieldValidation(value: string, rule: FieldRule, delay = VALIDATION_DELAY_MS) {
  const [settled] = useDebouncedValue(value, delay);
  const [checkedValue, setCheckedValue] = useState<string | null>(null);
  const current = problem(value, rule);
  const checkedNow = checkedValue === value;
  const typingStopped = settled === value && value.trim() !== '';
  const error = checkedNow || typingStopped ? current : undefined;

  function check(): boolean {
    setCheckedValue(value);
    return current === undefined;
  }

  return { error, check };
}
