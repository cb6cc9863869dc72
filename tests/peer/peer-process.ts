// The peer gateway in a process of its own, over the api at API_URL: it composes its supergraph from
// the api's description, listens on a free port of 127.0.0.1 and prints `READY <url>`. SIGTERM stops it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { composePeerSupergraph, createPeerGateway } from './peer-gateway.ts';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL is required: the api the peer gateway serves');

const gateway = createPeerGateway(await composePeerSupergraph(apiUrl));
const server = createServer(gateway);
server.listen(0, '127.0.0.1', () => {
  console.log(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(async () => {
    await gateway.dispose();
    process.exit(0);
  });
});
