export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Encodes nested values with Rails-style bracket keys (`user[email]`, `ids[]`), the form shape the
 * api's call tables are written in.
 */
export function encodeForm(fields: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (value !== null && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item);
    } else {
      params.append(key, value === null ? '' : String(value));
    }
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return params.toString();
}
