import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type KyselyPlugin, type OperationNode, type QueryId, type RootOperationNode } from 'kysely';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolCounts, type Db } from '../db/index.ts';

/** Seconds: most api answers take a few milliseconds; reports and PDFs take seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Whether an `Authorization` header carries exactly `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (header === undefined) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const STATEMENT_KINDS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  MergeQueryNode: 'merge',
};
const RAW_KINDS = new Set(['select', 'insert', 'update', 'delete', 'with', 'merge']);

/** select, insert, update, delete, with or merge (`sql` text by its first word), else `other`. */
export function statementKind(node: RootOperationNode | OperationNode): string {
  const kind = STATEMENT_KINDS[node.kind];
  if (kind) return kind;
  if (node.kind === 'RawNode') {
    const first = /^\s*\(?\s*([a-z]+)/i.exec((node as { sqlFragments: readonly string[] }).sqlFragments[0] ?? '')?.[1]?.toLowerCase();
    if (first && RAW_KINDS.has(first)) return first;
  }
  return 'other';
}

export interface ApiMetrics {
  registry: Registry;
  /** Times every statement of the database it is added to (`db.withPlugin`), by kind. */
  queries: KyselyPlugin;
}

/**
 * The api's metrics: its requests (see `installMetrics`), its statements' time by kind (from being
 * compiled to the rows arriving, so a wait for a pooled connection counts), the PostgreSQL pool's
 * connections and waiting queries, the job queue's jobs (graphile-worker's, on PostgreSQL) and
 * prom-client's process figures, event-loop lag among them.
 */
export function createApiMetrics(db: Db): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'api_' });
  const queryDuration = new Histogram({
    name: 'api_db_query_duration_seconds',
    help: 'Time of each database statement, from being compiled to its rows arriving (a wait for a pooled connection included), by kind.',
    labelNames: ['kind'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'api_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state (idle or busy); none on the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const counts = poolCounts(db);
      if (!counts) return;
      this.set({ state: 'idle' }, counts.idle);
      this.set({ state: 'busy' }, counts.total - counts.idle);
    },
  });
  new Gauge({
    name: 'api_db_pool_waiting_queries',
    help: 'Queries waiting for a connection of the PostgreSQL pool.',
    registers: [registry],
    collect() {
      this.set(poolCounts(db)?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'api_job_queue_jobs',
    help: 'Jobs in the queue shared by the api processes (graphile-worker on PostgreSQL), by state: ready, scheduled (to run later) or running.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      let depth = { ready: 0, scheduled: 0, running: 0 };
      try {
        const { rows } = await sql<{ present: boolean }>`select to_regclass('graphile_worker.jobs') is not null as present`.execute(db);
        if (rows[0]?.present) {
          const counted = await sql<typeof depth>`
            select
              count(*) filter (where locked_at is null and run_at <= now() and attempts < max_attempts)::int as ready,
              count(*) filter (where locked_at is null and run_at > now())::int as scheduled,
              count(*) filter (where locked_at is not null)::int as running
            from graphile_worker.jobs`.execute(db);
          depth = counted.rows[0] ?? depth;
        }
      } catch {
        // The database is going away or not there: the scrape still answers, with zeros.
      }
      for (const [state, count] of Object.entries(depth)) this.set({ state }, count);
    },
  });

  const started = new WeakMap<QueryId, { kind: string; at: number }>();
  const queries: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      started.set(queryId, { kind: statementKind(node), at: performance.now() });
      return node;
    },
    async transformResult({ result, queryId }) {
      const query = started.get(queryId);
      if (query) queryDuration.observe({ kind: query.kind }, (performance.now() - query.at) / 1000);
      return result;
    },
  };
  return { registry, queries };
}

/**
 * `GET /metrics` in Prometheus text, for callers with `Authorization: Bearer <token>`; any other
 * caller gets the api's ordinary 404, so the endpoint cannot be told from a path that does not exist.
 * Every answer is one observation of one histogram, labelled with the route's pattern (never the
 * URL with its ids) and its status; its `_count` is the request count.
 */
export function installMetrics(app: FastifyInstance, token: string, { registry }: ApiMetrics): void {
  new Gauge({
    name: 'api_live_change_streams',
    help: 'Live change streams (GET /api/v1/changes) this process holds open: one per gateway session with subscriptions.',
    registers: [registry],
    collect() {
      this.set(app.changeStreams.open());
    },
  });
  const duration = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
