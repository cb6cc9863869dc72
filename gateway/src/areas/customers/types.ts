// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes"); the answers are named from the types generated from the api's description.

import type { ApiAnswer } from '../../rest/answers.ts';
import type { RestCustomerField } from '../customer-fields/index.ts';

/** An answer as fields_values keeps it: a list for multiple_response, a text for every other type. */
export type RestAnswer = string | string[] | null;

/** A customer as the api answers it (its lists and its own calls). */
export type RestCustomer = ApiAnswer<'/api/v1/customers'>['customers'][number];

export interface CustomerChanges {
  name: string;
  fields_values: Record<string, RestAnswer>;
  /** Removes the photo named by id. */
  attachment_attributes?: { id: number; _destroy: true };
}

/** One page of GET /api/v1/customers, as its query string asks for it. */
export interface CustomerListQuery {
  /** From 1. */
  page: number;
  perPage: number;
  search?: string;
  /** `name`, `created_at`, or `field:{id}` for the question whose answers order the list. */
  sort?: string;
  direction?: 'asc' | 'desc';
  /** Registered from this day on (`YYYY-MM-DD`, the practice's calendar). */
  createdFrom?: string;
  /** Registered up to this day, included. */
  createdTo?: string;
  /** The archived customers instead of the others. */
  archived?: boolean;
}

export interface RestCustomerPage {
  customers: RestCustomer[];
  totalCount: number;
}

export type RestCustomerAccess = ApiAnswer<'/api/v1/customers/{customerId}/accesses'>['accesses'][number];

export interface CustomerAccessQuery {
  customerId: number;
  limit: number;
  cursor?: string;
}

export interface RestCustomerAccessPage {
  accesses: RestCustomerAccess[];
  nextCursor: string | null;
}

/** An answer of the customer's, read against the company's question it answers. */
export interface CustomerAnswerRecord {
  field: RestCustomerField;
  values: string[];
}
