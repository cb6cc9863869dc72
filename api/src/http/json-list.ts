/**
 * A list sent as a real list (a JSON body) or as JSON text (a form field, as multipart sends it):
 * its items, [] for blank text, or undefined when the value is neither.
 */
export function jsonList(value: unknown): unknown[] | undefined {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(list) ? list : undefined;
}
