// The api's answers as TypeScript types, made from api/openapi.json (the api's own description,
// kept in step with its routes by the api's tests) by openapi-typescript. Each area's `types.ts`
// names the answers it reads from these. `pnpm --filter @practice/gateway codegen` writes
// src/generated/api.ts; test/codegen.test.ts fails when the checked-in file differs.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const REST_TYPES_FILE = fileURLToPath(new URL('src/generated/api.ts', import.meta.url));
const DESCRIPTION = new URL('../api/openapi.json', import.meta.url);

const HEADER =
  '// Made by openapi-typescript from api/openapi.json (gateway/rest-types.ts): run `pnpm --filter @practice/gateway codegen`, do not edit.\n';

/** The file's text, as the generator makes it now. */
export async function restTypes(): Promise<string> {
  return HEADER + astToString(await openapiTS(DESCRIPTION));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(REST_TYPES_FILE, await restTypes());
  console.log(`Wrote ${REST_TYPES_FILE}`);
}
