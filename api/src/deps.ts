import type { AccessLog } from './access-log/index.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { MailQueue } from './mail/mailer.ts';
import type { BillingDeps } from './modules/billing/lifecycle.ts';
import type { ChangeBus } from './events/changes.ts';
import type { WriteOnce } from './http/idempotency.ts';
import type { WriteLog } from './http/read-cache.ts';
import type { Files } from './storage/index.ts';

/** What every module's routes receive, built once by buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  mail: MailQueue;
  files: Files;
  /** The payment provider and what settles subscriptions with it. */
  billing: BillingDeps;
  /** Where writes announce, after they commit, what they changed. */
  changes: ChangeBus;
  /** How a create declared idempotent writes: once per `Idempotency-Key`, its answer kept with it. */
  writeOnce: WriteOnce;
  /** Where reads of a customer's record are noted, written in batches. */
  accesses: AccessLog;
  /** The writes made through this process (and, with Redis, the others'): what a kept read is checked against. */
  writes: WriteLog;
}
