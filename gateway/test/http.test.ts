import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serverAudits } from 'graphql-http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, json, listenGateway, session, user, type ListeningGateway } from './helpers.ts';

const opened: ListeningGateway[] = [];

async function listen(options: { webDist?: string; trustedProxyHops?: number } = {}): Promise<ListeningGateway> {
  const listening = await listenGateway(options);
  opened.push(listening);
  return listening;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((listening) => listening.close()));
});

describe('GraphQL over HTTP', () => {
  it('passes every MUST of the graphql-http server audit', async () => {
    const { url } = await listen();
    const results = await Promise.all(serverAudits({ url: `${url}/graphql` }).map((audit) => audit.fn()));
    const failedMusts = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(failedMusts).toEqual([]);
    // Only MAYs may fail: GETs without the CSRF header are refused on purpose.
    const failedShoulds = results.filter((result) => result.status === 'warn').map((result) => result.id);
    expect(failedShoulds).toEqual([]);
  });

  it('shows GraphiQL to a browser that opens /graphql', async () => {
    const { url } = await listen();
    const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('GraphiQL');
    // Served whole from here: a closed network must not leave the page blank.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
  });

  it('forwards the address of the socket, not one the caller claims', async () => {
    const direct = await listen();
    direct.agent.get(API_ORIGIN).intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    await fetch(`${direct.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', ...session },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(direct.agent.getCallHistory()?.firstCall()?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1' });

    const behindProxy = await listen({ trustedProxyHops: 1 });
    behindProxy.agent.get(API_ORIGIN).intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    await fetch(`${behindProxy.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9, 198.51.100.7', ...session },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(behindProxy.agent.getCallHistory()?.firstCall()?.headers).toMatchObject({ 'x-forwarded-for': '198.51.100.7' });
  });
});

describe('GraphQL request bodies', () => {
  it('refuses a body larger than allowed, and one of no stated length, before reading it, in pt-BR', async () => {
    const { url, agent } = await listen();
    const huge = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...session },
      body: JSON.stringify({ query: '{ viewer { id } }', variables: { pad: 'x'.repeat(9 * 1024 * 1024) } }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('A requisição passa do tamanho máximo de 8 MB.');

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ query: '{ viewer { id } }' })));
        controller.close();
      },
    });
    const unsized = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...session },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(unsized.status).toBe(411);
    expect(((await unsized.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/^Envie o tamanho do corpo/);
    expect(agent.getCallHistory()?.calls() ?? []).toEqual([]);
  });
});

describe('/healthz', () => {
  it('answers 200 when the api answers its own /healthz', async () => {
    const { url, agent } = await listen();
    agent.get(API_ORIGIN).intercept({ path: '/healthz', method: 'GET' }).reply(200, { status: 'ok' }, json);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', api: 'ok' });
  });

  it('answers 503 when the api does not', async () => {
    const { url } = await listen();
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', api: 'unavailable' });
  });
});

