import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/errors.ts';
import { contentTypeOfKey } from './file-types.ts';
import type { Files } from './index.ts';

type FileRequest = { Params: { key: string }; Querystring: { expires?: unknown; signature?: unknown; download?: unknown; reader?: unknown } };

/** `attachment; filename="..."; filename*=UTF-8''...`: an ASCII stand-in for old clients, the real name for the rest. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * `GET /files/{key}?expires&signature`: public, since an <img> sends no auth headers; the signature
 * is what proves the api handed this URL out, recently, to someone allowed to see the file.
 * `onDownload` hears of each file served as a download (an attachment), with the user the link was
 * signed for, for the access log.
 */
export async function fileRoutes(app: FastifyInstance, files: Files, onDownload?: (request: FastifyRequest, key: string, readerId: number | null) => void): Promise<void> {
  app.get<FileRequest>('/files/:key', async (request, reply) => {
    const { key } = request.params;
    const { expires, signature, download, reader } = request.query;
    if (files.urls.check(key, expires, signature, download, reader) !== 'valid') throw forbidden();
    const file = await files.storage.get(key);
    if (!file) throw notFound();
    if (typeof download === 'string') {
      reply.header('content-disposition', attachmentDisposition(download));
      onDownload?.(request, key, typeof reader === 'string' ? Number(reader) : null);
    }
    return reply
      .header('content-type', contentTypeOfKey(key))
      .header('content-length', file.size)
      // The URL stops working when it expires, so no cache may keep the file longer.
      .header('cache-control', `private, max-age=${files.urls.secondsLeft(String(expires))}`)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
