// Customers, their answers to the form, archiving, and who opened their records.
export type * from './types.ts';
export { accessResolvers } from './accesses.ts';
export { customerCalls } from './calls.ts';
export { customerLoaders, type CustomerLoaders } from './loaders.ts';
export { customerResolvers } from './resolvers.ts';
