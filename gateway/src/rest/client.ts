import { Readable } from 'node:stream';
import { errors, request, type Dispatcher } from 'undici';
import { IDEMPOTENCY_KEY_HEADER } from '@practice/common';
import { encodeForm, type FormValue } from './form.ts';
import { multipartBody, type MultipartBody } from './multipart.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path as it may be logged: without its query, which can hold a search for a name, an e-mail or a CPF. */
const loggable = (path: string): string => path.split('?', 1)[0] ?? '';

/** The api answered, but not with a 2xx; or the gateway refused to send what the api would refuse. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly method: HttpMethod,
    readonly path: string,
  ) {
    super(`${method} ${loggable(path)} answered ${status}`);
  }
}

/** The api did not answer: it timed out, refused the connection or broke it. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly reason: 'timeout' | 'unreachable',
    readonly method: HttpMethod,
    readonly path: string,
    options: { cause: unknown },
  ) {
    super(`${method} ${loggable(path)} ${reason === 'timeout' ? 'timed out' : 'could not reach the api'}`, options);
  }
}

export type RequestBody = { json: unknown } | { form: Record<string, FormValue> } | { multipart: MultipartBody };

export interface RestRequest {
  headers?: Record<string, string>;
  body?: RequestBody;
}

export interface RestResponse<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export type Send = <T>(method: HttpMethod, path: string, init?: RestRequest) => Promise<RestResponse<T>>;

export interface RestClientOptions {
  baseUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** Told of each call: its method, path, status (or `timeout` / `unreachable`) and seconds. */
  observe?: (method: HttpMethod, path: string, status: number | string, seconds: number) => void;
}

function isTimeout(error: unknown): boolean {
  return (
    (error instanceof Error && error.name === 'TimeoutError') ||
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.BodyTimeoutError ||
    error instanceof errors.ConnectTimeoutError
  );
}

function parseBody(text: string, contentType: string | string[] | undefined): unknown {
  if (text === '') return null;
  if (String(contentType ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The longest path and query sent to the api. Servers refuse a request line and headers past 16 KiB
 * with a bare 431 in English; a search or filter that long is refused here instead, in pt-BR.
 */
export const MAX_PATH_LENGTH = 8 * 1024;
export const PATH_TOO_LONG_MESSAGE = 'O texto da busca ou do filtro é longo demais. Encurte-o e tente de novo.';

/** Tries of a read or keyed create whose connection broke before its answer came. */
const SEND_ATTEMPTS = 2;
const IDEMPOTENCY_KEY = IDEMPOTENCY_KEY_HEADER.toLowerCase();

export function createRestClient({ baseUrl, dispatcher, timeoutMs, observe }: RestClientOptions): Send {
  return async function send<T>(method: HttpMethod, path: string, init: RestRequest = {}): Promise<RestResponse<T>> {
    if (path.length > MAX_PATH_LENGTH) throw new HttpError(414, { message: PATH_TOO_LONG_MESSAGE }, method, path.slice(0, 200));
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    let body: string | Readable | undefined;
    if (init.body && 'json' in init.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body.json);
    } else if (init.body && 'multipart' in init.body) {
      const multipart = multipartBody(init.body.multipart);
      headers['content-type'] = multipart.contentType;
      body = Readable.from(multipart.stream, { objectMode: false });
    } else if (init.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = encodeForm(init.body.form);
    }

    const started = observe ? performance.now() : 0;
    const signal = AbortSignal.timeout(timeoutMs);
    // A read, or a create the api keeps the first answer of, is sent once more when the connection
    // broke: an api process that stops, or a balancer, may drop one that was already on its way.
    const retriable = typeof body !== 'object' && (method === 'GET' || headers[IDEMPOTENCY_KEY] !== undefined);
    let answer: { status: number; headers: RestResponse<T>['headers']; text: string };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await request(baseUrl + path, { method, headers, body, dispatcher, signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
        // Reading the whole body, even of an error, hands the connection back to the keep-alive pool.
        answer = { status: response.statusCode, headers: response.headers, text: await response.body.text() };
        break;
      } catch (error) {
        const reason = isTimeout(error) ? 'timeout' : 'unreachable';
        if (reason === 'unreachable' && retriable && attempt < SEND_ATTEMPTS && !signal.aborted) continue;
        observe?.(method, path, reason, (performance.now() - started) / 1000);
        throw new UpstreamError(reason, method, path, { cause: error });
      }
    }
    const { status, headers: responseHeaders, text } = answer;
    observe?.(method, path, status, (performance.now() - started) / 1000);

    const parsed = parseBody(text, responseHeaders['content-type']);
    if (status < 200 || status > 299) throw new HttpError(status, parsed, method, path);
    return { status, headers: responseHeaders, body: parsed as T };
  };
}
