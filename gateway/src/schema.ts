import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { relayResolvers } from './relay.ts';
import { accountResolvers } from './resolvers/accounts.ts';
import { companyResolvers } from './resolvers/companies.ts';
import { customerFieldResolvers } from './resolvers/customer-fields.ts';
import { customerResolvers } from './resolvers/customers.ts';
import { onboardingResolvers } from './resolvers/onboarding.ts';
import { planResolvers } from './resolvers/plans.ts';
import { quotaResolvers } from './resolvers/quota.ts';
import { DateTime } from './resolvers/scalars.ts';
import { userResolvers } from './resolvers/users.ts';

/** The committed contract with the web app; the gateway serves exactly this. */
export const schemaPath = new URL('../../schema.graphql', import.meta.url);

export const resolvers = [
  { DateTime },
  relayResolvers,
  accountResolvers,
  userResolvers,
  companyResolvers,
  planResolvers,
  onboardingResolvers,
  customerFieldResolvers,
  customerResolvers,
  quotaResolvers,
];

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers,
    resolverValidationOptions: {
      requireResolversForResolveType: 'error',
      requireResolversToMatchSchema: 'error',
    },
  });
}
