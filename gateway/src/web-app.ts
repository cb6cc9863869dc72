import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

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

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Não encontrado');
}

/**
 * The built web app: files as they are, and index.html for any other page a browser navigates to,
 * so the app's router sees the path. Hashed files under /assets never change and are cached for a
 * year; everything else is revalidated so a new build shows up on the next load.
 */
export function createWebApp(webDist: string): (req: IncomingMessage, res: ServerResponse) => void {
  let files: ReturnType<typeof sirv> | null = null;

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Método não permitido');
      return;
    }
    // Looked for on each request until found, so a build made after the gateway started is served.
    if (!files) {
      if (!existsSync(join(webDist, 'index.html'))) {
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(notBuiltPage);
        return;
      }
      files = sirv(webDist, {
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders(response, pathname) {
          response.setHeader(
            'cache-control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    const serve = files;
    serve(req, res, () => {
      if (!acceptsHtml(req)) return notFound(res);
      req.url = '/';
      serve(req, res, () => notFound(res));
    });
  };
}
