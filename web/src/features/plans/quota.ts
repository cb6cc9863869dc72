/** Spec sections 4 and 9: the free plan warns from 96% of its customer limit and is full at 100%. */
export const NEAR_LIMIT_PERCENT = 96;
export const FULL_PERCENT = 100;

export type QuotaLevel = 'ok' | 'near' | 'full';

/** Customers registered as a rounded share of the limit, capped at 100; null when there is no limit. */
export function customersUsage(count: number, limit: number | null | undefined): number | null {
  if (limit === null || limit === undefined || limit <= 0) return null;
  return Math.min(FULL_PERCENT, Math.round((count / limit) * 100));
}

export function quotaLevel(usage: number | null): QuotaLevel {
  if (usage === null || usage < NEAR_LIMIT_PERCENT) return 'ok';
  return usage >= FULL_PERCENT ? 'full' : 'near';
}
