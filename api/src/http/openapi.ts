import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SESSION_HEADER_NAMES } from '@practice/common';

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
const SIGNED_IN = [Object.fromEntries(SESSION_HEADER_NAMES.map((header) => [header, []]))];

/** A path's ids (`:customerId`, `:id`) are integers; its tokens and hashids are text. */
function parameterSchema(name: string): { type: 'integer' } | { type: 'string' } {
  return /(^id|Id)$/.test(name) ? { type: 'integer' } : { type: 'string' };
}

/** `{ customerId: { type: 'integer' } }` for `/api/v1/customers/:customerId`. */
export function pathParameters(url: string): Record<string, { type: 'integer' } | { type: 'string' }> {
  const names = [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, parameterSchema(name)]));
}

/** A JSON Schema as a route declares it, for the description (`schema.response`, `schema.querystring`). */
export type JsonSchema = { readonly [keyword: string]: unknown };

export const integer: JsonSchema = { type: 'integer' };
export const number: JsonSchema = { type: 'number' };
export const text: JsonSchema = { type: 'string' };
export const boolean: JsonSchema = { type: 'boolean' };
/** An instant as the answers write it (`JSON.stringify` of a date: ISO 8601 in UTC). */
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
/** A day, `YYYY-MM-DD`. */
export const day: JsonSchema = { type: 'string', format: 'date' };

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** One of these texts. */
export const oneOfTexts = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

/** The schema, or null. (`anyOf` rather than a list of types: generic gateways read a list's first type alone.) */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/**
 * An object with exactly these keys, each always answered unless named in `optional`: a key the
 * api adds or drops without saying so here fails the api's tests (test/response-schemas.ts).
 */
export function objectOf(properties: Record<string, JsonSchema>, options: { title?: string; description?: string; optional?: readonly string[] } = {}): JsonSchema {
  const optional = new Set(options.optional ?? []);
  return {
    type: 'object',
    ...(options.title ? { title: options.title } : {}),
    ...(options.description ? { description: options.description } : {}),
    properties,
    required: Object.keys(properties).filter((key) => !optional.has(key)),
    additionalProperties: false,
  };
}

/**
 * An answer that is a file or a document rather than JSON (a PDF, a CSV, an iCalendar feed, an
 * image): its media types and what it is. The api's tests check only that the answer is of one of
 * these types (test/response-schemas.ts).
 */
export function fileAnswer(mediaTypes: string | readonly string[], description: string): JsonSchema {
  const types = typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
}

/** An answer with no body (204, or a redirect): what it means. */
export const emptyAnswer = (description: string): JsonSchema => ({ description, type: 'null' });

/**
 * What a body (or a part of one) may say: these keys, none required. Bodies are read and checked by
 * each area's readers, with pt-BR messages; the schema only describes them.
 */
export function inputOf(properties: Record<string, JsonSchema>, options: { title?: string; description?: string } = {}): JsonSchema {
  return objectOf(properties, { ...options, optional: Object.keys(properties) });
}

/** The `meta` of a paged list (http/list-query.ts's pageMeta). */
export const PAGE_META = objectOf(
  { total_count: integer, page: integer, per_page: integer, total_pages: integer },
  { title: 'PageMeta', description: 'The whole count, the page answered (from 1), its size and how many pages there are.' },
);

/** A query string's keys, none required: the api reads and checks them itself (http/input.ts). */
export function queryOf(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties };
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
  describeOnly(app);
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
        securitySchemes: Object.fromEntries(SESSION_HEADER_NAMES.map((header) => [header, { type: 'apiKey' as const, in: 'header', name: header }])),
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

/**
 * Route schemas describe the api and change nothing it does. Input is read and checked by
 * http/body.ts and each area's readers, with pt-BR messages, so no schema validates (Fastify's Ajv
 * would coerce and strip keys, and refuse in English). Answers are written by `JSON.stringify` as
 * on a route without a schema: fast-json-stringify would drop any key the schema does not name and
 * change the answer. The api's tests check every answer against its route's schema instead.
 */
export function describeOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** Marks the routes registered in `scope` from now on as needing a session. */
export function markSignedIn(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, signedIn: true };
  });
}

/** The description as api/openapi.json keeps it (scripts/openapi.ts): indented, ending in a new line. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