/** A GET with exactly the headers given (fetch adds its own Accept-Encoding and decodes), body as sent. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A POST with exactly the headers given, its answer's body as it came (not decoded). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('GraphQL answers', () => {
  const query = JSON.stringify({ query: '{ viewer { id name email } }' });
  const headers = { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...session };
  const longName = 'Ana Souza de Albuquerque '.repeat(120);

  async function viewerAnswer(acceptEncoding: string | undefined, name = longName) {
    const listening = await listen();
    listening.agent.get(API_ORIGIN).intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: { ...user, name } }, json);
    return rawPost(`${listening.url}/graphql`, acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding }, query);
  }

  it('go brotli-compressed to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const brotli = await viewerAnswer('gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    const decoded = JSON.parse(brotliDecompressSync(brotli.body).toString()) as { data: { viewer: { name: string } } };
    expect(decoded.data.viewer.name).toBe(longName);
    expect(brotli.body.length).toBeLessThan(longName.length / 10);

    const gzipped = await viewerAnswer('gzip, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(decoded);
  });

  it('go as they are to a client that takes no compression, and when they are small', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await viewerAnswer(acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(plain.body.toString()) as { data: { viewer: { name: string } } }).data.viewer.name).toBe(longName);
    }
    const small = await viewerAnswer('br, gzip', 'Ana Souza');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toContain('Accept-Encoding');
    expect((JSON.parse(small.body.toString()) as { data: { viewer: { name: string } } }).data.viewer.name).toBe('Ana Souza');
  });
});

describe('the web app', () => {
  let dist: string;
  const script = 'console.log("app");'.repeat(50);
  const html = '<!doctype html><title>Practice</title><div id="root"></div>'.padEnd(2000, ' ');

  /** What the web build writes next to each text file. */
  function writeWithCompressed(path: string, content: string) {
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    mkdirSync(join(dist, 'assets'));
    writeWithCompressed(join(dist, 'index.html'), html);
    writeWithCompressed(join(dist, 'assets/index-B4x9Qz.js'), script);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves hashed assets as immutable, brotli when the browser accepts it', async () => {
    const { url } = await listen({ webDist: dist });
    const response = await rawGet(`${url}/assets/index-B4x9Qz.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one that takes neither', async () => {
    const { url } = await listen({ webDist: dist });
    const gzipped = await rawGet(`${url}/assets/index-B4x9Qz.js`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const plain = await rawGet(`${url}/assets/index-B4x9Qz.js`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body.toString()).toBe(script);
    }
    const refusedBrotli = await rawGet(`${url}/assets/index-B4x9Qz.js`, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('answers any page a browser navigates to with index.html, compressed and revalidated on each load', async () => {
    const { url } = await listen({ webDist: dist });
    for (const path of ['/', '/index.html', '/customers/details/12', '/login?redirectTo=%2Fdashboard']) {
      const response = await rawGet(`${url}${path}`, { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(response.body).toString()).toBe(html);
    }
  });

  it('names the signed-in screen\'s scripts and styles in a Link header for a browser with a session', async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, '.vite/first-screen.json'),
      JSON.stringify({ scripts: ['/assets/data-Ab1.js', '/assets/shell-Cd2.js', 'https://elsewhere.test/x.js'], stylesheets: ['/assets/shell-Ef3.css'] }),
    );
    const { url } = await listen({ webDist: dist });
    const signedIn = await rawGet(`${url}/customers`, { accept: 'text/html', cookie: 'theme=dark; practice_signed_in=1' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.link).toBe('</assets/data-Ab1.js>; rel=modulepreload, </assets/shell-Cd2.js>; rel=modulepreload, </assets/shell-Ef3.css>; rel=preload; as=style; crossorigin');
    for (const cookie of [undefined, 'practice_signed_in=0', 'other_practice_signed_in=1']) {
      const visitor = await rawGet(`${url}/login`, cookie ? { accept: 'text/html', cookie } : { accept: 'text/html' });
      expect(visitor.headers.link).toBeUndefined();
    }
    // The list itself is not served.
    expect((await rawGet(`${url}/.vite/first-screen.json`)).status).toBe(404);
    rmSync(join(dist, '.vite'), { recursive: true });
  });

  it('answers a revalidation of index.html with 304 and the same caching headers', async () => {
    const { url } = await listen({ webDist: dist });
    const headers = { accept: 'text/html', 'accept-encoding': 'br' };
    const first = await rawGet(`${url}/customers`, headers);
    expect(first.headers.etag).toBeTruthy();
    const again = await rawGet(`${url}/customers`, { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
  });

  it('serves a build made while it runs', async () => {
    const { url } = await listen({ webDist: dist });
    expect((await rawGet(`${url}/assets/later-C7d1.js`)).status).toBe(404);
    writeFileSync(join(dist, 'assets/later-C7d1.js'), 'export const later = 1;');
    const response = await rawGet(`${url}/assets/later-C7d1.js`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('export const later = 1;');
  });

  it('answers 404 for a missing file that is not a page, without caching it, and never serves dot files', async () => {
    const { url } = await listen({ webDist: dist });
    const missing = await rawGet(`${url}/assets/index-gone.js`, { accept: '*/*' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await rawGet(`${url}/favicon.svg`)).status).toBe(200);
    expect((await rawGet(`${url}/favicon.svg`)).headers['cache-control']).toBe('no-cache');
    expect((await rawGet(`${url}/.env`)).status).toBe(404);
    const asPage = await rawGet(`${url}/.env`, { accept: 'text/html' });
    expect(asPage.body.toString()).not.toContain('SECRET');
  });

  it('explains in pt-BR, with a 503, that the web app was not built', async () => {
    const { url } = await listen({ webDist: join(dist, 'missing') });
    const response = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('O aplicativo web ainda não foi compilado');
  });
});
