// The company's subscription, its cards and the payment provider's settings.
export type * from './types.ts';
export { billingCalls } from './calls.ts';
export { billingLoaders, billingPublicLoaders } from './loaders.ts';
export { billingResolvers } from './resolvers.ts';
