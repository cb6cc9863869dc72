export type PlanIdentifier = 'free' | 'lean' | 'team';

export const PLAN_IDENTIFIERS: readonly PlanIdentifier[] = ['free', 'lean', 'team'];

/** Each plan's name (spec section 1): the catalog's, the signup page's and the history's. */
export const PLAN_NAMES: Record<PlanIdentifier, string> = { free: 'Gratuito', lean: 'Lean', team: 'Team' };

export const TRIAL_DAYS = 10;

export const SESSION_DURATION_HOURS = 12;

export function isPlanIdentifier(value: unknown): value is PlanIdentifier {
  return typeof value === 'string' && (PLAN_IDENTIFIERS as readonly string[]).includes(value);
}
