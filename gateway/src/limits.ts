import type { EnvelopArmor } from '@escape.tech/graphql-armor';

type ArmorConfig = NonNullable<ConstructorParameters<typeof EnvelopArmor>[0]>;

/**
 * Sized for the web app's largest operations (about 8 levels of fields, a few hundred tokens, no
 * aliases beyond a handful) with room to grow, and for GraphiQL's introspection query, which the
 * depth and cost rules leave out (`__schema`). Fragments are flattened so Relay's one fragment per
 * component does not count as depth or cost of its own.
 */
export const operationLimits: ArmorConfig = {
  maxDepth: { n: 10, flattenFragments: true },
  costLimit: { maxCost: 5000, flattenFragments: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 25 },
  maxTokens: { n: 4000 },
  blockFieldSuggestion: { enabled: true },
};
