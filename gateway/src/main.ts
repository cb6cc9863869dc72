import { createServer } from 'node:http';
import { readConfig } from './config.ts';
import { writeLogLine } from './metrics/index.ts';
import { createGateway } from './server.ts';

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

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`gateway listening on http://${config.host}:${port} (GraphQL at /graphql, api at ${config.apiUrl})`);
});

function shutDown(): void {
  server.close();
  server.closeIdleConnections();
  void gateway.close().then(() => process.exit(0));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutDown);
// Started by scripts/start.mjs: when the launcher goes away, so does the gateway.
if (process.connected) process.once('disconnect', shutDown);
