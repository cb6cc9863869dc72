// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestPlan = ApiAnswer<'/api/v1/plans'>['plans'][number];

/** The company's plan with how much of its customer limit is used. */
export type RestPlanWithQuota = ApiAnswer<'/api/v1/companies/{companyId}/plans/{planId}'>['plan'];
