// The resolvers' argument and parent types (src/generated/graphql.ts) are made from
// schema.graphql by graphql-codegen; this fails when the checked-in file is not what the generator
// makes now, so a schema change comes with its types (`pnpm --filter @practice/gateway codegen`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../codegen.ts';

const GATEWAY = fileURLToPath(new URL('..', import.meta.url));

describe('the generated resolver types', () => {
  it('are what graphql-codegen makes from schema.graphql', async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: GATEWAY, silent: true }, false);
    expect(outputs.map((output) => output.filename)).toEqual(['src/generated/graphql.ts']);
    for (const output of outputs) {
      const checkedIn = readFileSync(join(GATEWAY, output.filename), 'utf8');
      expect(checkedIn === output.content, `${output.filename} differs from schema.graphql: run \`pnpm --filter @practice/gateway codegen\``).toBe(true);
    }
  });
});
