// Signing in and up, the signed-in user (`viewer`), two-step sign-in and the caller's sessions.
export type * from './types.ts';
export { accountAnonymousCalls, accountCalls } from './calls.ts';
export { accountLoaders } from './loaders.ts';
export { accountResolvers } from './resolvers.ts';
