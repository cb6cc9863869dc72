import type { FastifyInstance } from 'fastify';
import { RateLimits, RememberedRateLimit, tooManyRequests } from '../auth/rate-limit.ts';
import type { AppDeps } from '../deps.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may ask for the route without signing in; see `PUBLIC_PAGE`. */
    publicPage?: boolean;
  }
}

/**
 * Route options of a page anyone may ask for without signing in (the booking page, a reminder's
 * links, a calendar feed): each request counts against the caller's address, all such pages
 * together, PUBLIC_PAGES_PER_IP_PER_MINUTE a minute; more answer 429 until the minute ends.
 */
export const PUBLIC_PAGE = { config: { publicPage: true } } as const;

const MINUTE_MS = 60_000;

/**
 * Counts the requests of the routes declared with `PUBLIC_PAGE`, before anything else is read for
 * them. A flood from one address costs one statement per request up to the limit, then none: its
 * refusals are remembered in each process until the minute ends (`RememberedRateLimit`), so it
 * neither holds the database's connections nor queues the signed-in requests behind its own.
 */
export function installPublicPageLimit(app: FastifyInstance, { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>): void {
  const limit = new RememberedRateLimit(new RateLimits(db), { limit: config.publicLimits.publicPagesPerIpPerMinute, windowMs: MINUTE_MS });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.publicPage !== true) return;
    const verdict = await limit.hit(`public-page-ip:${request.ip}`, clock());
    if (verdict.allowed) return;
    const refusal = tooManyRequests(verdict.retryAfterMs);
    reply.header('retry-after', refusal.retryAfter);
    throw refusal.error;
  });
}
