// The company's registration form: the questions every customer answers.
export type * from './types.ts';
export { customerFieldCalls } from './calls.ts';
export { customerFieldLoaders } from './loaders.ts';
export { customerFieldResolvers, formOf } from './resolvers.ts';
