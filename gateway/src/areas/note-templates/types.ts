// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestNoteTemplate = ApiAnswer<'/api/v1/note_templates'>['note_templates'][number];

export interface NoteTemplateChanges {
  name?: string;
  body?: string;
}
