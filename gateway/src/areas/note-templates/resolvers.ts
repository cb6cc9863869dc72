import type { Resolvers } from '../../generated/graphql.ts';
import { connectionOf, cursorOf, sliceOf } from '../../connections.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import { HttpError } from '../../rest/client.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestNoteTemplate } from './types.ts';

export const noteTemplateResolvers: Resolvers = {
  Query: {
    async noteTemplate(_, { databaseId }, context) {
      try {
        return await context.session().loaders.noteTemplate.load(databaseId);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Company: {
    async noteTemplates(_company: RestCompany, args, context) {
      // The api answers every template at once (a company keeps a few dozen); the slice is cut here.
      const templates = await context.session().loaders.noteTemplates.load(ONLY);
      return connectionOf(sliceOf(args), [{ rows: templates, totalCount: templates.length }]);
    },
  },
  NoteTemplate: {
    id: (template: RestNoteTemplate) => toGlobalId('NoteTemplate', template.id),
    databaseId: (template: RestNoteTemplate) => template.id,
    name: (template: RestNoteTemplate) => template.name,
    body: (template: RestNoteTemplate) => template.body,
    createdAt: (template: RestNoteTemplate) => template.created_at,
    updatedAt: (template: RestNoteTemplate) => template.updated_at,
  },
  Mutation: {
    createNoteTemplate: (_, { input }, context) =>
      payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const noteTemplate = await calls.createNoteTemplate({ name: input.name, body: input.body });
          loaders.forgetNoteTemplates();
          const all = await loaders.noteTemplates.load(ONLY);
          // The list is by name: the edge's cursor is where the new template falls in it.
          const position = Math.max(0, all.findIndex((template) => template.id === noteTemplate.id));
          return { noteTemplate, noteTemplateEdge: { cursor: cursorOf(position), node: noteTemplate } };
        },
        { noteTemplate: null, noteTemplateEdge: null },
      ),
    updateNoteTemplate: (_, { input }, context) => {
      const templateId = databaseIdOf(input.id, 'NoteTemplate');
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          const noteTemplate = await calls.updateNoteTemplate(templateId, { name: input.name, body: input.body });
          loaders.noteTemplate.clear(templateId).prime(templateId, noteTemplate);
          loaders.forgetNoteTemplates();
          return { noteTemplate };
        },
        { noteTemplate: null },
      );
    },
    deleteNoteTemplate: (_, { input }, context) => {
      const templateId = databaseIdOf(input.id, 'NoteTemplate');
      return payloadOf(
        async () => {
          const { calls, loaders } = context.session();
          await calls.deleteNoteTemplate(templateId);
          loaders.noteTemplate.clear(templateId);
          loaders.forgetNoteTemplates();
          return { deletedNoteTemplateId: input.id };
        },
        { deletedNoteTemplateId: null },
      );
    },
  },
};
