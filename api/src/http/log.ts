import type { FastifyRequest } from 'fastify';

/**
 * What a request's log lines say about it: its method and route pattern (or its path without the
 * query when no route matched), never its query string, headers or address, which carry searches,
 * e-mails, tokens and the caller's IP.
 */
export const logSerializers = {
  req(request: FastifyRequest): { method: string; url: string } {
    const pattern = request.routeOptions?.url;
    const url = pattern ?? request.url.split('?', 1)[0] ?? '';
    return { method: request.method, url };
  },
};
