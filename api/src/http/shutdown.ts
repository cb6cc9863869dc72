import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * How long the keep-alive connections of this server stay open between requests. Its clients (the
 * gateways' pools) close an idle connection a little before this, so a draining api only has to wait
 * this long for them: closing one from here could cross a request the client is already sending.
 */
export const KEEP_ALIVE_MS = 5_000;

/**
 * How long the port stays open once /healthz answers 503 (each connection taken then gets one answer,
 * with `Connection: close`): a balancer that checks health more often than this stops sending first,
 * and no connection is left waiting in the listen queue when it closes, where it would be reset.
 */
export const UNREADY_LISTEN_MS = 1_000;

export interface ConnectionDrain {
  /** Whether `drain` has begun. */
  readonly draining: boolean;
  /**
   * Stops accepting connections (after `UNREADY_LISTEN_MS`) and lets the open ones finish: every
   * answer from now on says `Connection: close`, so the client sends its next request on a new
   * connection, which the balancer gives to another process; idle keep-alive connections are left to
   * their clients to close. After `graceMs` whatever is still open is cut. Answers how many were cut.
   */
  drain(graceMs: number): Promise<number>;
  /** The requests being answered now, as method, path pattern (`pathPatternOf`) and age: what a cut would end. */
  inFlight(): string[];
}

const ID_SEGMENT = /\/(?!v\d+(?:\/|$))[^/]*\d[^/]*(?=\/|$)|\/[^/]{16,}(?=\/|$)/g;

/** A path as it may be logged: no query, and `:id` for a segment with a digit or a long token in it. */
export function pathPatternOf(url: string): string {
  return (url.split('?', 1)[0] ?? '').replace(ID_SEGMENT, '/:id');
}

/** Follows a server's connections and answers from its start, so it can be drained later. */
export function trackConnections(server: Server): ConnectionDrain {
  const sockets = new Set<Socket>();
  const answering = new Set<ServerResponse>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const paths = new WeakMap<ServerResponse, string>();
  // Before the application's own listener, so the header is there whatever it writes.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
    paths.set(response, `${Date.now()} ${request.method} ${pathPatternOf(request.url ?? '')}`);
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return {
    get draining() {
      return draining;
    },
    inFlight: () =>
      [...answering].map((response) => {
        const [since = '', ...request] = (paths.get(response) ?? '').split(' ');
        return `${request.join(' ')} (${((Date.now() - Number(since)) / 1000).toFixed(1)} s)`;
      }),
    async drain(graceMs) {
      draining = true;
      const until = Date.now() + graceMs;
      for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
      await delay(Math.min(UNREADY_LISTEN_MS, graceMs));
      // net.Server's close only stops listening; http.Server's also drops the idle connections.
      if (server.listening) NetServer.prototype.close.call(server);
      while (sockets.size > 0 && Date.now() < until) await delay(25);
      const cut = sockets.size;
      for (const socket of sockets) socket.destroy();
      return cut;
    },
  };
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
  const connections = trackConnections(app.server);
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
