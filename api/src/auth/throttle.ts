import { sql } from 'kysely';
import type { LoginThrottleConfig } from '../config.ts';
import type { Executor } from '../db/index.ts';

export type ThrottleVerdict = { locked: true; retryAfterMs: number } | { locked: false; delayMs: number };

interface Counter {
  key: string;
  slowdownAfter: number;
  lockoutAfter: number;
}

/**
 * Counts failed sign-ins per e-mail and per client IP in the database. A few failures slow every
 * further attempt down (a doubling wait); more lock the e-mail or IP out for a while.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Executor,
    private readonly config: LoginThrottleConfig,
  ) {}

  private counters(email: string, ip: string): Counter[] {
    const { slowdownAfter, lockoutAfter, ipLockoutAfter } = this.config;
    return [
      { key: `email:${email.trim().toLowerCase()}`, slowdownAfter, lockoutAfter },
      // An office may share one address, so an IP is slowed and locked later than one e-mail.
      { key: `ip:${ip}`, slowdownAfter: Math.max(slowdownAfter, Math.floor(ipLockoutAfter / 2)), lockoutAfter: ipLockoutAfter },
    ];
  }

  private get windowMs(): number {
    return this.config.lockoutMinutes * 60_000;
  }

  async check(email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
    const counters = this.counters(email, ip);
    const rows = await this.db
      .selectFrom('login_attempts')
      .selectAll()
      .where(
        'key',
        'in',
        counters.map((c) => c.key),
      )
      .execute();
    let retryAfterMs = 0;
    let delayMs = 0;
    for (const row of rows) {
      const counter = counters.find((c) => c.key === row.key);
      if (!counter) continue;
      if (row.locked_until && row.locked_until > now) {
        retryAfterMs = Math.max(retryAfterMs, row.locked_until.getTime() - now.getTime());
        continue;
      }
      const forgotten = row.locked_until !== null || now.getTime() - row.last_failed_at.getTime() >= this.windowMs;
      if (forgotten || row.failures < counter.slowdownAfter) continue;
      const doublings = Math.min(row.failures - counter.slowdownAfter, 16);
      delayMs = Math.max(delayMs, Math.min(this.config.maxDelayMs, this.config.delayMs * 2 ** doublings));
    }
    return retryAfterMs > 0 ? { locked: true, retryAfterMs } : { locked: false, delayMs };
  }

  async recordFailure(email: string, ip: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - this.windowMs);
    const lockedUntil = new Date(now.getTime() + this.windowMs);
    for (const counter of this.counters(email, ip)) {
      // A counter starts again once its lock-out has passed or its last failure is old.
      const failures = sql<number>`case
        when login_attempts.locked_until <= ${now} or login_attempts.last_failed_at <= ${windowStart} then 1
        else login_attempts.failures + 1 end`;
      await this.db
        .insertInto('login_attempts')
        .values({
          key: counter.key,
          failures: 1,
          last_failed_at: now,
          locked_until: counter.lockoutAfter <= 1 ? lockedUntil : null,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            last_failed_at: now,
            locked_until: sql<Date | null>`case
              when ${failures} >= ${counter.lockoutAfter} then ${lockedUntil}::timestamptz
              when login_attempts.locked_until > ${now} then login_attempts.locked_until
              else null end`,
          }),
        )
        .execute();
    }
    await this.db
      .deleteFrom('login_attempts')
      .where('last_failed_at', '<', windowStart)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
  }

  /** A correct password clears the e-mail's failures; the IP's stay, or one known account would reset them. */
  async clear(email: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '=', `email:${email.trim().toLowerCase()}`).execute();
  }
}

/** 'Muitas tentativas de login. Tente novamente em 15 minutos.' */
export function lockoutMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
