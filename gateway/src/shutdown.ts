import type { Server } from 'node:http';
import { trackConnections as trackServerConnections, type ConnectionDrain } from '@practice/common/server-connections';
import { routePatternOf } from './metrics/index.ts';

export { UNREADY_LISTEN_MS, type ConnectionDrain } from '@practice/common/server-connections';

/**
 * How long the keep-alive connections of the gateway stay open between requests (Node's own 5 s,
 * announced in every answer). Clients close an idle connection a little before it, so a draining
 * gateway only waits this long for them: closing one from here could cross a request being sent.
 */
export const KEEP_ALIVE_MS = 5_000;

/** Follows the gateway's connections and answers from its start (see `trackConnections` in common), so it can be drained later. */
export function trackConnections(server: Server): ConnectionDrain {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return trackServerConnections(server, routePatternOf);
}
