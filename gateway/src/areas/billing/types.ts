// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { RestPlan } from '../plans/index.ts';

/** GET /api/v1/companies/{id}/subscriptions */
export interface RestSubscription {
  id: number;
  plan_identifier: string;
  plan: RestPlan;
  status: string;
  active: boolean;
  suspended: boolean;
  trial_ends_at: string | null;
  trial_days_left: number | null;
  next_charge: string | null;
  cancel_at_period_end: boolean;
  created_at: string;
}

export interface RestPaymentMethod {
  id: number;
  description: string;
  item_type: 'credit_card';
  data: { brand: string; display_number: string };
  is_default: boolean;
  created_at: string;
}

/** GET /api/v1/billing/settings */
export interface RestBillingSettings {
  provider: 'sandbox' | 'iugu';
  account_id: string;
  test_mode: boolean;
}
