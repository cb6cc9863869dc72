import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { NoteTemplateChanges, RestNoteTemplate } from './types.ts';

export function noteTemplateCalls(send: Send) {
  return {
    createNoteTemplate: async (changes: NoteTemplateChanges) =>
      (await send<{ note_template: RestNoteTemplate }>('POST', paths.noteTemplates, { body: { json: { note_template: changes } } }))
        .body.note_template,
    updateNoteTemplate: async (templateId: number, changes: NoteTemplateChanges) =>
      (
        await send<{ note_template: RestNoteTemplate }>('PATCH', paths.noteTemplate(templateId), {
          body: { json: { note_template: changes } },
        })
      ).body.note_template,
    deleteNoteTemplate: (templateId: number) => send<unknown>('DELETE', paths.noteTemplate(templateId), { body: { form: {} } }),
  };
}
