import { Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ANSWER_TYPE_LABELS, ANSWER_TYPES, isChoiceAnswerType, normalizeFieldOptions, type AnswerType } from '@practice/common';
import { useState, type FormEvent } from 'react';
import { REQUIRED_MESSAGE, VALIDATION_DELAY_MS } from '../../ui/useFieldValidation';
import { OptionsEditor, optionErrors } from './OptionsEditor';

export type QuestionValues = {
  question: string;
  answerType: AnswerType;
  mandatory: boolean;
  options: string[];
};

export const EMPTY_QUESTION: QuestionValues = { question: '', answerType: 'short_text', mandatory: false, options: [] };

const MISSING_OPTIONS = 'Adicione pelo menos uma opção';

const TYPE_CHOICES = ANSWER_TYPES.map((type) => ({ value: type, label: ANSWER_TYPE_LABELS[type] }));

/** What is sent: the question trimmed, and for choice types the options as the shared rule keeps them. */
export function questionToSave(values: QuestionValues): QuestionValues {
  return {
    ...values,
    question: values.question.trim(),
    options: isChoiceAnswerType(values.answerType) ? normalizeFieldOptions(values.options).options : [],
  };
}

type QuestionEditorProps = {
  /** Names the editor for screen readers ('Nova pergunta', 'Editar pergunta 3'). */
  label: string;
  initial: QuestionValues;
  saving: boolean;
  onSave: (values: QuestionValues) => void;
  onCancel: () => void;
};

/** The form of one question, opened in place of its card (or at the end of the list for a new one). */
export function QuestionEditor({ label, initial, saving, onSave, onCancel }: QuestionEditorProps) {
  const [values, setValues] = useState<QuestionValues>(() => ({
    ...initial,
    options: isChoiceAnswerType(initial.answerType) && initial.options.length === 0 ? [''] : initial.options,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [settledOptions] = useDebouncedValue(values.options, VALIDATION_DELAY_MS);
  const choice = isChoiceAnswerType(values.answerType);
  const checkedOptions = submitted ? values.options : settledOptions;
  const errors = optionErrors(values.options).map((error, index) => (checkedOptions[index] === values.options[index] ? error : undefined));
  const toSave = questionToSave(values);
  const questionMissing = submitted && toSave.question === '';
  const optionsMissing = submitted && choice && toSave.options.length === 0;

  const set = <K extends keyof QuestionValues>(key: K, value: QuestionValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const changeType = (type: string | null) => {
    if (!type) return;
    const next = type as AnswerType;
    setValues((current) => ({
      ...current,
      answerType: next,
      options: isChoiceAnswerType(next) && current.options.length === 0 ? [''] : current.options,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = toSave.question === '' || (choice && (toSave.options.length === 0 || optionErrors(values.options).some(Boolean)));
    if (!invalid) onSave(toSave);
  };

  return (
    <Paper withBorder p="md" shadow="sm" component="form" onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="md">
        <TextInput
          label="Pergunta"
          placeholder="Ex.: Data de nascimento"
          withAsterisk
          autoFocus
          value={values.question}
          onChange={(event) => set('question', event.currentTarget.value)}
          error={questionMissing ? REQUIRED_MESSAGE : undefined}
        />
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Tipo de resposta"
            withAsterisk
            data={TYPE_CHOICES}
            value={values.answerType}
            onChange={changeType}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch
            label="Resposta obrigatória"
            checked={values.mandatory}
            onChange={(event) => set('mandatory', event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {choice && (
          <OptionsEditor
            options={values.options}
            onChange={(options) => set('options', options)}
            errors={errors}
            missing={optionsMissing ? MISSING_OPTIONS : undefined}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar pergunta
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
