// The global search over customers and tasks.
export type * from './types.ts';
export { searchLoaders } from './loaders.ts';
export { searchResolvers } from './resolvers.ts';
