import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiText, pathParameters } from '../src/http/openapi.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: { type: string } }[];
        security?: unknown[];
        responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
      }
    >
  >;
}

/** The routes Fastify serves, read from its own route table (`printRoutes`), as `METHOD /path`. */
function servedRoutes(text: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Parameter names left out, so Fastify's `:a|:b` (two names at one place) and OpenAPI's `{a}` compare. */
const anonymous = (route: string) => route.replace(/:[A-Za-z_][A-Za-z0-9_]*(\|:[A-Za-z_][A-Za-z0-9_]*)*/g, '{}').replace(/\{[^}]*\}/g, '{}');

/** Left out on purpose: the metrics (a 404 to whoever lacks the token), the description and its page. */
const undescribed = (route: string) => /^[A-Z]+ (\/metrics|\/api\/v1\/openapi\.json|\/api\/v1\/docs)/.test(route);

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document that lists every route the api serves', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();

    const described = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => anonymous(`${method.toUpperCase()} ${path}`))),
    );
    const served = servedRoutes(api.app.printRoutes({ commonPrefix: false })).filter((route) => !route.startsWith('HEAD ') && !undescribed(route));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !described.has(anonymous(route)))).toEqual([]);
    expect([...described].filter((route) => route.startsWith('GET /metrics') || route.includes('/docs'))).toEqual([]);
  });

  it('is what api/openapi.json keeps, the file the gateway generates its REST types from', async () => {
    const served = (await api.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).body;
    const kept = await readFile(new URL('../openapi.json', import.meta.url), 'utf8');
    // On a difference, run `pnpm --filter @practice/api openapi`, then `pnpm --filter @practice/gateway codegen`.
    expect(kept, 'api/openapi.json is not what the api describes').toBe(openApiText(JSON.parse(served)));
  });

  it('gives every route the schema of each answer it gives on success', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        // Fastify's stand-in for a route that declares none: `200: { description: 'Default Response' }`.
        const declared = successes.filter(([, response]) => response.content !== undefined || (response as { description?: string }).description !== 'Default Response');
        if (declared.length === 0) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('describes path parameters and which calls need a session', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
    const customer = document.paths['/api/v1/customers/{customerId}']!.get!;
    expect(customer.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'customerId', required: true, schema: { type: 'integer' } }));
    expect(customer.security).toEqual([{ 'access-token': [], client: [], uid: [] }]);
    expect(document.paths['/api/v1/auth/sign_in']!.post!.security).toBeUndefined();
    expect(pathParameters('/api/v1/public/appointments/:token/confirm')).toEqual({ token: { type: 'string' } });
  });

  it('describes the answers of the calls behind the viewer, the customers page and a task board, and the query strings they take', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
    const described = [
      '/api/v1/auth/validate_token',
      '/api/v1/plans',
      '/api/v1/companies/{companyId}/subscription_status',
      '/api/v1/customers',
      '/api/v1/task_lists/{boardId}',
      '/api/v1/task_lists/default',
      '/api/v1/task_assignees',
    ];
    for (const path of described) {
      const schema = document.paths[path]!.get!.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema, path).toMatchObject({ type: 'object', additionalProperties: false });
    }
    const queryOf = (path: string) => document.paths[path]!.get!.parameters!.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(queryOf('/api/v1/customers')).toEqual(expect.arrayContaining(['page', 'per_page', 'search', 'sort', 'direction', 'archived']));
    expect(queryOf('/api/v1/task_lists/{boardId}')).toEqual(expect.arrayContaining(['group_by', 'view', 'status', 'assignee_id']));
  });

  it('renders the reference page at /api/v1/docs with a policy of its own; JSON answers keep theirs', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const plans = await api.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(plans.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
