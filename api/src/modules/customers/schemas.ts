import { PER_PAGE_DEFAULT } from '../../http/list-query.ts';
import { CUSTOMERS_PER_PAGE_MAX } from './list.ts';
import { boolean, dateTime, day, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, PAGE_META, queryOf, text } from '../../http/openapi.ts';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from '../../http/cursor.ts';

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

/** `{ customer }`: the customer read, created, changed, archived, restored or deleted. */
export const CUSTOMER_ANSWER = objectOf({ customer: customerSchema }, { title: 'CustomerAnswer' });

const imageInput: Record<string, JsonSchema> = {
  attachment: {
    ...text,
    description: 'The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64.',
  },
  id: { anyOf: [integer, text], description: "With `_destroy`: the photo to remove, which must be the current one; left out, the current one." },
  _destroy: { anyOf: [boolean, text], description: "true (or '1'): remove the photo." },
};

const customerInput: Record<string, JsonSchema> = {
  name: { ...text, maxLength: 255, description: 'Required.' },
  fields_values: {
    description:
      "Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers.",
    anyOf: [{ type: 'object', additionalProperties: { anyOf: [text, listOf(text), { type: 'null' }] } }, text],
  },
  attachment_attributes: inputOf(imageInput, { title: 'ImageAttributesInput' }),
};

/** What a create or a change reads (`customer[...]`, input.ts; the photo in attachments/images.ts): JSON, a form or multipart. */
export const CUSTOMER_BODY = objectOf(
  { customer: inputOf(customerInput, { title: 'CustomerInput' }) },
  { optional: ['customer'] },
);

/** How a body with a file may come: JSON (the file as a data URL or base64) or multipart (a file part). */
export const FILE_BODY_TYPES = ['application/json', 'multipart/form-data'];

const accessSchema = objectOf(
  {
    id: integer,
    user_name: { ...text, description: 'The reader, by the name they had then.' },
    action: { ...text, description: "What was read, in pt-BR ('Visualizou o cadastro', …)." },
    created_at: dateTime,
    ip: nullable(text),
  },
  { title: 'CustomerAccess' },
);

/** `GET /api/v1/customers/{customerId}/accesses`: who read the record, newest first. */
export const ACCESS_LIST_ANSWER = objectOf(
  {
    accesses: listOf(accessSchema),
    meta: objectOf({ next_cursor: { ...nullable(text), description: 'The `cursor` of the next page; null on the last.' } }, { title: 'CursorMeta' }),
  },
  { title: 'CustomerAccessList' },
);

/** What the access log reads from its query string (accesses.ts's readAccessQuery). */
export const ACCESS_LIST_QUERY = queryOf({
  limit: { ...integer, minimum: 1, maximum: HISTORY_PAGE_MAX, description: `Entries per page; ${HISTORY_PAGE_SIZE} when left out.` },
  cursor: { ...text, description: 'The `next_cursor` of the page before; left out for the newest.' },
});
