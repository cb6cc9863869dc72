import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { areaResolvers } from './areas.ts';
import { relayResolvers } from './relay.ts';
import { DateTime } from './scalars.ts';

/** The committed contract with the web app; the gateway serves exactly this. */
export const schemaPath = new URL('../../schema.graphql', import.meta.url);

export const resolvers = [{ DateTime }, relayResolvers, ...areaResolvers];

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
