import { segment } from '../../rest/paths.ts';

export const paths = {
  customerExports: (customerId: number) => `/api/v1/customers/${segment(customerId)}/exports`,
  customerExport: (customerId: number, exportId: number) => `/api/v1/customers/${segment(customerId)}/exports/${segment(exportId)}`,
  companyExports: (companyId: number) => `/api/v1/companies/${segment(companyId)}/exports`,
  companyExport: (companyId: number, exportId: number) => `/api/v1/companies/${segment(companyId)}/exports/${segment(exportId)}`,
};
