import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';

const NESTING = { depth: 10, arrayLimit: 1000, parameterLimit: 2000 } as const;

export interface BodyParsingOptions {
  /** Takes each multipart file part as it streams in; what it leaves in `part.value` joins the body. */
  onFile: (this: FastifyRequest, part: MultipartFile) => Promise<void>;
  /** Larger file parts are cut there; `onFile` sees the cut and refuses them. */
  maxFileBytes: number;
}

/**
 * JSON, urlencoded and multipart bodies all end up as the same nested object: Rails-style bracket
 * keys (`user[email]`) become `{ user: { email } }` whichever way the client sent them.
 */
export async function installBodyParsing(app: FastifyInstance, options: BodyParsingOptions): Promise<void> {
  await app.register(formbody, { parser: (body) => qs.parse(body, NESTING) });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: options.onFile,
    // One byte past the limit is enough to know a file is too big; onFile answers that with a 422.
    throwFileSizeLimit: false,
    limits: { fileSize: options.maxFileBytes + 1, files: 10, fields: 500 },
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
