import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../src/auth/rate-limit.ts';
import { startTestApi, type TestApi } from './harness.ts';

const RULE = { limit: 3, windowMs: 60_000 };

describe('rate limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const rows = () => api.db.selectFrom('rate_limits').select(['key', 'hits']).orderBy('key').execute();

  it('allows the limit within a window, refuses with the time left after it, and starts over in a new window', async () => {
    const limits = new RateLimits(api.db);
    const start = new Date('2026-12-01T12:00:00Z');
    for (let hit = 0; hit < 3; hit += 1) expect(await limits.hit('counted', RULE, start)).toEqual({ allowed: true });
    expect(await limits.hit('counted', RULE, new Date(start.getTime() + 20_000))).toEqual({ allowed: false, retryAfterMs: 40_000 });
    expect(await limits.peek('counted', RULE, start)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(await limits.hit('counted', RULE, new Date(start.getTime() + 60_000))).toEqual({ allowed: true });
    expect(await limits.peek('counted', RULE, new Date(start.getTime() + 60_000))).toEqual({ allowed: true });
  });

  it('counts parallel requests one by one, so a burst cannot pass the limit', async () => {
    const limits = new RateLimits(api.db);
    const now = new Date('2026-12-01T13:00:00Z');
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => limits.hit('burst', RULE, now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it('clears the rows of ended windows at most once a minute, leaving the live ones', async () => {
    await api.db.deleteFrom('rate_limits').execute();
    const limits = new RateLimits(api.db);
    const start = new Date('2026-12-02T12:00:00Z');
    await limits.hit('short', { limit: 5, windowMs: 1_000 }, start);
    await limits.hit('long', { limit: 5, windowMs: 3_600_000 }, start);
    // The short window has ended, but the last clearing was under a minute ago.
    await limits.hit('other', RULE, new Date(start.getTime() + 30_000));
    expect((await rows()).map((row) => row.key)).toEqual(['long', 'other', 'short']);
    await limits.hit('other', RULE, new Date(start.getTime() + 61_000));
    expect(await rows()).toEqual([
      { key: 'long', hits: 1 },
      { key: 'other', hits: 2 },
    ]);
  });
});
