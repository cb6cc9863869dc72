import type { IncomingMessage, ServerResponse } from 'node:http';
import { stream, type Dispatcher } from 'undici';

/** Stored files (images, attachments) are served by the api under signed, short-lived addresses. */
export const FILES_PREFIX = '/files/';

/**
 * The PDFs of notes (plain, and signed with an A1 certificate) and of the print preview, opened by
 * the browser's viewer (an <iframe> or a new tab) through the signed links the api hands out;
 * forwarded like files, without the caller's headers.
 */
const PDF_PATH = /^\/api\/v1\/companies\/[^/]+\/(?:customer_notes\/[^/]+(?:\.pdf|\/signed\.pdf)|print_preview\.pdf)$/;

export function isPdfPath(pathname: string): boolean {
  return PDF_PATH.test(pathname);
}

/** A professional's secret iCal feed, read by calendar apps with its token alone; forwarded like files. */
const CALENDAR_FEED_PATH = /^\/api\/v1\/calendar_feeds\/[^/]+\.ics$/;

export function isCalendarFeedPath(pathname: string): boolean {
  return CALENDAR_FEED_PATH.test(pathname);
}

/** What the browser needs of the api's answer to show, cache and download a file. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'content-disposition',
  'etag',
  'last-modified',
  'expires',
  'accept-ranges',
  'content-range',
  // A calendar feed asked for too often (429) says when to ask again.
  'retry-after',
];

const PASSED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'];

function pick(headers: Record<string, string | string[] | undefined>, names: string[]): Record<string, string | string[]> {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/**
 * Forwards GET /files/* to the api as it came (path and signature query), and streams the answer
 * back with its status and headers, so the browser loads images from the gateway's origin and a
 * large file never sits whole in the gateway's memory.
 */
export function createFileProxy(options: { apiUrl: string; dispatcher: Dispatcher; timeoutMs: number }) {
  return async function proxyFile(req: IncomingMessage, res: ServerResponse, clientIp: string | undefined): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Método não permitido');
      return;
    }
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      await stream(
        options.apiUrl + (req.url ?? '/'),
        {
          method: req.method,
          dispatcher: options.dispatcher,
          headers: { ...pick(req.headers, PASSED_REQUEST_HEADERS), ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
          signal: aborted.signal,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        },
        ({ statusCode, headers }) => {
          res.writeHead(statusCode, pick(headers, PASSED_RESPONSE_HEADERS));
          return res;
        },
      );
    } catch {
      if (aborted.signal.aborted) return;
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('O servidor está temporariamente indisponível');
      } else {
        res.destroy();
      }
    }
  };
}
