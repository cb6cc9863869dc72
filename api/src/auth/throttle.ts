import { sql } from 'kysely';
import type { LoginThrottleConfig } from '../config.ts';
import type { Executor } from '../db/index.ts';

export type ThrottleVerdict = { locked: true; retryAfterMs: number } | { locked: false; delayMs: number };

interface Counter {
  key: string;
  slowdownAfter: number;
  /** Null for a counter that only slows attempts down. */
  lockoutAfter: number | null;
}

/**
 * Counts sign-in attempts per e-mail, per (e-mail, client IP) pair and per client IP in the
 * database. An attempt counts as a failure until its password proves right, and it is counted
 * before the password is checked, so a burst of parallel guesses cannot slip past the limit.
 *
 * A few failures slow every further attempt down (a doubling wait), whichever counter they are on.
 * Only the pair and the IP are locked out: locking the e-mail itself would let anyone with a few
 * addresses keep any account, administrators included, out for good, while the owner signing in
 * from a clean address still gets in after at most the slow-down's wait.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Executor,
    private readonly config: LoginThrottleConfig,
  ) {}

  private emailCounter(email: string): Counter {
    return { key: `email:${normalized(email)}`, slowdownAfter: this.config.slowdownAfter, lockoutAfter: null };
  }

  private pairCounter(email: string, ip: string): Counter {
    const { slowdownAfter, lockoutAfter } = this.config;
    return { key: `pair:${normalized(email)}|${ip}`, slowdownAfter, lockoutAfter };
  }

  private ipCounter(ip: string): Counter {
    const { slowdownAfter, ipLockoutAfter } = this.config;
    // An office may share one address, so an IP is slowed and locked later than one e-mail.
    return {
      key: `ip:${ip}`,
      slowdownAfter: Math.max(slowdownAfter, Math.floor(ipLockoutAfter / 2)),
      lockoutAfter: ipLockoutAfter,
    };
  }

  private get windowMs(): number {
    return this.config.lockoutMinutes * 60_000;
  }

  /** Counts one attempt and says whether it may go on, and after how long a wait. */
  async attempt(email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
    const windowStart = new Date(now.getTime() - this.windowMs);
    const lockEnd = new Date(now.getTime() + this.windowMs);
    let retryAfterMs = 0;
    let delayMs = 0;
    for (const counter of [this.emailCounter(email), this.pairCounter(email, ip), this.ipCounter(ip)]) {
      // A counter starts again once its lock-out has passed or its last attempt is old.
      const failures = sql<number>`case
        when login_attempts.locked_until <= ${now} or login_attempts.last_failed_at <= ${windowStart} then 1
        else login_attempts.failures + 1 end`;
      const row = await this.db
        .insertInto('login_attempts')
        .values({
          key: counter.key,
          failures: 1,
          last_failed_at: now,
          locked_until: counter.lockoutAfter !== null && counter.lockoutAfter <= 1 ? lockEnd : null,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            last_failed_at: now,
            locked_until:
              counter.lockoutAfter === null
                ? null
                : sql<Date | null>`case
                    when login_attempts.locked_until > ${now} then login_attempts.locked_until
                    when ${failures} >= ${counter.lockoutAfter} then ${lockEnd}::timestamptz
                    else null end`,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      if (counter.lockoutAfter !== null && row.failures > counter.lockoutAfter && row.locked_until) {
        retryAfterMs = Math.max(retryAfterMs, row.locked_until.getTime() - now.getTime());
      } else if (row.failures > counter.slowdownAfter) {
        const doublings = Math.min(row.failures - counter.slowdownAfter - 1, 16);
        delayMs = Math.max(delayMs, Math.min(this.config.maxDelayMs, this.config.delayMs * 2 ** doublings));
      }
    }
    await this.db
      .deleteFrom('login_attempts')
      .where('last_failed_at', '<', windowStart)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
    return retryAfterMs > 0 ? { locked: true, retryAfterMs } : { locked: false, delayMs };
  }

  /**
   * A right password proves only the address it came from: it clears that (e-mail, address) pair
   * and takes the pair's failures off the e-mail's count, which then holds only the failures made
   * from other addresses and ages out 15 minutes after the last of them. So the owner signing in
   * neither lifts an attacker's lock-out on another address nor starts the attacker's slow-down
   * again. It takes its own attempts off the IP's count; the IP's other failures stay, or one known
   * account would wipe them. A two-step sign-in made `attempts` attempts (the password's and the
   * code's), all taken off once the code is right.
   */
  async succeeded(email: string, ip: string, attempts = 1): Promise<void> {
    await this.clearPair(email, ip);
    const { key, lockoutAfter } = this.ipCounter(ip);
    await this.db
      .updateTable('login_attempts')
      .set({
        failures: sql<number>`greatest(failures - ${attempts}, 0)`,
        locked_until: sql<Date | null>`case when failures - ${attempts} >= ${lockoutAfter} then locked_until else null end`,
      })
      .where('key', '=', key)
      .execute();
  }

  /**
   * Forgets the failures of one (e-mail, address) pair, as a right password or a password reset
   * from that address does, and takes them off the e-mail's count.
   */
  async clearPair(email: string, ip: string): Promise<void> {
    const cleared = await this.db
      .deleteFrom('login_attempts')
      .where('key', '=', this.pairCounter(email, ip).key)
      .returning('failures')
      .executeTakeFirst();
    const emailKey = this.emailCounter(email).key;
    // Every attempt counts on its pair and on the e-mail at once, so the pairs still kept say when
    // the e-mail's remaining failures were made; with none kept, nothing recent is left.
    const pairPrefix = `pair:${normalized(email)}|`;
    const lastOtherFailure = sql<Date | null>`(select max(pair.last_failed_at) from login_attempts as pair
      where left(pair.key, ${pairPrefix.length}) = ${pairPrefix})`;
    await this.db
      .updateTable('login_attempts')
      .set({
        failures: sql<number>`greatest(failures - ${cleared?.failures ?? 0}, 0)`,
        last_failed_at: sql<Date>`coalesce(${lastOtherFailure}, last_failed_at)`,
      })
      .where('key', '=', emailKey)
      .execute();
    await this.db
      .deleteFrom('login_attempts')
      .where('key', '=', emailKey)
      .where((eb) => eb.or([eb('failures', '=', 0), eb(lastOtherFailure, 'is', null)]))
      .execute();
  }
}

function normalized(email: string): string {
  return email.trim().toLowerCase();
}

/** 'Muitas tentativas de login. Tente novamente em 15 minutos.' */
export function lockoutMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
