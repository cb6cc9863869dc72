import { segment } from '../../rest/paths.ts';

export const paths = {
  customerFields: (companyId: number) => `/api/v1/companies/${segment(companyId)}/customer_fields`,
  customerField: (companyId: number, fieldId: number) =>
    `/api/v1/companies/${segment(companyId)}/customer_fields/${segment(fieldId)}`,
};
