import { segment } from '../../rest/paths.ts';

export const paths = {
  company: (companyId: number) => `/api/v1/companies/${segment(companyId)}`,
  subscriptionStatus: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscription_status`,
};
