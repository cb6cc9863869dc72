// Every GraphQL operation the web app sends runs against the committed schema with mocked
// resolvers: an operation that does not fit the schema fails here before it reaches a browser.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  execute,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const typeDefs = readFileSync(join(root, 'schema.graphql'), 'utf8');

function artifactFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : artifactFiles(path);
    return path.includes('__generated__') && entry.name.endsWith('.graphql.ts') ? [path] : [];
  });
}

interface RequestArtifact {
  kind: string;
  params?: { name: string; operationKind: string; text: string | null };
}

async function loadOperations() {
  const operations: { file: string; name: string; text: string }[] = [];
  for (const file of artifactFiles(join(root, 'web/src'))) {
    const artifact = ((await import(file)) as { default: RequestArtifact }).default;
    if (artifact.kind !== 'Request' || !artifact.params?.text) continue;
    operations.push({ file: relative(root, file), name: artifact.params.name, text: artifact.params.text });
  }
  return operations;
}

let mockedSequence = 0;
const mocks = {
  ID: () => Buffer.from(`Node:${++mockedSequence}`).toString('base64'),
  Int: () => 7,
  String: () => 'texto',
  Boolean: () => false,
  DateTime: () => '2026-11-22T12:00:00.000Z',
};

/** A value of the given input type, with every required field filled. */
function sampleInput(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, depth);
  if (isListType(type)) return [sampleInput(type.ofType, depth + 1)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      if (isNonNullType(field.type) || depth < 2) value[field.name] = sampleInput(field.type, depth + 1);
    }
    return value;
  }
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') return 1;
    if (named.name === 'Boolean') return true;
    if (named.name === 'ID') return Buffer.from('User:1').toString('base64');
    if (named.name === 'DateTime') return '2026-11-22T12:00:00.000Z';
  }
  return 'texto';
}

function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`Unknown variable type in ${operation.name?.value}`);
    variables[definition.variable.name.value] = sampleInput(type);
  }
  return variables;
}

const schema = addMocksToSchema({ schema: makeExecutableSchema({ typeDefs }), mocks });
const operations = await loadOperations();

describe('web operations against the mocked schema', () => {
  it('finds the operations the Relay compiler generated for web/', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    const document = parse(operation.text);
    expect(validate(schema, document), `${operation.file} does not validate`).toEqual([]);
    const definition = document.definitions.find(
      (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
    );
    expect(definition).toBeDefined();
    const result = await execute({
      schema,
      document,
      variableValues: sampleVariables(schema, definition!),
    });
    expect(result.errors ?? []).toEqual([]);
    expect(result.data).toBeTruthy();
  });
});
