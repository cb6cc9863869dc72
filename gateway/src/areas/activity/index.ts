// The company's activity history.
export type * from './types.ts';
export { activityLoaders } from './loaders.ts';
export { activityResolvers } from './resolvers.ts';
