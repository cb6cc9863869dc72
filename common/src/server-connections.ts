/// <reference types="node" />
// Node only: reached through `@practice/common/server-connections`, not the package's index, which the web app bundles.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

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
   * their clients to close. Long-lived `streams`, when given, are cut once every other connection is
   * gone (or half the grace period has passed), so a client opening its stream again finds no
   * connection of its own still leading here. After `graceMs` whatever is still open is cut. Answers
   * how many were cut.
   */
  drain(graceMs: number, streams?: { open(): number; cut(): void }): Promise<number>;
  /** The requests being answered now, as method, path pattern (`pathPattern`) and age: what a cut would end. */
  inFlight(): string[];
}

/**
 * Follows a server's connections and answers from its start, so it can be drained later.
 * `pathPattern` turns a request's URL into what may be logged of it (no query, no ids).
 */
export function trackConnections(server: Server, pathPattern: (url: string) => string): ConnectionDrain {
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
    paths.set(response, `${Date.now()} ${request.method} ${pathPattern(request.url ?? '')}`);
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
    async drain(graceMs, streams) {
      draining = true;
      const until = Date.now() + graceMs;
      for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
      await delay(Math.min(UNREADY_LISTEN_MS, graceMs));
      // net.Server's close only stops listening; http.Server's also drops the idle connections.
      if (server.listening) NetServer.prototype.close.call(server);
      if (streams) {
        const streamsUntil = until - graceMs / 2;
        while (sockets.size > streams.open() && Date.now() < streamsUntil) await delay(25);
        streams.cut();
      }
      while (sockets.size > 0 && Date.now() < until) await delay(25);
      const cut = sockets.size;
      for (const socket of sockets) socket.destroy();
      return cut;
    },
  };
}
