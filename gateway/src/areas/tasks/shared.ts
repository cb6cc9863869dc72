import type { TaskFilter } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf } from '../../relay.ts';
import { HttpError } from '../../rest/client.ts';
import type { RestBoard, RestTask, RestTaskBoard, RestTaskCard, RestTaskGroup, RestTaskPerson, TaskFilterQuery } from './types.ts';

// What the boards, the tasks and the task parts share: filters, ids, and reading after a write.

/** A board's view: the board with the groups its query asked for. */
export type BoardView = RestTaskBoard & { __groupBy: string };
/** A board as a resolver gets it: as the REST api's board list gives it, or with its groups. */
export type BoardRecord = RestBoard | BoardView;
export type GroupRecord = RestTaskGroup & { isColumn: boolean };

export const lower = <T extends string>(value: T | null | undefined) => (value ? value.toLowerCase() : undefined);
export const upper = (value: string | null) => (value ? value.toUpperCase() : null);

/** The parts of a task (checklist items, comments, attachments) have ids of their own, not nodes. */
export type PartType = 'TaskChecklistItem' | 'TaskComment' | 'TaskAttachment';

export function partId(type: PartType, databaseId: number): string {
  return Buffer.from(`${type}:${databaseId}`, 'utf8').toString('base64');
}

export function partDatabaseId(globalId: string, type: PartType): number {
  const match = new RegExp(`^${type}:([1-9]\\d{0,15})$`).exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match) {
    throw new GraphQLError(`O id ${JSON.stringify(globalId)} não identifica um(a) ${type}.`, {
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  }
  return Number(match[1]);
}

export function filterQuery(filter: TaskFilter | null | undefined): TaskFilterQuery {
  if (!filter) return {};
  return {
    status: lower(filter.status),
    assigneeId: filter.assigneeId ? databaseIdOf(filter.assigneeId, 'User') : undefined,
    customerId: filter.customerId ? databaseIdOf(filter.customerId, 'Customer') : undefined,
    priority: lower(filter.priority),
    search: filter.search?.trim() || undefined,
  };
}

export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A board's name and counts after a write: read again from the boards list (one call, no tasks). */
export async function boardAfterWrite(context: GatewayContext, boardId: number): Promise<RestBoard | null> {
  const { loaders } = context.session();
  loaders.boards.clearAll();
  return (await loaders.boards.load(ONLY)).find((board) => board.id === boardId) ?? null;
}

/** The task as its write answered, or read again after a write that answers something else. */
export async function taskAfterWrite(context: GatewayContext, taskId: number, answered?: RestTask): Promise<RestTask> {
  const { loaders } = context.session();
  if (answered) {
    loaders.rememberTask(answered);
    return answered;
  }
  loaders.forgetTask(taskId);
  loaders.taskComments.clear(taskId);
  loaders.taskAttachments.clear(taskId);
  return loaders.task.load(taskId);
}

/** A task's assignee, author or customer as the schema reads it. */
export interface PersonRecord {
  databaseId: number | null;
  name: string;
}

export function person(record: RestTaskPerson | { id: number; name: string }): PersonRecord {
  return { databaseId: record.id, name: record.name };
}

/** A task as a board or the calendar answered it (a card), or whole. */
export type TaskRecord = RestTask | RestTaskCard;
