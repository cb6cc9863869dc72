import type { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

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

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => error.message.includes('Did you mean'))) return result;
  const errors = result.errors.map((error) => {
    const message = error.message.replace(SUGGESTION, '').trim();
    return new GraphQLError(message, { ...error, extensions: error.extensions, originalError: error.originalError });
  });
  return { ...result, errors };
}

/**
 * graphql-armor hides the field names GraphQL suggests in validation errors; enum values, argument
 * and type names are suggested too, in validation and in the variables' errors ("Did you mean the
 * enum value TEAM?"). Every result leaves without any suggestion, whatever phase made it.
 */
export function useHiddenSuggestions(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((item: ExecutionResult) => withoutSuggestions(item)));
      else if (result && typeof result === 'object' && 'errors' in result) setResult(withoutSuggestions(result as ExecutionResult));
    },
  };
}

/** Turns introspection off (GRAPHQL_INTROSPECTION=false), for a gateway whose schema is not to be read. */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
