// The data exports: the patient's copy of the record and the company's.
export type * from './types.ts';
export { recordCalls } from './calls.ts';
export { recordLoaders } from './loaders.ts';
export { recordResolvers } from './resolvers.ts';
