// The task and customer reports of a period.
export type * from './types.ts';
export { reportLoaders } from './loaders.ts';
export { reportResolvers } from './resolvers.ts';
