import { trackConnections } from '@practice/common/server-connections';
import type { FastifyInstance } from 'fastify';

export { UNREADY_LISTEN_MS } from '@practice/common/server-connections';

/**
 * How long the keep-alive connections of this server stay open between requests. Its clients (the
 * gateways' pools) close an idle connection a little before this, so a draining api only has to wait
 * this long for them: closing one from here could cross a request the client is already sending.
 */
export const KEEP_ALIVE_MS = 5_000;

const ID_SEGMENT = /\/(?!v\d+(?:\/|$))[^/]*\d[^/]*(?=\/|$)|\/[^/]{16,}(?=\/|$)/g;

/** A path as it may be logged: no query, and `:id` for a segment with a digit or a long token in it. */
export function pathPatternOf(url: string): string {
  return (url.split('?', 1)[0] ?? '').replace(ID_SEGMENT, '/:id');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is going away: `/healthz` answers 503 so the balancer sends nothing more. */
    readonly draining: boolean;
    /**
     * Begins a graceful stop: `/healthz` answers 503, the live change streams end (the gateways open
     * them again on another api), no new connection is taken and the requests in flight finish, for
     * up to `graceMs`. Answers how many connections had to be cut. `close()` comes after.
     */
    drain(graceMs: number): Promise<number>;
    /** The requests being answered now (method and path, no query). */
    inFlight(): string[];
  }
}

export function installDraining(app: FastifyInstance): void {
  const connections = trackConnections(app.server, pathPatternOf);
  app.decorate('draining', {
    getter: () => connections.draining,
  });
  app.decorate('drain', async (graceMs: number) => {
    const drained = connections.drain(graceMs);
    app.changeStreams.endAll();
    return drained;
  });
  app.decorate('inFlight', () => connections.inFlight());
}
