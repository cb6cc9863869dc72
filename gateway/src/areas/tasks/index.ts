// Boards, tasks, their checklists, comments and files, and the tasks' calendar.
//
// A board is named three ways, and only the first two are fixed: `TaskList` (and `taskList`,
// `taskListId`, `createTaskList`, ...) in schema.graphql, and `task_lists` / `task_list_id` in the
// REST paths and answers, are the public contract the specs set; the api's table is `task_lists`.
// Everything else in this area, as in the web's `features/tasks`, says board: `boardResolvers`,
// `loaders.boards`, `calls.createBoard`, `RestBoard`, `BoardRecord`.
export type * from './types.ts';
export { boardResolvers } from './boards.ts';
export { taskCalls } from './calls.ts';
export { taskLoaders } from './loaders.ts';
export { taskPartResolvers } from './parts.ts';
export type { BoardRecord, GroupRecord, PersonRecord, TaskRecord } from './shared.ts';
export { taskResolvers } from './tasks.ts';
