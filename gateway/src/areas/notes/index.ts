// A customer's notes: writing, locking, addenda, images and their PDFs.
export type * from './types.ts';
export { noteCalls } from './calls.ts';
export { noteLoaders } from './loaders.ts';
export { noteResolvers } from './resolvers.ts';
