import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { GATEWAY_UPSTREAM_TIMEOUT_MS, REQUEST_ID_HEADER } from '@practice/common';
import { Agent, type Dispatcher } from 'undici';
import { defaultWebDist } from './config.ts';
import { createChangeHub, type ChangeHub, type LiveLimits } from './changes.ts';
import { useResponseCompression } from './compression.ts';
import { createContextFactory, type GatewayContext, type ServerContext } from './context.ts';
import { useRestErrors } from './errors.ts';
import { createFileProxy, FILES_PREFIX, isCalendarFeedPath, isPdfPath } from './files.ts';
import { operationLimits, useHiddenSuggestions, useNoIntrospection } from './limits.ts';
import { PAYMENT_SANDBOX_PREFIX, createPaymentSandbox, paymentCspSources } from './payment-sandbox/serve.ts';
import { createRestClient } from './rest/client.ts';
import { paths } from './rest/paths.ts';
import { buildSchema } from './schema.ts';
import { isSourceMap, securityHeaders } from './security-headers.ts';
import { tracerProviderRegistered, useOperationSpans } from './tracing/index.ts';
import { createWebApp } from './web-app.ts';
import { bearerMatches, createGatewayMetrics, notFound, requestIdOf, type RequestLog, type RequestStats } from './metrics/index.ts';

export interface GatewayOptions {
  /** Base address of the `/api/v1` REST service. */
  apiUrl: string;
  /** Folder of the built web app; the repository's web/dist by default. */
  webDist?: string;
  /** Where REST calls go; a keep-alive agent of the gateway's own by default (tests pass a MockAgent). */
  dispatcher?: Dispatcher;
  upstreamTimeoutMs?: number;
  /** See GatewayConfig.trustedProxyHops. */
  trustedProxyHops?: number;
  /** See GatewayConfig.paymentProvider; sandbox by default. */
  paymentProvider?: 'sandbox' | 'iugu';
  /** GraphiQL and introspection; on unless turned off (GatewayConfig.introspection). */
  introspection?: boolean;
  /** Connections to the api in the pool that serves requests (128 by default). */
  apiConnections?: number;
  /** See GatewayConfig.liveLimits. */
  liveLimits?: LiveLimits;
  /** Where the live change streams go; an agent of their own by default, apart from `dispatcher`'s pool. */
  streamDispatcher?: Dispatcher;
  /** See GatewayConfig.metricsToken: unset, `/metrics` is a 404 and no metrics are kept. */
  metricsToken?: string;
  /** Where each answered request is logged (its id, route, operation, status and time); nowhere by default. */
  logRequest?: RequestLog;
}

export interface Gateway {
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  /** The live change subscriptions and the streams to the api behind them. */
  changes: ChangeHub;
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * The process is going away: `/healthz` answers 503 so the balancer sends nothing more, and a new
   * live subscription answers 503 until the process is gone.
   */
  startDraining(): void;
  /** The live subscriptions' streams (server-sent events) open now, and how to cut them all. */
  liveStreams: LiveStreams;
  close(): Promise<void>;
}

export interface LiveStreams {
  open(): number;
  /**
   * Cuts every stream without a `complete`: graphql-sse and EventSource clients open a cut stream
   * again (through the balancer, on another gateway), never a completed one.
   */
  cut(): void;
}

export const RESTARTING_MESSAGE = 'O serviço está reiniciando. Tente de novo em instantes.';

export const CSRF_HEADER = 'x-graphql-csrf';

const HEALTH_TIMEOUT_MS = 5_000;
/** How long a connection to the api may stay idle in the pool. */
const API_IDLE_MS = 3_000;

/**
 * The largest GraphQL request body: an upload (the api takes files of up to 5 MB) with room for its
 * multipart framing. A larger one is refused before it is read, so nobody can fill the memory.
 */
export const MAX_GRAPHQL_BODY_BYTES = 8 * 1024 * 1024;

