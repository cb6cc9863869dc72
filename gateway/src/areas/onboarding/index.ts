// The first steps after signing up: the professional's and the company's profile.
export { onboardingResolvers } from './resolvers.ts';
