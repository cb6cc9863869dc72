// The agenda, the professionals' hours and calendar feeds, and the online booking page.
export type * from './types.ts';
export { appointmentCalls, appointmentPublicCalls } from './calls.ts';
export { appointmentLoaders, appointmentPublicLoaders } from './loaders.ts';
export { appointmentResolvers } from './resolvers.ts';