/** A POST whose body is larger than allowed, or of no stated length (which could be any size). */
function refuseBody(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') return false;
  const length = req.headers['content-length'];
  let status: number;
  let message: string;
  if (length === undefined) {
    status = 411;
    message = 'Envie o tamanho do corpo da requisição (Content-Length).';
  } else if (!/^\d{1,15}$/.test(length) || Number(length) > MAX_GRAPHQL_BODY_BYTES) {
    status = 413;
    message = `A requisição passa do tamanho máximo de ${MAX_GRAPHQL_BODY_BYTES / 1024 / 1024} MB.`;
  } else {
    return false;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST', status } }] }));
  // What was sent is thrown away as it comes, and a sender that goes on is cut off.
  req.resume();
  setTimeout(() => req.destroy(), 5_000).unref();
  return true;
}

/** The caller's address: the socket's peer, or the hop before the trusted proxies in front of us. */
export function clientIpOf(req: IncomingMessage, trustedProxyHops: number): string | undefined {
  const chain = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  chain.push(req.socket.remoteAddress ?? '');
  const ip = chain[Math.max(0, chain.length - 1 - trustedProxyHops)];
  return ip ? ip.replace(/^::ffff:/, '') : undefined;
}

/** What every operation must pass before it runs: size limits and CSRF prevention; no suggestion leaves. */
export function protections() {
  return [
    ...new EnvelopArmor(operationLimits).protect().plugins,
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    useHiddenSuggestions(),
  ];
}

const GRAPHIQL_OPTIONS = { title: 'Practice · GraphiQL' };

export function createGateway(options: GatewayOptions): Gateway {
  const timeoutMs = options.upstreamTimeoutMs ?? GATEWAY_UPSTREAM_TIMEOUT_MS;
  const trustedProxyHops = options.trustedProxyHops ?? 0;
  // An idle connection is closed here before the api's keep-alive (5 s) runs out, even one the api has
  // not answered on yet (which carries no keep-alive hint), so a draining api never waits on it.
  const ownAgent = options.dispatcher ? null : new Agent({ keepAliveTimeout: API_IDLE_MS, connections: options.apiConnections ?? 128 });
  const dispatcher = options.dispatcher ?? (ownAgent as Agent);
  const changesRef: { hub?: ChangeHub } = {};
  const metrics =
    options.metricsToken === undefined
      ? null
      : createGatewayMetrics({ subscriptions: () => changesRef.hub?.subscriptions() ?? 0, upstreams: () => changesRef.hub?.upstreams() ?? 0 });
  const send = createRestClient({ baseUrl: options.apiUrl, dispatcher, timeoutMs, observe: metrics?.observeUpstream });
  const probe = createRestClient({ baseUrl: options.apiUrl, dispatcher, timeoutMs: Math.min(timeoutMs, HEALTH_TIMEOUT_MS) });

  // Live streams never share the request pool: streams held open can never starve sign-in or /healthz.
  const changes = createChangeHub({
    apiUrl: options.apiUrl,
    dispatcher: options.streamDispatcher ?? (options.dispatcher ? dispatcher : undefined),
    limits: options.liveLimits,
  });
  changesRef.hub = changes;
  const introspection = options.introspection ?? true;
  // GraphiQL's assets are served from here, not from a CDN, so it works on a closed network. The page
  // is made once, so the policy that lets its inline scripts run names exactly them.
  const graphiqlPage = introspection ? renderGraphiQL(GRAPHIQL_OPTIONS) : null;
  const headers = securityHeaders({ graphiqlPage, payment: paymentCspSources(options.paymentProvider ?? 'sandbox') });

  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: buildSchema(),
    context: createContextFactory(send, changes.open),
    graphqlEndpoint: '/graphql',
    graphiql: introspection ? GRAPHIQL_OPTIONS : false,
    renderGraphiQL: () => graphiqlPage ?? '',
    landingPage: false,
    // The web app is served from this same origin; no other origin may call the api from a browser.
    cors: false,
    plugins: [
      // First, so every other plugin's work for an operation is inside its span; only when traced.
      ...(tracerProviderRegistered() ? [useOperationSpans()] : []),
      ...protections(),
      // Operations run compiled (graphql-jit, once per document): a board of a thousand cards is some
      // 25,000 fields, which the interpreting executor walks several times slower.
      useGraphQlJit(),
      useRestErrors(),
      useResponseCompression(),
      ...(metrics ? [metrics.plugin()] : []),
      ...(introspection ? [] : [useNoIntrospection()]),
    ],
  });

  const webApp = createWebApp(options.webDist ?? defaultWebDist);
  const proxyFile = createFileProxy({ apiUrl: options.apiUrl, dispatcher, timeoutMs });
  const paymentSandbox = createPaymentSandbox({ apiUrl: options.apiUrl, dispatcher, timeoutMs });

  let draining = false;
  /** The answers of live subscriptions (server-sent events), open until their client leaves. */
  const liveAnswers = new Set<ServerResponse>();

  async function health(res: ServerResponse): Promise<void> {
    if (draining) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'draining' }));
      return;
    }
    let api: 'ok' | 'unavailable' = 'ok';
    try {
      await probe('GET', paths.health);
    } catch {
      api = 'unavailable';
    }
    res.writeHead(api === 'ok' ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: api === 'ok' ? 'ok' : 'degraded', api }));
  }

  async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!metrics || !bearerMatches(req.headers.authorization, options.metricsToken as string)) return notFound(res);
    const { contentType, text } = await metrics.render();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(text);
  }

  const logRequest = options.logRequest;
  const measured = metrics !== null || logRequest !== undefined;

  return {
    yoga,
    changes,
    handler(req, res) {
      const started = measured ? performance.now() : 0;
      const requestId = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, requestId);
      const stats: RequestStats = { operation: '' };
      const { pathname } = new URL(req.url ?? '/', 'http://gateway');
      let route: string;
      if (pathname === yoga.graphqlEndpoint) {
        route = 'graphql';
        headers.apply(res, 'graphql');
        const live = String(req.headers.accept ?? '').includes('text/event-stream');
        if (live && draining) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
          res.end(JSON.stringify({ errors: [{ message: RESTARTING_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }] }));
        } else if (!refuseBody(req, res)) {
          if (live) {
            liveAnswers.add(res);
            res.once('close', () => liveAnswers.delete(res));
          }
          void yoga.handle(req, res, { clientIp: clientIpOf(req, trustedProxyHops), requestId, stats });
        }
      } else if (pathname === '/healthz') {
        route = 'healthz';
        headers.apply(res, 'other');
        void health(res);
      } else if (pathname === '/metrics') {
        route = 'metrics';
        headers.apply(res, 'other');
        void serveMetrics(req, res);
      } else if (pathname.startsWith(FILES_PREFIX) || isPdfPath(pathname) || isCalendarFeedPath(pathname)) {
        route = 'files';
        headers.apply(res, 'file');
        void proxyFile(req, res, clientIpOf(req, trustedProxyHops));
      } else if (pathname.startsWith(PAYMENT_SANDBOX_PREFIX)) {
        route = 'payment-sandbox';
        headers.apply(res, 'other');
        if ((options.paymentProvider ?? 'sandbox') === 'sandbox') void paymentSandbox(req, res, clientIpOf(req, trustedProxyHops));
        else notFound(res);
      } else if (isSourceMap(pathname)) {
        route = 'source-map';
        headers.apply(res, 'other');
        notFound(res);
      } else {
        route = 'web-app';
        headers.apply(res, 'web-app');
        webApp(req, res);
      }
      if (measured) {
        res.once('finish', () => {
          const ms = performance.now() - started;
          metrics?.observeRequest(route, stats.operation, res.statusCode, ms / 1000);
          logRequest?.({ reqId: requestId, method: req.method ?? '', route, operation: stats.operation, status: res.statusCode, ms: Math.round(ms) });
        });
      }
    },
    startDraining() {
      draining = true;
    },
    liveStreams: {
      open: () => liveAnswers.size,
      cut() {
        for (const res of [...liveAnswers]) res.destroy();
      },
    },
    async close() {
      await changes.close();
      await yoga.dispose();
      await ownAgent?.close();
    },
  };
}
