import { RICH_TEXT_MAX } from '@practice/common';
import { dateTime, inputOf, integer, type JsonSchema, listOf, objectOf, text } from '../../http/openapi.ts';

/** A note template as serializeTemplate answers it. */
export const noteTemplateSchema = objectOf(
  { id: integer, name: text, body: { ...text, description: 'HTML, sanitized, its images behind signed links.' }, created_at: dateTime, updated_at: dateTime },
  { title: 'NoteTemplate' },
);

/** `{ note_template }`: the template read, created, changed or deleted. */
export const NOTE_TEMPLATE_ANSWER = objectOf({ note_template: noteTemplateSchema }, { title: 'NoteTemplateAnswer' });

/** `GET /api/v1/note_templates`: every template of the company, by name. */
export const NOTE_TEMPLATE_LIST_ANSWER = objectOf(
  { note_templates: listOf(noteTemplateSchema), meta: objectOf({ total_count: integer }) },
  { title: 'NoteTemplateList' },
);

const templateInput: Record<string, JsonSchema> = {
  name: { ...text, maxLength: 255, description: 'Required, and unique in the company, case and accents aside.' },
  body: { ...text, maxLength: RICH_TEXT_MAX, description: 'HTML; sanitized as it is kept. Required.' },
};

/** What a create or a change reads (`note_template[...]`, input.ts); keys left out of a change keep their value. */
export const NOTE_TEMPLATE_BODY = objectOf(
  { note_template: inputOf(templateInput, { title: 'NoteTemplateInput' }) },
  { optional: ['note_template'] },
);
