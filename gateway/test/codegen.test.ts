// The resolvers' argument and parent types (src/generated/graphql.ts) are made from
// schema.graphql by graphql-codegen, and the api's answers (src/generated/api.ts) from
// api/openapi.json by openapi-typescript; this fails when a checked-in file is not what its
// generator makes now, so a contract change comes with its types (`pnpm --filter @practice/gateway codegen`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../codegen.ts';
import { REST_TYPES_FILE, restTypes } from '../rest-types.ts';

const GATEWAY = fileURLToPath(new URL('..', import.meta.url));

describe('the generated types', () => {
  it("the api's answers are what openapi-typescript makes from api/openapi.json", async () => {
    const checkedIn = readFileSync(REST_TYPES_FILE, 'utf8');
    expect(checkedIn === (await restTypes()), 'src/generated/api.ts differs from api/openapi.json: run `pnpm --filter @practice/gateway codegen`').toBe(true);
  });

  it("the resolvers' arguments and parents are what graphql-codegen makes from schema.graphql", async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: GATEWAY, silent: true }, false);
    expect(outputs.map((output) => output.filename)).toEqual(['src/generated/graphql.ts']);
    for (const output of outputs) {
      const checkedIn = readFileSync(join(GATEWAY, output.filename), 'utf8');
      expect(checkedIn === output.content, `${output.filename} differs from schema.graphql: run \`pnpm --filter @practice/gateway codegen\``).toBe(true);
    }
  });
});
