import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { NO_TASK_PRIORITY_LABEL } from '@practice/common';
// The pickers write month and day names through dayjs, in the locale it sets.
import '../../lib/dayjs';
import type { Dispatch, SetStateAction } from 'react';
import { hasRichContent } from '../../ui/rich-text/RichText';
import { RichTextField } from '../../ui/rich-text/RichTextEditor';
import { DESCRIPTION_HEIGHT, PRIORITY_OPTIONS } from './messages';

/** What a task is before its people and parts: the fields the new-task page and the task modal share. */
export type TaskBasics = {
  title: string;
  /** The editor's HTML. */
  description: string;
  dueDate: string;
  priority: string | null;
  kanbanGroup: string | null;
};

/** The description as sent to the api: nothing when the editor holds no text. */
export function descriptionToSend(html: string): string {
  return hasRichContent(html) ? html : '';
}

type Props = {
  value: TaskBasics;
  onChange: Dispatch<SetStateAction<TaskBasics>>;
  /** The description the editor opens with (it keeps its own state after that). */
  initialDescription: string;
  columns: readonly string[];
  /** The modal may take a task out of every column (with the clear button); a new task starts in one. */
  columnClearable?: boolean;
  /** The api's (or the form's) errors by the api's field names. */
  errors: Record<string, string>;
  /** Called with the api's name of a field the person changes, so its error can go. */
  onEdited?: (field: string) => void;
  autoFocusTitle?: boolean;
};

const API_FIELD: Record<keyof TaskBasics, string> = { title: 'title', description: 'description', dueDate: 'due_date', priority: 'priority', kanbanGroup: 'kanban_group' };

/** Title, description (rich text), due date, priority and column, with the api's errors under each. */
export function TaskBasicsFields({ value, onChange, initialDescription, columns, columnClearable = false, errors, onEdited, autoFocusTitle = false }: Props) {
  const set = <K extends keyof TaskBasics>(key: K, next: TaskBasics[K]) => {
    onChange((current) => ({ ...current, [key]: next }));
    if (errors[API_FIELD[key]]) onEdited?.(API_FIELD[key]);
  };
  return (
    <>
      <TextInput
        label="Título"
        required
        value={value.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errors.title}
        maxLength={255}
        data-autofocus={autoFocusTitle || undefined}
      />
      <RichTextField label="Descrição" initialHtml={initialDescription} onChange={(html) => set('description', html)} minHeight={DESCRIPTION_HEIGHT} error={errors.description} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <DatePickerInput
          label="Data de vencimento"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          value={value.dueDate || null}
          onChange={(next) => set('dueDate', next ?? '')}
          clearable
          error={errors.due_date}
        />
        <Select label="Prioridade" placeholder={NO_TASK_PRIORITY_LABEL} data={PRIORITY_OPTIONS} value={value.priority} onChange={(next) => set('priority', next)} clearable />
        <Select
          label="Coluna"
          placeholder={columnClearable ? 'Sem coluna' : undefined}
          data={[...columns]}
          value={value.kanbanGroup}
          onChange={(next) => set('kanbanGroup', next)}
          allowDeselect={false}
          clearable={columnClearable}
          error={errors.kanban_group}
        />
      </SimpleGrid>
    </>
  );
}

/** Drops one field's error, for `onEdited`. */
export function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}
