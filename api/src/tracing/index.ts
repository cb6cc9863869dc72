import {
  ProxyTracerProvider,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { PostgresQueryCompiler, type KyselyPlugin, type OperationNode, type QueryId, type RootOperationNode } from 'kysely';
import { statementKind } from '../metrics/index.ts';

const SERVICE_NAME = 'practice-api';

const tracer = () => trace.getTracer('@practice/api');

/** Whether an OpenTelemetry SDK is registered in this process (the api's or, in tests, the gateway's). */
export function tracerProviderRegistered(): boolean {
  const provider = trace.getTracerProvider();
  // A proxy that was never given a provider hands out the API's no-op one, the same for every proxy.
  return !(provider instanceof ProxyTracerProvider) || provider.getDelegate() !== new ProxyTracerProvider().getDelegate();
}

export interface Tracing {
  /** Sends the spans still waiting and stops; called last while shutting down. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK for traces only (metrics are Prometheus's, at /metrics): exporter,
 * endpoint, sampler and resource from the standard `OTEL_*` variables, W3C trace context read from and
 * sent with requests. The SDK is loaded here, so a process that does not trace never loads it.
 */
export async function startTracing(options: { spanProcessors?: NodeSDKConfiguration['spanProcessors'] } = {}): Promise<Tracing> {
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const named = process.env.OTEL_SERVICE_NAME || /(^|,)\s*service\.name=/.test(process.env.OTEL_RESOURCE_ATTRIBUTES ?? '');
  const sdk = new NodeSDK({
    ...(named ? {} : { serviceName: SERVICE_NAME }),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

const UNTRACED_ROUTES = new Set(['/healthz', '/metrics']);

const requestContexts = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

/**
 * One server span per request, continuing the caller's W3C `traceparent` (the gateway's REST call),
 * named by method and route pattern: never the URL with its ids and query, nor a header or a body.
 * The rest of the request runs in the span's context, so the statements it sends are its children;
 * a body arrives in events of the connection's own context, so the context is entered again before
 * the handler.
 */
export function installRequestSpans(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const route = request.routeOptions.url;
    // A balancer's probes and Prometheus's scrapes every few seconds would bury the requests people make.
    if (route !== undefined && UNTRACED_ROUTES.has(route)) return done();
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer().startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, ...(route ? { 'http.route': route } : {}), 'url.scheme': request.protocol },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    requestContexts.set(request, { span, context: active });
    context.with(active, done);
  });
  const enterAgain = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const traced = requestContexts.get(request);
    if (traced) context.with(traced.context, done);
    else done();
  };
  app.addHook('preValidation', enterAgain);
  app.addHook('preHandler', enterAgain);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const traced = requestContexts.get(request);
    if (traced) {
      requestContexts.delete(request);
      traced.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
      traced.span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const traced = requestContexts.get(request);
    if (traced) {
      requestContexts.delete(request);
      traced.span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' });
      traced.span.end();
    }
    done();
  });
}

interface TableNodeLike {
  kind: string;
  table?: { identifier?: { name?: string } };
  node?: TableNodeLike;
}

/** The table a statement names first (`from`, `into`, `update`), for the span's name; none for raw SQL. */
function tableOf(node: RootOperationNode | OperationNode): string | undefined {
  const named = (candidate: TableNodeLike | undefined): string | undefined => {
    if (!candidate) return undefined;
    if (candidate.kind === 'TableNode') return candidate.table?.identifier?.name;
    if (candidate.kind === 'AliasNode') return named(candidate.node);
    return undefined;
  };
  const shaped = node as { from?: { froms?: TableNodeLike[] }; into?: TableNodeLike; table?: TableNodeLike };
  return named(shaped.from?.froms?.[0]) ?? named(shaped.into) ?? named(shaped.table);
}

/**
 * One client span per statement of a traced request, beside the statement timing of the metrics:
 * named by kind and table, with the statement's text as sent (values are `$1`, `$2`, ..., never in
 * the text) and never its parameters. Statements outside a request (sweeps, jobs) make no span.
 */
export function statementSpans(): KyselyPlugin {
  const compiler = new PostgresQueryCompiler();
  const spans = new WeakMap<QueryId, Span>();
  return {
    transformQuery({ node, queryId }) {
      if (!trace.getSpan(context.active())) return node;
      const kind = statementKind(node);
      const table = tableOf(node);
      spans.set(
        queryId,
        tracer().startSpan(table ? `${kind} ${table}` : kind, {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': kind,
            ...(table ? { 'db.collection.name': table } : {}),
            'db.query.text': compiler.compileQuery(node, queryId).sql,
          },
        }),
      );
      return node;
    },
    async transformResult({ result, queryId }) {
      const span = spans.get(queryId);
      if (span) {
        spans.delete(queryId);
        span.end();
      }
      return result;
    },
  };
}
