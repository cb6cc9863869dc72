import { Kind, type ValueNode } from 'graphql';

const withoutZone = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * An instant as ISO 8601 UTC. The api writes some timestamps as 'YYYY-MM-DD HH:mm:ss' without a
 * zone; those are UTC (spec: dates stored UTC).
 */
function toIsoString(value: unknown): string {
  let instant: Date | null = null;
  if (value instanceof Date) instant = value;
  else if (typeof value === 'string') instant = new Date(withoutZone.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  else if (typeof value === 'number') instant = new Date(value);
  if (!instant || Number.isNaN(instant.getTime())) throw new TypeError(`DateTime cannot represent ${JSON.stringify(value)}`);
  return instant.toISOString();
}

/** How DateTime reads and writes values; its name and description come from schema.graphql. */
export const DateTime = {
  serialize: toIsoString,
  parseValue: toIsoString,
  parseLiteral(ast: ValueNode): string {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    return toIsoString(ast.value);
  },
};
