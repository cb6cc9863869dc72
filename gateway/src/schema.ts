import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { relayResolvers } from './relay.ts';
import { accountResolvers } from './resolvers/accounts.ts';
import { accessResolvers } from './resolvers/accesses.ts';
import { activityResolvers } from './resolvers/activity.ts';
import { appointmentResolvers } from './resolvers/appointments.ts';
import { billingResolvers } from './resolvers/billing.ts';
import { companyResolvers } from './resolvers/companies.ts';
import { customerFieldResolvers } from './resolvers/customer-fields.ts';
import { customerResolvers } from './resolvers/customers.ts';
import { noteTemplateResolvers } from './resolvers/note-templates.ts';
import { noteResolvers } from './resolvers/notes.ts';
import { printResolvers } from './resolvers/print.ts';
import { dashboardResolvers } from './resolvers/dashboard.ts';
import { onboardingResolvers } from './resolvers/onboarding.ts';
import { planResolvers } from './resolvers/plans.ts';
import { recordResolvers } from './resolvers/records.ts';
import { reportResolvers } from './resolvers/reports.ts';
import { DateTime } from './resolvers/scalars.ts';
import { searchResolvers } from './resolvers/search.ts';
import { signatureResolvers } from './resolvers/signatures.ts';
import { boardResolvers } from './resolvers/tasks/boards.ts';
import { taskPartResolvers } from './resolvers/tasks/parts.ts';
import { taskResolvers } from './resolvers/tasks/tasks.ts';
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
  noteResolvers,
  noteTemplateResolvers,
  printResolvers,
  activityResolvers,
  accessResolvers,
  dashboardResolvers,
  searchResolvers,
  reportResolvers,
  billingResolvers,
  boardResolvers,
  taskResolvers,
  taskPartResolvers,
  appointmentResolvers,
  recordResolvers,
  signatureResolvers,
];

/**
 * Every field without a resolver of its own reads its parent's property as GraphQL's default resolver
 * does, calling it when it is a function (payloads hand some fields over lazily, as `() => load()`).
 * The compiled executor (graphql-jit) only reads properties, so the default is spelled out here.
 */
function withDefaultResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type === schema.getSubscriptionType()) continue;
    for (const field of Object.values(type.getFields())) field.resolve ??= defaultFieldResolver;
  }
  return schema;
}

export function buildSchema(): GraphQLSchema {
  return withDefaultResolvers(
    makeExecutableSchema({
      typeDefs: readFileSync(schemaPath, 'utf8'),
      resolvers,
      resolverValidationOptions: {
        requireResolversForResolveType: 'error',
        requireResolversToMatchSchema: 'error',
      },
    }),
  );
}
