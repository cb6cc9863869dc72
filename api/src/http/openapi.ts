import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PREFIX = '/api/v1/docs';

/** The reference page runs Swagger UI's own scripts and styles, served from here: only those. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The session headers every signed-in call sends (devise_token_auth's), as OpenAPI security schemes. */
const SESSION_HEADERS = ['access-token', 'client', 'uid'] as const;
const SIGNED_IN = [Object.fromEntries(SESSION_HEADERS.map((header) => [header, []]))];

/** A path's ids (`:customerId`, `:id`) are integers; its tokens and hashids are text. */
function parameterSchema(name: string): { type: 'integer' } | { type: 'string' } {
  return /(^id|Id)$/.test(name) ? { type: 'integer' } : { type: 'string' };
}

/** `{ customerId: { type: 'integer' } }` for `/api/v1/customers/:customerId`. */
export function pathParameters(url: string): Record<string, { type: 'integer' } | { type: 'string' }> {
  const names = [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, parameterSchema(name)]));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Registered where a session is required: the description lists the session headers for it. */
    signedIn?: boolean;
  }
}

/**
 * The api's description, made from its route table, so it cannot drift from what is served: each
 * route by method and path, its path parameters, the session headers where a session is required,
 * and any schema a route declares. `GET /api/v1/openapi.json` answers it (OpenAPI 3.1) and
 * `/api/v1/docs` renders it for developers, with a policy that lets only that page run scripts.
 * Registered before the routes; `/metrics` and these two stay out of it.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Practice REST API',
        description:
          'The `/api/v1` REST service of Practice: customers, notes, tasks, calendar, reports and plans. Errors answer `{ errors, full_messages }` in pt-BR; a signed-in call sends the `access-token`, `client` and `uid` headers its sign-in answered. Lists take `page`, `per_page`, `sort`, `direction` and `search` in the query string and answer `meta` with `total_count`, `page`, `per_page` and `total_pages`; a create takes an `Idempotency-Key` header.',
        version: '1',
      },
      components: {
        securitySchemes: Object.fromEntries(SESSION_HEADERS.map((header) => [header, { type: 'apiKey' as const, in: 'header', name: header }])),
      },
    },
    transform({ schema, url, route }) {
      const described = { ...(schema ?? {}) } as Record<string, unknown>;
      const params = pathParameters(url);
      if (described.params === undefined && Object.keys(params).length > 0) {
        described.params = { type: 'object', properties: params, required: Object.keys(params) };
      }
      if (route.config?.signedIn && described.security === undefined) described.security = SIGNED_IN;
      const tag = /^\/api\/v1\/(?:public\/)?([a-z_]+)/.exec(url)?.[1];
      if (described.tags === undefined && tag) described.tags = [tag];
      return { schema: described as never, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}

/** Marks the routes registered in `scope` from now on as needing a session. */
export function markSignedIn(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, signedIn: true };
  });
}
