// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestCustomerNote = ApiAnswer<'/api/v1/customers/{customerId}/customer_notes'>['customer_notes'][number];

export type RestNoteAddendum = RestCustomerNote['addenda'][number];

/** One page of GET /api/v1/customers/{id}/customer_notes. */
export interface CustomerNoteListQuery {
  customerId: number;
  page: number;
  perPage: number;
}

export interface RestCustomerNotePage {
  notes: RestCustomerNote[];
  totalCount: number;
}
