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

/** Instants already written, by the api's text: a week of appointments repeats its slots' hours. */
const written = new Map<string, string>();
const WRITTEN_MAX = 20_000;

/** `toIsoString` of an api answer's value, remembered when it is text (emptied whole when full). */
function serialize(value: unknown): string {
  if (typeof value !== 'string') return toIsoString(value);
  let iso = written.get(value);
  if (iso === undefined) {
    iso = toIsoString(value);
    if (written.size >= WRITTEN_MAX) written.clear();
    written.set(value, iso);
  }
  return iso;
}

/** How DateTime reads and writes values; its name and description come from schema.graphql. */
export const DateTime = {
  serialize,
  parseValue: toIsoString,
  parseLiteral(ast: ValueNode): string {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    return toIsoString(ast.value);
  },
};
