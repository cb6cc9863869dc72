import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@practice/common';

/**
 * Fastify's `genReqId`: the `x-request-id` the gateway sent, when the peer is one of the trusted
 * proxies and the id is safe; otherwise a new one. A caller that reaches the api directly cannot
 * choose the id its requests are logged under.
 */
export function requestIds(trustedProxies: string[]): (req: IncomingMessage) => string {
  const trusted = trustedProxies.length > 0 ? proxyAddr.compile(trustedProxies) : null;
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (trusted && typeof given === 'string' && REQUEST_ID_PATTERN.test(given) && trusted(req.socket.remoteAddress ?? '', 0)) return given;
    return randomUUID();
  };
}
