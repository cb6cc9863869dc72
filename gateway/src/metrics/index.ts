import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@practice/common';

/** The caller's `x-request-id` when it is safe, otherwise a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** Whether an `Authorization` header carries exactly `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (header === undefined) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the handler learns about one request while it is served: filled by the GraphQL plugin. */
export interface RequestStats {
  operation: string;
}

/** Seconds: most answers take milliseconds; a report or a board of a thousand cards, seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Operation names are the client's to choose: past this many distinct ones, the rest count as `other`. */
const MAX_OPERATION_NAMES = 500;
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const ID_SEGMENT = /\/(?!v\d+(?:\/|$))[^/]*\d[^/]*(?=\/|$)|\/[^/]{32,}(?=\/|$)/g;
const MAX_ROUTES = 1000;

/**
 * The pattern of a REST path: no query, and `:id` for each segment that holds a digit (other than
 * the `v1` of the version) or is a long token, so a label never carries an id or a token.
 */
export function routePatternOf(path: string): string {
  const query = path.indexOf('?');
  return (query === -1 ? path : path.slice(0, query)).replace(ID_SEGMENT, '/:id');
}

export interface GatewayMetrics {
  /** Prometheus text of every metric. */
  render(): Promise<{ contentType: string; text: string }>;
  /** One answer of the gateway: `route` is one of a fixed few (`graphql`, `files`, `web-app`...). */
  observeRequest(route: string, operation: string, status: number, seconds: number): void;
  /** One REST call to the api; `status` is its HTTP status, or `timeout` / `unreachable`. */
  observeUpstream(method: string, path: string, status: number | string, seconds: number): void;
  /** Names each GraphQL operation in its request's `stats`. */
  plugin(): Plugin;
}

export function createGatewayMetrics(live: { subscriptions(): number; upstreams(): number }): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const requests = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route, GraphQL operation name and status.',
    labelNames: ['route', 'operation', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Time of each REST call to the api, by method, route pattern and status (or timeout / unreachable).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_live_subscriptions',
    help: 'GraphQL subscriptions being served now.',
    registers: [registry],
    collect() {
      this.set(live.subscriptions());
    },
  });
  new Gauge({
    name: 'gateway_live_upstream_streams',
    help: 'Change streams open to the api now (one per session with live subscriptions).',
    registers: [registry],
    collect() {
      this.set(live.upstreams());
    },
  });

  const routes = new Map<string, string>();
  const names = new Set<string>();
  const operationLabel = (name: string | undefined): string => {
    if (!name) return 'anonymous';
    if (names.has(name)) return name;
    if (!SAFE_NAME.test(name) || names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };

  return {
    async render() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
    observeRequest(route, operation, status, seconds) {
      requests.observe({ route, operation, status }, seconds);
    },
    observeUpstream(method, path, status, seconds) {
      let route = routes.get(path);
      if (route === undefined) {
        route = routePatternOf(path);
        if (routes.size >= MAX_ROUTES) routes.clear();
        routes.set(path, route);
      }
      upstream.observe({ method, route, status }, seconds);
    },
    plugin(): Plugin {
      return {
        onExecute({ args }) {
          const stats = (args.contextValue as { stats?: RequestStats }).stats;
          if (stats) stats.operation = operationLabel(args.operationName ?? getOperationAST(args.document, undefined)?.name?.value);
        },
        onSubscribe({ args }) {
          const stats = (args.contextValue as { stats?: RequestStats }).stats;
          if (stats) stats.operation = operationLabel(args.operationName ?? getOperationAST(args.document, undefined)?.name?.value);
        },
      };
    },
  };
}

/** A JSON log line, as pino writes them (level 30 is info), to stdout. */
export function writeLogLine(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), ...fields })}\n`);
}

export type RequestLog = (fields: { reqId: string; method: string; route: string; operation: string; status: number; ms: number }) => void;

/** Answers a request for `/metrics` that did not carry the token: the same 404 as any unknown file. */
export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Não encontrado');
}
