import { segment } from '../../rest/paths.ts';

export const paths = {
  plans: '/api/v1/plans',
  companyPlan: (companyId: number, planId: number) => `/api/v1/companies/${segment(companyId)}/plans/${segment(planId)}`,
};
