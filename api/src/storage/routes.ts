import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/errors.ts';
import { emptyAnswer, fileAnswer, integer, queryOf, text } from '../http/openapi.ts';
import { ANY_FILE, JPEG, PNG, contentTypeOfKey } from './file-types.ts';
import type { Files } from './index.ts';
import type { RequestedRange, StoredRange } from './storage.ts';

type FileRequest = { Params: { key: string }; Querystring: { expires?: unknown; signature?: unknown; download?: unknown; reader?: unknown } };

/** `attachment; filename="..."; filename*=UTF-8''...`: an ASCII stand-in for old clients, the real name for the rest. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const BYTE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/** One range of `Range: bytes=a-b`, `a-` or `-n`; anything else (several ranges, other units) is ignored and the whole file served. */
function requestedRange(header: string | undefined): RequestedRange | undefined {
  const match = header === undefined ? null : BYTE_RANGE.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  return { start: Number(match[1]), end: match[2] === '' ? undefined : Number(match[2]) };
}

const STORED_TYPES = [PNG, JPEG, ANY_FILE].map((type) => type.contentType);

/** What `GET /files/{key}` reads and answers. */
const FILE_ROUTE = {
  schema: {
    querystring: queryOf({
      expires: { ...integer, description: 'When the link stops working, in seconds since 1970 (UTC).' },
      signature: { ...text, description: 'Proves the api made the link; it covers the key and the other keys of the query.' },
      download: { ...text, description: 'Serve as a download under this file name.' },
      reader: { ...integer, description: 'The user the link was made for, which the access log names.' },
    }),
    response: {
      200: fileAnswer(STORED_TYPES, 'The stored file: an image, or the bytes of any other file.'),
      206: fileAnswer(STORED_TYPES, 'The part `Range` asked for, with `Content-Range`.'),
      416: emptyAnswer('The range asked for starts past the end; `Content-Range` tells the size.'),
    },
  },
};

/**
 * `GET /files/{key}?expires&signature`: public, since an <img> sends no auth headers; the signature
 * is what proves the api handed this URL out, recently, to someone allowed to see the file.
 * `onDownload` hears of each file served as a download (an attachment), with the user the link was
 * signed for, for the access log.
 */
export async function fileRoutes(app: FastifyInstance, files: Files, onDownload?: (request: FastifyRequest, key: string, readerId: number | null) => void): Promise<void> {
  app.get<FileRequest>('/files/:key', FILE_ROUTE, async (request, reply) => {
    const { key } = request.params;
    const { expires, signature, download, reader } = request.query;
    if (files.urls.check(key, expires, signature, download, reader) !== 'valid') throw forbidden();
    const range = requestedRange(request.headers.range);
    const file = range ? await files.storage.getRange(key, range) : await files.storage.get(key);
    if (!file) throw notFound();
    reply
      .header('content-type', contentTypeOfKey(key))
      // The URL stops working when it expires, so no cache may keep the file longer.
      .header('cache-control', `private, max-age=${files.urls.secondsLeft(String(expires))}`)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if ('unsatisfiable' in file) return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    const part = 'start' in file ? (file as StoredRange) : undefined;
    if (typeof download === 'string') {
      reply.header('content-disposition', attachmentDisposition(download));
      // A download resumed or read in pieces is one download in the access log: its first piece.
      if (!part || part.start === 0) onDownload?.(request, key, typeof reader === 'string' ? Number(reader) : null);
    }
    if (part) reply.status(206).header('content-range', `bytes ${part.start}-${part.end}/${part.size}`);
    return reply.header('content-length', part ? part.end - part.start + 1 : file.size).send(file.body);
  });
}
