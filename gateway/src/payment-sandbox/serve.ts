import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { request, type Dispatcher } from 'undici';

/** Where the stand-in browser script and its token route live on the gateway's origin. */
export const PAYMENT_SANDBOX_PREFIX = '/payment-sandbox/';
export const SANDBOX_SCRIPT_PATH = '/payment-sandbox/iugu.js';
const TOKEN_PATH = '/payment-sandbox/v1/payment_token';
/** Iugu's own script, loaded in live mode when the real provider is configured. */
export const IUGU_SCRIPT_URL = 'https://js.iugu.com/v2';

/**
 * What the web app's Content-Security-Policy must allow for the card script: nothing beyond 'self'
 * with the sandbox; Iugu's script and API origins with the real provider.
 */
export function paymentCspSources(provider: 'sandbox' | 'iugu'): { scriptSrc: string[]; connectSrc: string[] } {
  return provider === 'iugu'
    ? { scriptSrc: ['https://js.iugu.com'], connectSrc: ['https://api.iugu.com'] }
    : { scriptSrc: [], connectSrc: [] };
}

const MAX_TOKEN_BODY = 4096;

let script: Promise<string> | null = null;

/** The stand-in bundled once per process with the shared card checks, small and without source maps. */
function sandboxScript(): Promise<string> {
  script ??= import('esbuild')
    .then((esbuild) =>
      esbuild.build({
        entryPoints: [fileURLToPath(new URL('./iugu-standin.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2019',
        minify: true,
        legalComments: 'none',
      }),
    )
    .then((result) => result.outputFiles[0]!.text)
    .catch((error: unknown) => {
      script = null;
      throw error;
    });
  return script;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_TOKEN_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The sandbox's browser side on the gateway's origin: the stand-in script, and its token route
 * forwarded to the api as it came. Card data passes through here only on the way to the sandbox
 * (as it would go to the provider) and is never logged.
 */
export function createPaymentSandbox(options: { apiUrl: string; dispatcher: Dispatcher; timeoutMs: number }) {
  return async function handle(req: IncomingMessage, res: ServerResponse, clientIp: string | undefined): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    if (pathname === SANDBOX_SCRIPT_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      try {
        const text = await sandboxScript();
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : text);
      } catch {
        answer(res, 500, { errors: 'Erro ao carregar o sistema de pagamentos' });
      }
      return;
    }
    if (pathname !== TOKEN_PATH) return answer(res, 404, { errors: 'Não encontrado' });
    if (req.method !== 'POST') return answer(res, 405, { errors: 'Método não permitido' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return answer(res, 415, { errors: 'Envie os dados do cartão em JSON' });
    const body = await readBody(req);
    if (body === null) return answer(res, 413, { errors: 'Os dados do cartão passam do tamanho permitido' });
    try {
      const upstream = await request(options.apiUrl + TOKEN_PATH, {
        method: 'POST',
        dispatcher: options.dispatcher,
        // The api limits card tokens per caller: without the caller's address every client would share the gateway's.
        headers: { 'content-type': 'application/json', ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
        body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      const text = await upstream.body.text();
      res.writeHead(upstream.statusCode, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(text);
    } catch {
      answer(res, 502, { errors: 'O servidor está temporariamente indisponível' });
    }
  };
}
