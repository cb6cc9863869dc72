import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { API_ORIGIN, listenGateway, type ListeningGateway } from './helpers.ts';

const opened: ListeningGateway[] = [];
let dist: string;

async function listen(options: { introspection?: boolean } = {}): Promise<ListeningGateway> {
  const listening = await listenGateway({ webDist: dist, ...options });
  opened.push(listening);
  return listening;
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'gateway-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-A1.js"></script>');
  writeFileSync(join(dist, 'assets/index-A1.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets/index-A1.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(opened.splice(0).map((listening) => listening.close()));
});

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

function graphql(url: string, query: string, variables?: Record<string, unknown>) {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

describe('the web app', () => {
  it('is sent with a strict policy: its own scripts only, no framing, no sniffing, no referrer to others', async () => {
    const { url } = await listen();
    for (const path of ['/', '/customers', '/assets/index-A1.js']) {
      const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('does not serve source maps', async () => {
    const { url } = await listen();
    const response = await fetch(`${url}/assets/index-A1.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('sources');
  });
});

describe('GraphiQL and /graphql', () => {
  it('lets exactly the inline scripts of the GraphiQL page run, by their hashes', async () => {
    const { url } = await listen();
    const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const policy = directives(response.headers.get('content-security-policy'));
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy.get('script-src')?.split(' ').sort()).toEqual(["'self'", ...hashes].sort());
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers operations with nosniff and the referrer policy', async () => {
    const { url } = await listen();
    const response = await graphql(url, '{ __typename }');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('keeps introspection and GraphiQL on by default, and turns both off with GRAPHQL_INTROSPECTION=false', async () => {
    expect(readConfig({}).introspection).toBe(true);
    expect(readConfig({ GRAPHQL_INTROSPECTION: 'false' }).introspection).toBe(false);
    expect(() => readConfig({ GRAPHQL_INTROSPECTION: 'talvez' })).toThrow(/GRAPHQL_INTROSPECTION/);

    const on = await listen();
    const schema = (await (await graphql(on.url, '{ __schema { queryType { name } } }')).json()) as { data?: unknown };
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const off = await listen({ introspection: false });
    const refused = (await (await graphql(off.url, '{ __schema { queryType { name } } }')).json()) as { data?: unknown; errors?: { message: string }[] };
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const page = await fetch(`${off.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(await page.text()).not.toContain('GraphiQL');
  });

  it('does not suggest enum values to someone probing the schema, in a document or in variables', async () => {
    const { url, agent } = await listen();
    const literal = (await (
      await graphql(
        url,
        'mutation { signUp(input: { planIdentifier: TEM, customerName: "a", customerEmail: "a@b.co", customerEmailConfirmation: "a@b.co", customerPassword: "abc123", customerPasswordConfirmation: "abc123" }) { fullMessages } }',
      )
    ).json()) as { errors?: { message: string }[] };
    const variable = (await (
      await graphql(url, 'mutation ($input: SignUpInput!) { signUp(input: $input) { fullMessages } }', {
        input: {
          planIdentifier: 'TEM',
          customerName: 'a',
          customerEmail: 'a@b.co',
          customerEmailConfirmation: 'a@b.co',
          customerPassword: 'abc123',
          customerPasswordConfirmation: 'abc123',
        },
      })
    ).json()) as { errors?: { message: string }[] };
    for (const result of [literal, variable]) {
      expect(result.errors?.length).toBeGreaterThan(0);
      for (const error of result.errors ?? []) {
        expect(error.message).toContain('TEM');
        expect(error.message).not.toMatch(/Did you mean|TEAM/);
      }
    }
    expect(agent.getCallHistory()?.calls() ?? []).toEqual([]);
  });
});

describe('/files', () => {
  it('adds nosniff and the referrer policy even when the api answers without them', async () => {
    const { url, agent } = await listen();
    agent
      .get(API_ORIGIN)
      .intercept({ path: '/files/a.png?expires=1900000000&signature=abc', method: 'GET' })
      .reply(200, Buffer.from('<script>alert(1)</script>'), { headers: { 'content-type': 'image/png' } });
    const response = await fetch(`${url}/files/a.png?expires=1900000000&signature=abc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });
});
