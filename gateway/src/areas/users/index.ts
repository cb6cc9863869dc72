// The company's users and their roles.
export type * from './types.ts';
export { userCalls } from './calls.ts';
export { primeCompanyOf, userLoaders } from './loaders.ts';
export { userResolvers } from './resolvers.ts';
