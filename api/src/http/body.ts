import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

const NESTING = { depth: 10, arrayLimit: 1000, parameterLimit: 2000 } as const;

/**
 * JSON, urlencoded and multipart bodies all end up as the same nested object: Rails-style bracket
 * keys (`user[email]`) become `{ user: { email } }` whichever way the client sent them.
 */
export async function installBodyParsing(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: (body) => qs.parse(body, NESTING) });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 500 },
  });
  // Added after multipart's own preValidation hook, so its fields are already on the body.
  app.addHook('preValidation', async (request) => {
    const { body } = request;
    if (body !== null && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
      // qs nests the keys of an object the same way as those of a query string.
      request.body = qs.parse(body as Record<string, string>, NESTING);
    }
  });
}
