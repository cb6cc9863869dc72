/** Reading request bodies whose shape the client controls: anything may be missing or of any type. */
export type Input = Record<string, unknown>;

function isRecord(value: unknown): value is Input {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The body itself when it is an object, or an empty one. */
export function asInput(body: unknown): Input {
  return isRecord(body) ? body : {};
}

/** The object under `key` (for example `user` in `user[email]`), or an empty one. */
export function section(body: unknown, key: string): Input {
  const value = asInput(body)[key];
  return isRecord(value) ? value : {};
}

export function has(input: Input, key: string): boolean {
  return Object.hasOwn(input, key);
}

/**
 * The value as text; numbers and booleans are taken as typed in a form. Anything else (objects,
 * lists, files) reads as undefined, which callers treat like a missing value.
 */
export function text(input: Input, key: string, options: { trim?: boolean } = {}): string | undefined {
  const value = input[key];
  let result: string | undefined;
  if (typeof value === 'string') result = value;
  else if (typeof value === 'number' || typeof value === 'boolean') result = String(value);
  if (result === undefined) return undefined;
  return options.trim === false ? result : result.trim();
}

/**
 * A page number or page size from a query string: digits only, from 1. Any page a client can name
 * is read as it is (up to 15 digits, all exact in a JS number), so a page past the end answers
 * empty rather than as page 1.
 */
export function positiveNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}
