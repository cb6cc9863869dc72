export type PlanIdentifier = 'free' | 'lean' | 'team';

export const PLAN_IDENTIFIERS: readonly PlanIdentifier[] = ['free', 'lean', 'team'];

export const TRIAL_DAYS = 10;

export const SESSION_DURATION_HOURS = 12;

export function isPlanIdentifier(value: unknown): value is PlanIdentifier {
  return typeof value === 'string' && (PLAN_IDENTIFIERS as readonly string[]).includes(value);
}
