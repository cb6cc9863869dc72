import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: a few hundred bytes gain less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Per request, brotli's middle quality: a customers page (some 30 KB of JSON) shrinks about as much as
 * at the top quality in a fraction of the time, which the static files can afford because the build
 * compresses them once.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Whole JSON answers; a stream (server-sent events, multipart) goes out as it comes. */
const COMPRESSIBLE = /^application\/(?:graphql-response\+)?json\b/i;

/**
 * The encodings of `Accept-Encoding` the browser takes (q above 0), among brotli and gzip, best first.
 * `br;q=0` is a refusal, and `*` stands for any encoding not named.
 */
export function acceptedEncodings(header: string | string[] | null | undefined): ('br' | 'gzip')[] {
  const accepted: string[] = [];
  let wildcard = false;
  const named = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name === '*') wildcard = allowed;
    else {
      named.add(name);
      if (allowed) accepted.push(name);
    }
  }
  if (wildcard) for (const name of ['br', 'gzip']) if (!named.has(name)) accepted.push(name);
  return (['br', 'gzip'] as const).filter((name) => accepted.includes(name));
}

function compress(body: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * GraphQL answers go brotli- or gzip-compressed to a client that accepts it (`Vary: Accept-Encoding`):
 * a screen's data is JSON, repetitive, and on a phone's connection the largest thing it waits for
 * after the code. Live streams and answers under COMPRESS_FROM_BYTES are left as they are.
 */
export function useResponseCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      if (!response.body || response.headers.has('content-encoding')) return;
      if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return;
      const [encoding] = acceptedEncodings(request.headers.get('accept-encoding'));
      if (!encoding) return;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'Accept-Encoding');
      if (body.byteLength < COMPRESS_FROM_BYTES) {
        setResponse(new fetchAPI.Response(body, { status: response.status, statusText: response.statusText, headers }));
        return;
      }
      const compressed = await compress(body, encoding);
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(compressed.byteLength));
      setResponse(new fetchAPI.Response(new Uint8Array(compressed), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
