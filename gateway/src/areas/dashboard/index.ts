// The dashboard's figures.
export type * from './types.ts';
export { dashboardLoaders } from './loaders.ts';
export { dashboardResolvers } from './resolvers.ts';
