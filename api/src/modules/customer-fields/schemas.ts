import { ANSWER_TYPES } from '@practice/common';
import { boolean, dateTime, inputOf, integer, type JsonSchema, listOf, objectOf, oneOfTexts, text } from '../../http/openapi.ts';

/** A question of the customer form as serializeCustomerField answers it. */
export const customerFieldSchema = objectOf(
  {
    id: integer,
    company_id: integer,
    question: text,
    answer_type: oneOfTexts(ANSWER_TYPES),
    mandatory: boolean,
    options: { ...listOf(text), description: "The choices, in order, for the choice types ('Outros' last); empty for the others." },
    created_at: dateTime,
    updated_at: dateTime,
  },
  { title: 'CustomerField' },
);

/** `{ customer_field }`: one question (read, created, changed or deleted). */
export const CUSTOMER_FIELD_ANSWER = objectOf({ customer_field: customerFieldSchema }, { title: 'CustomerFieldAnswer' });

/** `GET /api/v1/companies/{companyId}/customer_fields`: the whole form, in its order. */
export const CUSTOMER_FIELD_LIST_ANSWER = objectOf(
  { customer_fields: listOf(customerFieldSchema), meta: objectOf({ total_count: integer }) },
  { title: 'CustomerFieldList' },
);

const fieldInput: Record<string, JsonSchema> = {
  question: { ...text, maxLength: 500, description: 'Required.' },
  answer_type: oneOfTexts(ANSWER_TYPES),
  mandatory: { anyOf: [boolean, text], description: "A boolean, or as a form sends it ('true', '1', 'on'; 'false', '0', '')." },
  options: {
    anyOf: [listOf(text), text],
    description: 'The choices of a choice type (at most 100, each up to 255 characters): a list, or the list as JSON text (a form field). Blank ones are dropped.',
  },
};

/** What a create or a change reads (`customer_field[...]`, input.ts); keys left out of a change keep their value. */
export const CUSTOMER_FIELD_BODY = objectOf(
  { customer_field: inputOf(fieldInput, { title: 'CustomerFieldInput' }) },
  { optional: ['customer_field'] },
);
