// The global search over customers, tasks and appointments.
export type * from './types.ts';
export { searchLoaders } from './loaders.ts';
export { searchResolvers } from './resolvers.ts';
