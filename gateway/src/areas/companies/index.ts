// The company: its settings, its words for itself and its customers, its image and subscription status.
export type * from './types.ts';
export { companyCalls } from './calls.ts';
export { companyLoaders, type CompanyLoaders } from './loaders.ts';
export { changeCompany, companyResolvers } from './resolvers.ts';
