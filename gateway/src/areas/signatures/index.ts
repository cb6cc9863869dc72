// The A1 certificates that sign note PDFs.
export type * from './types.ts';
export { signatureCalls } from './calls.ts';
export { signatureLoaders } from './loaders.ts';
export { signatureResolvers } from './resolvers.ts';
