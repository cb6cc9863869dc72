// The plans on offer and the company's plan with its customer quota.
export type * from './types.ts';
export { planLoaders, planPublicLoaders } from './loaders.ts';
export { planResolvers } from './resolvers.ts';
