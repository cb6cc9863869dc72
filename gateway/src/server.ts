import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { Agent, type Dispatcher } from 'undici';
import { defaultWebDist } from './config.ts';
import { createContextFactory, type GatewayContext, type ServerContext } from './context.ts';
import { useRestErrors } from './errors.ts';
import { createFileProxy, FILES_PREFIX } from './files.ts';
import { operationLimits } from './limits.ts';
import { createRestClient } from './rest/client.ts';
import { paths } from './rest/paths.ts';
import { buildSchema } from './schema.ts';
import { createWebApp } from './web-app.ts';

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
}

export interface Gateway {
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

export const CSRF_HEADER = 'x-graphql-csrf';

const HEALTH_TIMEOUT_MS = 5_000;

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

/** What every operation must pass before it runs: size limits and CSRF prevention. */
export function protections() {
  return [...new EnvelopArmor(operationLimits).protect().plugins, useCSRFPrevention({ requestHeaders: [CSRF_HEADER] })];
}

export function createGateway(options: GatewayOptions): Gateway {
  const timeoutMs = options.upstreamTimeoutMs ?? 29_500;
  const trustedProxyHops = options.trustedProxyHops ?? 0;
  const ownAgent = options.dispatcher ? null : new Agent({ keepAliveTimeout: 30_000, connections: 128 });
  const dispatcher = options.dispatcher ?? (ownAgent as Agent);
  const send = createRestClient({ baseUrl: options.apiUrl, dispatcher, timeoutMs });
  const probe = createRestClient({ baseUrl: options.apiUrl, dispatcher, timeoutMs: Math.min(timeoutMs, HEALTH_TIMEOUT_MS) });

  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: buildSchema(),
    context: createContextFactory(send),
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'Practice · GraphiQL' },
    // GraphiQL's assets are served from here, not from a CDN, so it works on a closed network.
    renderGraphiQL,
    landingPage: false,
    // The web app is served from this same origin; no other origin may call the api from a browser.
    cors: false,
    plugins: [...protections(), useRestErrors()],
  });

  const webApp = createWebApp(options.webDist ?? defaultWebDist);
  const proxyFile = createFileProxy({ apiUrl: options.apiUrl, dispatcher, timeoutMs });

  async function health(res: ServerResponse): Promise<void> {
    let api: 'ok' | 'unavailable' = 'ok';
    try {
      await probe('GET', paths.health);
    } catch {
      api = 'unavailable';
    }
    res.writeHead(api === 'ok' ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: api === 'ok' ? 'ok' : 'degraded', api }));
  }

  return {
    yoga,
    handler(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://gateway');
      if (pathname === yoga.graphqlEndpoint) {
        void yoga.handle(req, res, { clientIp: clientIpOf(req, trustedProxyHops) });
      } else if (pathname === '/healthz') {
        void health(res);
      } else if (pathname.startsWith(FILES_PREFIX)) {
        void proxyFile(req, res);
      } else {
        webApp(req, res);
      }
    },
    async close() {
      await yoga.dispose();
      await ownAgent?.close();
    },
  };
}
