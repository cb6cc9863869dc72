import { PER_PAGE_DEFAULT } from '../../http/list-query.ts';
import { CUSTOMERS_PER_PAGE_MAX } from './list.ts';
import { PAGE_META, boolean, dateTime, day, integer, listOf, nullable, objectOf, oneOfTexts, queryOf, text } from '../../http/openapi.ts';

/** A customer as serializeCustomer answers it. */
export const customerSchema = objectOf(
  {
    id: integer,
    company_id: integer,
    name: text,
    image_url: { ...nullable(text), description: 'A signed link to the photo, good for the next hour.' },
    image_id: nullable(integer),
    created_at: dateTime,
    updated_at: dateTime,
    archived_at: { ...nullable(dateTime), description: 'When the customer was archived; null while active.' },
    fields_values: {
      type: 'object',
      description: "The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered.",
      additionalProperties: { anyOf: [text, listOf(text), { type: 'null' }] },
    },
  },
  { title: 'Customer' },
);

/** `GET /api/v1/customers`: one page of the company's customers. */
export const CUSTOMER_LIST_ANSWER = objectOf({ customers: listOf(customerSchema), meta: PAGE_META }, { title: 'CustomerList' });

/** What `GET /api/v1/customers` reads from its query string (list.ts). */
export const CUSTOMER_LIST_QUERY = queryOf({
  page: { ...integer, minimum: 1, description: 'From 1; 1 when left out.' },
  per_page: { ...integer, minimum: 1, maximum: CUSTOMERS_PER_PAGE_MAX, description: `${PER_PAGE_DEFAULT} when left out.` },
  search: { ...text, description: 'Words that must all appear in the name or the answers, accents and case aside.' },
  sort: { ...text, description: '`created_at` (the default, newest first), `name`, or `field:<id>` for the answers to a question.' },
  direction: oneOfTexts(['asc', 'desc']),
  created_from: { ...day, description: 'Registered from this day on (the practice calendar).' },
  created_to: { ...day, description: 'Registered up to this day, inclusive.' },
  archived: { ...boolean, description: 'true: the archived customers alone (for those who manage customers).' },
});
