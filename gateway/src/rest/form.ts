export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Encodes nested values with Rails-style bracket keys (`user[email]`, `ids[]`), the form shape the
 * api's call tables are written in.
 */
export function encodeForm(fields: Record<string, FormValue>): string {
  return new URLSearchParams(formEntries(fields)).toString();
}

/** The flat name and value pairs of nested fields, in the same bracket shape as `encodeForm`. */
export function formEntries(fields: Record<string, FormValue>): [string, string][] {
  const entries: [string, string][] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (value !== null && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item);
    } else {
      entries.push([key, value === null ? '' : String(value)]);
    }
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return entries;
}
