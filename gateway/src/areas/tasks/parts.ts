import type { Resolvers } from '../../generated/graphql.ts';
import { payloadOf } from '../../errors.ts';
import { databaseIdOf } from '../../relay.ts';
import type { RestTaskAttachment, RestTaskComment } from './types.ts';
import { partDatabaseId, partId, person, taskAfterWrite } from './shared.ts';

/** A task's parts: checklist items, comments and attachments, each written through its task. */
export const taskPartResolvers: Resolvers = {
  TaskComment: {
    id: (comment: RestTaskComment) => partId('TaskComment', comment.id),
    databaseId: (comment: RestTaskComment) => comment.id,
    content: (comment: RestTaskComment) => comment.content,
    author: (comment: RestTaskComment) => person(comment.user),
    createdAt: (comment: RestTaskComment) => comment.created_at,
    canDelete: (comment: RestTaskComment) => comment.can_delete,
  },
  TaskAttachment: {
    id: (attachment: RestTaskAttachment) => partId('TaskAttachment', attachment.id),
    databaseId: (attachment: RestTaskAttachment) => attachment.id,
    filename: (attachment: RestTaskAttachment) => attachment.filename,
    downloadUrl: (attachment: RestTaskAttachment) => attachment.download_url,
    humanFileSize: (attachment: RestTaskAttachment) => attachment.human_file_size,
    author: (attachment: RestTaskAttachment) => person(attachment.user),
    createdAt: (attachment: RestTaskAttachment) => attachment.created_at,
    canDelete: (attachment: RestTaskAttachment) => attachment.can_delete,
  },
  Mutation: {
    addTaskChecklistItem(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      return payloadOf(async () => {
        await context.session().calls.addTaskChecklistItem(taskId, input.content);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    toggleTaskChecklistItem(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const itemId = partDatabaseId(input.id, 'TaskChecklistItem');
      return payloadOf(async () => {
        await context.session().calls.toggleTaskChecklistItem(taskId, itemId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    deleteTaskChecklistItem(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const itemId = partDatabaseId(input.id, 'TaskChecklistItem');
      return payloadOf(async () => {
        await context.session().calls.deleteTaskChecklistItem(taskId, itemId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    addTaskComment(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      return payloadOf(async () => {
        await context.session().calls.addTaskComment(taskId, input.content);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    deleteTaskComment(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const commentId = partDatabaseId(input.id, 'TaskComment');
      return payloadOf(async () => {
        await context.session().calls.deleteTaskComment(taskId, commentId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    addTaskAttachment(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      return payloadOf(async () => {
        await context.session().calls.addTaskAttachment(taskId, input.file);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
    deleteTaskAttachment(_, { input }, context) {
      const taskId = databaseIdOf(input.taskId, 'Task');
      const attachmentId = partDatabaseId(input.id, 'TaskAttachment');
      return payloadOf(async () => {
        await context.session().calls.deleteTaskAttachment(taskId, attachmentId);
        return { task: await taskAfterWrite(context, taskId) };
      }, { task: null });
    },
  },
  TaskChecklistItem: {
    id: (item: { id: string }) => item.id,
    databaseId: (item: { databaseId: number }) => item.databaseId,
    content: (item: { content: string }) => item.content,
    completed: (item: { completed: boolean }) => item.completed,
  },
};
