import type { Clock } from '../../clock.ts';
import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { createIuguProvider } from './iugu.ts';
import { sweep, type BillingDeps } from './lifecycle.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

export type { BillingDeps } from './lifecycle.ts';

/** The adapter `PAYMENT_PROVIDER` names: the local sandbox by default, or Iugu's API. */
export function createPaymentProvider(config: PaymentConfig, db: Db, clock: Clock): PaymentProvider {
  return config.provider === 'iugu' ? createIuguProvider(config) : createSandboxProvider(db, clock);
}

/**
 * Settles ended trials and paid periods now and then every `intervalMs` (0: only now). A run still
 * going when the next is due makes that one skip. Returns what stops it.
 */
export function startBillingSweep(deps: BillingDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = sweep(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'billing sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = intervalMs > 0 ? setInterval(run, intervalMs) : null;
  timer?.unref();
  return async () => {
    if (timer) clearInterval(timer);
    await running;
  };
}
