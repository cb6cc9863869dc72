import { ProxyTracerProvider, SpanKind, SpanStatusCode, context, trace, type Span } from '@opentelemetry/api';
import type { UndiciRequest } from '@opentelemetry/instrumentation-undici';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { routePatternOf } from '../metrics/index.ts';

const SERVICE_NAME = 'practice-gateway';

const tracer = () => trace.getTracer('@practice/gateway');

/** Whether an OpenTelemetry SDK is registered in this process. */
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
 * A REST call's span is named by method and path pattern (`GET /api/v1/companies/:id/customers`),
 * and its address keeps no query string: a search term is what a person typed. Only the names of
 * the query's parameters are kept.
 */
function restCallAttributes(request: UndiciRequest) {
  const url = new URL(request.path, request.origin);
  return { 'url.full': `${url.origin}${url.pathname}`, 'url.query': [...new Set(url.searchParams.keys())].join('&') };
}

/**
 * Starts the OpenTelemetry SDK for traces only (metrics are Prometheus's, at /metrics): exporter,
 * endpoint, sampler and resource from the standard `OTEL_*` variables. Every REST call made inside a
 * traced operation gets a client span and sends W3C `traceparent`, so the api continues the trace;
 * calls outside one (health probes, live change streams) make no span. The SDK is loaded here, so
 * a process that does not trace never loads it.
 */
export async function startTracing(options: { spanProcessors?: NodeSDKConfiguration['spanProcessors'] } = {}): Promise<Tracing> {
  const [{ NodeSDK }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const named = process.env.OTEL_SERVICE_NAME || /(^|,)\s*service\.name=/.test(process.env.OTEL_RESOURCE_ATTRIBUTES ?? '');
  const sdk = new NodeSDK({
    ...(named ? {} : { serviceName: SERVICE_NAME }),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new UndiciInstrumentation({
        requireParentforSpans: true,
        startSpanHook: restCallAttributes,
        requestHook: (span, request) => span.updateName(`${request.method} ${routePatternOf(request.path)}`),
      }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

/** Envelop hands back its own promise-likes as well as native promises. */
const isThenable = (value: unknown): value is PromiseLike<void> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * One trace per GraphQL query or mutation: a span named by the operation (`query CustomersPage`)
 * that its resolvers, loaders and REST calls run under. Neither the document nor the variables are
 * recorded; they may hold what a person typed.
 */
export function useOperationSpans(): Plugin {
  const spans = new WeakMap<object, Span>();
  const end = (span: Span, failed: boolean) => {
    if (!span.isRecording()) return;
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  return {
    instrumentation: {
      execute({ context: operationContext }, wrapped) {
        const span = tracer().startSpan('graphql', { kind: SpanKind.SERVER });
        spans.set(operationContext, span);
        return context.with(trace.setSpan(context.active(), span), () => {
          try {
            const running = wrapped();
            if (!isThenable(running)) return running;
            return Promise.resolve(running).catch((error: unknown) => {
              end(span, true);
              throw error;
            });
          } catch (error) {
            end(span, true);
            throw error;
          }
        });
      },
    },
    onExecute({ args }) {
      const span = spans.get(args.contextValue as object);
      if (!span) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation) {
        const name = operation.name?.value;
        span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
        span.setAttributes({ 'graphql.operation.type': operation.operation, ...(name ? { 'graphql.operation.name': name } : {}) });
      }
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          end(span, failed);
        },
      };
    },
  };
}
