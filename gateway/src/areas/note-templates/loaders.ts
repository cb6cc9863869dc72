import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestNoteTemplate } from './types.ts';

export function noteTemplateLoaders(send: Send) {
  const noteTemplates = resource(
    send,
    (_: typeof ONLY) => paths.noteTemplates,
    (body: { note_templates: RestNoteTemplate[] }) => body.note_templates,
  );
  return {
    /** The company's templates, by name: the api answers them all at once. */
    noteTemplates,
    noteTemplate: resource(send, (templateId: number) => paths.noteTemplate(templateId), (body: { note_template: RestNoteTemplate }) => body.note_template),
    forgetNoteTemplates(): void {
      noteTemplates.clear(ONLY);
    },
  };
}
