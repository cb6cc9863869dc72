import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { acceptedEncodings } from './compression.ts';

const notBuiltPage = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Aplicativo não compilado</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>O aplicativo web ainda não foi compilado</h1>
<p>O servidor está no ar, mas não encontrou a versão compilada do aplicativo web na pasta configurada em <code>WEB_DIST</code>.</p>
<p>Compile-o com <code>pnpm --filter @practice/web build</code> (ou inicie tudo com <code>pnpm start</code>) e recarregue esta página.</p>
<p>A API GraphQL continua disponível em <a href="/graphql">/graphql</a>.</p>
</body>
</html>
`;

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/** Hashed by the build, so their content never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and anything unhashed: kept, but checked with the server on every load. */
const REVALIDATE = 'no-cache';

/** Set by the web app while it holds a session: only a hint of which files to announce, never a credential. */
export const SIGNED_IN_COOKIE = 'practice_signed_in';
/** Where the web build lists the first signed-in screen's files (web/vite/first-screen.ts). */
const FIRST_SCREEN_FILE = '.vite/first-screen.json';

function signedIn(req: IncomingMessage): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/**
 * The `Link` header that names the first signed-in screen's scripts and stylesheets, read from the
 * build's list (again when a new build changes it); null when the build wrote none.
 */
function firstScreenLinks(webDist: string): () => string | null {
  let known: { mtimeMs: number; header: string | null } | null = null;
  return () => {
    const file = join(webDist, FIRST_SCREEN_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (known?.mtimeMs !== mtimeMs) {
      let header: string | null;
      try {
        const listed = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown; stylesheets?: unknown };
        const paths = (value: unknown) => (Array.isArray(value) ? value.filter((path): path is string => typeof path === 'string' && /^\/assets\/[\w.-]+$/.test(path)) : []);
        const links = [
          ...paths(listed.scripts).map((path) => `<${path}>; rel=modulepreload`),
          // Vite asks for a screen's stylesheets with CORS (crossorigin), and a preload must match to be used.
          ...paths(listed.stylesheets).map((path) => `<${path}>; rel=preload; as=style; crossorigin`),
        ];
        header = links.length > 0 ? links.join(', ') : null;
      } catch {
        header = null;
      }
      known = { mtimeMs, header };
    }
    return known.header;
  };
}

function notFound(res: ServerResponse): void {
  res.removeHeader('cache-control');
  res.removeHeader('vary');
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Não encontrado');
}

/**
 * The built web app: files as they are, and index.html for any other page a browser navigates to,
 * so the app's router sees the path. The build writes a brotli and a gzip copy next to each text
 * file; the one the browser accepts is sent as is (`Vary: Accept-Encoding`), nothing is compressed
 * per request. Hashed files under /assets never change and are cached for a year; index.html and
 * everything else is revalidated, so a new build shows up on the next load. A page asked for by a
 * browser with the SIGNED_IN_COOKIE names the first signed-in screen's files in a `Link` header.
 */
export function createWebApp(webDist: string): (req: IncomingMessage, res: ServerResponse) => void {
  // Files are looked up on each request (sirv's dev mode), so a build made while the gateway runs
  // is served whole instead of mixing the old listing with the new files.
  const files = sirv(webDist, { dev: true, etag: true, gzip: true, brotli: true });

  const signedInLinks = firstScreenLinks(webDist);

  function page(req: IncomingMessage, res: ServerResponse): void {
    if (!acceptsHtml(req)) return notFound(res);
    res.setHeader('cache-control', REVALIDATE);
    // A browser with a session downloads the signed-in screen's scripts beside the entry, instead
    // of once the entry has run and asked for them. Only a hint: a cache that hands it to another
    // browser costs that one a download, nothing else.
    const links = signedIn(req) ? signedInLinks() : null;
    if (links) res.setHeader('link', links);
    req.url = '/';
    files(req, res, () => notFound(res));
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Método não permitido');
      return;
    }
    if (!existsSync(join(webDist, 'index.html'))) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(notBuiltPage);
      return;
    }
    // sirv only looks for the names, so `br;q=0` would otherwise still be served brotli.
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ');
    // Set before sirv answers, so a 304 carries them too.
    res.setHeader('vary', 'Accept-Encoding');
    const path = (req.url ?? '/').split('?')[0]!;
    // Dot files (a stray .env in the folder) are never part of the app.
    if (path.includes('/.') || path.toLowerCase().includes('/%2e')) return page(req, res);
    res.setHeader('cache-control', path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    files(req, res, () => page(req, res));
  };
}
