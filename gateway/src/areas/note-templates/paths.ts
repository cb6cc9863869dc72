import { segment } from '../../rest/paths.ts';

export const paths = {
  noteTemplates: '/api/v1/note_templates',
  noteTemplate: (templateId: number) => `/api/v1/note_templates/${segment(templateId)}`,
};
