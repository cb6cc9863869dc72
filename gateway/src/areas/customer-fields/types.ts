// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestCustomerField = ApiAnswer<'/api/v1/companies/{companyId}/customer_fields'>['customer_fields'][number];

export type RestAnswerType = RestCustomerField['answer_type'];

export interface CustomerFieldChanges {
  question: string;
  answer_type: RestAnswerType;
  mandatory: boolean;
  options: string[];
}
