import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, type RestResponse, type Send } from '../src/rest/client.ts';
import { publicMaxAge, SharedReads } from '../src/rest/shared-reads.ts';
import { json, mockedGateway, plans, type MockedGateway } from './helpers.ts';

describe('publicMaxAge', () => {
  it("reads a public answer's max-age and nothing else", () => {
    expect(publicMaxAge('public, max-age=60')).toBe(60);
    expect(publicMaxAge('max-age=30, Public')).toBe(30);
    expect(publicMaxAge(['public, max-age=5'])).toBe(5);
    expect(publicMaxAge('private, max-age=300')).toBe(0);
    expect(publicMaxAge('public, no-store, max-age=60')).toBe(0);
    expect(publicMaxAge('public, no-cache, max-age=60')).toBe(0);
    expect(publicMaxAge('max-age=60')).toBe(0);
    expect(publicMaxAge('public')).toBe(0);
    expect(publicMaxAge('public, max-age=-1')).toBe(0);
    expect(publicMaxAge('public, max-age=1.5')).toBe(0);
    expect(publicMaxAge(undefined)).toBe(0);
  });
});

describe('SharedReads', () => {
  let now = 0;
  let calls = 0;
  let cacheControl: string | undefined;
  let fail = false;
  const send: Send = async <T,>(_method: string, path: string) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new HttpError(503, null, 'GET', path);
    return { status: 200, headers: cacheControl ? { 'cache-control': cacheControl } : {}, body: { calls } as T } satisfies RestResponse<T>;
  };
  beforeEach(() => {
    now = 0;
    calls = 0;
    cacheControl = 'public, max-age=60';
    fail = false;
  });

  it('reads a public answer once for as long as it may be kept, and once for callers asking at once', async () => {
    const shared = new SharedReads(() => now);
    const together = await Promise.all([shared.read(send, '/api/v1/plans'), shared.read(send, '/api/v1/plans')]);
    expect(together.map((response) => response.body)).toEqual([{ calls: 1 }, { calls: 1 }]);
    now = 59_999;
    expect((await shared.read(send, '/api/v1/plans')).body).toEqual({ calls: 1 });
    now = 60_000;
    expect((await shared.read(send, '/api/v1/plans')).body).toEqual({ calls: 2 });
  });

  it('keeps no answer the api did not call public, and no failure', async () => {
    const shared = new SharedReads(() => now);
    cacheControl = undefined;
    await shared.read(send, '/api/v1/plans');
    await shared.read(send, '/api/v1/plans');
    expect(calls).toBe(2);
    cacheControl = 'private, max-age=60';
    await shared.read(send, '/api/v1/plans');
    await shared.read(send, '/api/v1/plans');
    expect(calls).toBe(4);
    fail = true;
    await expect(shared.read(send, '/api/v1/plans')).rejects.toBeInstanceOf(HttpError);
    fail = false;
    cacheControl = 'public, max-age=60';
    expect((await shared.read(send, '/api/v1/plans')).body).toEqual({ calls: 6 });
  });
});

describe("the gateway's plans", () => {
  let m: MockedGateway;
  beforeEach(() => {
    m = mockedGateway();
  });
  afterEach(async () => {
    await m.gateway.close();
    await m.agent.close();
  });

  it('are read once a minute for all callers when the api says they are public', async () => {
    m.api
      .intercept({ path: '/api/v1/plans', method: 'GET' })
      .reply(200, { plans }, { headers: { ...json.headers, 'cache-control': 'public, max-age=60' } });
    const first = await m.graphql('{ plans { identifier valueCents } }');
    const second = await m.graphql('{ plans { identifier valueCents } }', { headers: { 'access-token': 't', client: 'c', uid: 'u@x.com' } });
    expect(first.errors).toBeUndefined();
    expect(second).toEqual(first);
    expect(m.calls().filter((call) => call.path === '/api/v1/plans')).toHaveLength(1);
  });
});
