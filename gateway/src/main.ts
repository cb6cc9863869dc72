import { tracing } from './tracing/preload.ts';
import { createServer } from 'node:http';
import { readConfig } from './config.ts';
import { writeLogLine } from './metrics/index.ts';
import { createGateway } from './server.ts';
import { trackConnections } from './shutdown.ts';

const config = readConfig();
const gateway = createGateway({
  apiUrl: config.apiUrl,
  webDist: config.webDist,
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  trustedProxyHops: config.trustedProxyHops,
  paymentProvider: config.paymentProvider,
  introspection: config.introspection,
  liveLimits: config.liveLimits,
  metricsToken: config.metricsToken,
  logRequest: config.logRequests ? writeLogLine : undefined,
});
const server = createServer(gateway.handler);
const connections = trackConnections(server);

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`gateway listening on http://${config.host}:${port} (GraphQL at /graphql, api at ${config.apiUrl})`);
});

let stopping = false;

/**
 * Drains, then stops: /healthz answers 503, no new connection is taken, requests in flight finish,
 * and live subscriptions are cut once nothing else is left, so their clients open them on another
 * gateway (all within SHUTDOWN_GRACE_MS); then the streams to the api and the connection pools close.
 */
async function shutDown(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  writeLogLine({ msg: 'draining before shutting down', reason, graceMs: config.shutdownGraceMs });
  // Whatever hangs after the grace period does not keep the process alive.
  setTimeout(() => {
    writeLogLine({ level: 50, msg: 'did not stop in time; exiting' });
    process.exit(1);
  }, config.shutdownGraceMs + 10_000).unref();
  gateway.startDraining();
  const inFlight = setTimeout(
    () => writeLogLine({ level: 40, msg: 'still answering', requests: connections.inFlight() }),
    config.shutdownGraceMs - 500,
  );
  const cut = await connections.drain(config.shutdownGraceMs, gateway.liveStreams);
  clearTimeout(inFlight);
  if (cut > 0) writeLogLine({ level: 40, msg: 'cut the connections still open after the grace period', connections: cut });
  await gateway.close();
  await tracing?.shutdown();
  writeLogLine({ msg: 'stopped' });
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));
// Started by scripts/start.mjs: when the launcher goes away, so does the gateway.
if (process.connected) process.once('disconnect', () => void shutDown('launcher gone'));
