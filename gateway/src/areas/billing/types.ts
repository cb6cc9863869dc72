// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

/** GET /api/v1/companies/{id}/subscriptions */
export type RestSubscription = ApiAnswer<'/api/v1/companies/{companyId}/subscriptions'>['subscription'];

export type RestPaymentMethod = ApiAnswer<'/api/v1/companies/{companyId}/payment_methods'>['payment_methods'][number];

/** GET /api/v1/billing/settings */
export type RestBillingSettings = ApiAnswer<'/api/v1/billing/settings'>['settings'];
