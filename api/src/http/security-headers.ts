import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the api: no content sniffing and no referrer. A JSON answer is never a page, so
 * it may run nothing, load nothing and be framed by nobody; files (images, PDFs) keep no policy, as
 * the browser's own viewers show them.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type === '' || type.startsWith('application/json')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });
}
