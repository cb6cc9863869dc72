import { sql } from 'kysely';
import type { Executor } from '../db/index.ts';
import { deviseError, type HttpError } from '../http/errors.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** How often one process clears the windows that have ended (a window past its end counts as new anyway). */
const PRUNE_EVERY_MS = 60_000;

/**
 * Counts requests per key in fixed windows, in the database (`rate_limits`), so the count holds
 * across api processes and restarts. The request is counted first and judged after, so a burst of
 * parallel requests cannot slip past the limit. A request costs one statement; the rows of ended
 * windows are cleared at most once a minute.
 */
export class RateLimits {
  private prunedAt = -Infinity;

  constructor(private readonly db: Executor) {}

  async hit(key: string, rule: RateLimitRule, now: Date): Promise<RateVerdict> {
    const windowEnd = new Date(now.getTime() + rule.windowMs);
    const expired = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, hits: 1, window_ends_at: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_ends_at: sql<Date>`case when ${expired} then ${windowEnd}::timestamptz else rate_limits.window_ends_at end`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    if (Math.abs(now.getTime() - this.prunedAt) >= PRUNE_EVERY_MS) {
      this.prunedAt = now.getTime();
      await this.db.deleteFrom('rate_limits').where('window_ends_at', '<', now).execute();
    }
    if (row.hits <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.max(1000, row.window_ends_at.getTime() - now.getTime()) };
  }

  /** The verdict on `key` without counting this request (for limits that count failures only). */
  async peek(key: string, rule: RateLimitRule, now: Date): Promise<RateVerdict> {
    const row = await this.db.selectFrom('rate_limits').select(['hits', 'window_ends_at']).where('key', '=', key).where('window_ends_at', '>', now).executeTakeFirst();
    if (!row || row.hits < rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.max(1000, row.window_ends_at.getTime() - now.getTime()) };
  }
}

/** 'Muitas solicitações deste endereço. Tente novamente em 12 minutos.' */
export function tooManyRequestsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas solicitações deste endereço. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The 429 of a refused request, with `Retry-After` for the headers. */
export function tooManyRequests(retryAfterMs: number): { error: HttpError; retryAfter: string } {
  return { error: deviseError(429, tooManyRequestsMessage(retryAfterMs)), retryAfter: String(Math.ceil(retryAfterMs / 1000)) };
}

/** Keys remembered as refused past this many make room by forgetting the oldest (which the database still counts). */
const MAX_REMEMBERED_REFUSALS = 10_000;

/**
 * A limit whose refusals this process remembers until their window ends, for requests that come in
 * floods (public pages): the requests within the limit are each counted in the database, as
 * `RateLimits.hit` counts them, so that all the api processes together allow the limit and no more;
 * those past it are refused from memory, without a statement. Per key and window the database sees
 * at most the limit plus one request per process, however many come.
 */
export class RememberedRateLimit {
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly limits: RateLimits,
    private readonly rule: RateLimitRule,
  ) {}

  async hit(key: string, now: Date): Promise<RateVerdict> {
    const until = this.refusedUntil.get(key);
    if (until !== undefined) {
      if (until > now.getTime()) return { allowed: false, retryAfterMs: Math.max(1000, until - now.getTime()) };
      this.refusedUntil.delete(key);
    }
    const verdict = await this.limits.hit(key, this.rule, now);
    if (!verdict.allowed) {
      if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) {
        const oldest = this.refusedUntil.keys().next();
        if (!oldest.done) this.refusedUntil.delete(oldest.value);
      }
      this.refusedUntil.set(key, now.getTime() + verdict.retryAfterMs);
    }
    return verdict;
  }
}
