// Boards, tasks, their checklists, comments and files, and the tasks' calendar.
export type * from './types.ts';
export { boardResolvers } from './boards.ts';
export { taskCalls } from './calls.ts';
export { taskLoaders } from './loaders.ts';
export { taskPartResolvers } from './parts.ts';
export type { BoardRecord, GroupRecord, PersonRecord, TaskRecord } from './shared.ts';
export { taskResolvers } from './tasks.ts';
