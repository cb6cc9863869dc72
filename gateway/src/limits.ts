import type { EnvelopArmor } from '@escape.tech/graphql-armor';

type ArmorConfig = NonNullable<ConstructorParameters<typeof EnvelopArmor>[0]>;

/**
 * Sized for the web app's largest operations with room to grow: about 8 levels of fields, a 40-row
 * connection page (cost about 10 500 by graphql-armor's count, which multiplies by `first`), a few
 * hundred tokens. GraphiQL's introspection (`__schema`) is left out of depth and cost. Fragments are
 * flattened, so Relay's one fragment per component adds no depth or cost of its own.
 */
export const operationLimits: ArmorConfig = {
  maxDepth: { n: 10, flattenFragments: true },
  costLimit: { maxCost: 50_000, flattenFragments: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 25 },
  maxTokens: { n: 4000 },
  blockFieldSuggestion: { enabled: true },
};
