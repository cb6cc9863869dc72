import type { UploadableMap, Variables } from 'relay-runtime';

/**
 * The GraphQL multipart request: each file under a number, mapped to the variable it fills
 * (`uploadables` keys are variable paths such as 'input.image'), which is sent as null.
 */
export function multipartRequest(
  operation: { query: string | null | undefined; variables: Variables; operationName: string },
  uploadables: UploadableMap,
): FormData {
  const form = new FormData();
  const variables = structuredClone(operation.variables) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((path, index) => {
    map[String(index)] = [`variables.${path}`];
    const keys = path.split('.');
    let target: Record<string, unknown> = variables;
    for (const key of keys.slice(0, -1)) {
      target[key] = (target[key] as Record<string, unknown> | undefined) ?? {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]!] = null;
  });
  form.set('operations', JSON.stringify({ ...operation, variables }));
  form.set('map', JSON.stringify(map));
  Object.values(uploadables).forEach((file, index) => form.set(String(index), file));
  return form;
}
