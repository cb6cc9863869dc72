// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export interface RestPlan {
  id: number;
  identifier: string;
  name: string;
  value_cents: number;
  users_limit: number;
  customers_limit: number | null;
  customers_limit_period: string;
  trial_days: number;
  recommended: boolean;
}

export interface RestPlanWithQuota extends RestPlan {
  quota: {
    customers_count: number;
    exceeded_customers_limit: boolean;
    /** The limit in force now, when the api tells it (a paid plan's first month is unlimited). */
    customers_limit?: number | null;
  };
}
