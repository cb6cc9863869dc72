import { TASK_STATUSES } from '@practice/common';
import { dateTime, day, integer, listOf, nullable, objectOf, oneOfTexts, queryOf, text, type JsonSchema } from '../../http/openapi.ts';

/** A group of results: the first few, best first, and how many were found in all. */
const groupOf = (item: JsonSchema, title: string) => objectOf({ count: { ...integer, description: 'Found in all.' }, items: listOf(item) }, { title });

/** customers/search.ts's CustomerHit. */
const customerHit = objectOf({ id: integer, name: text, created_at: dateTime }, { title: 'CustomerSearchHit' });

/** tasks/search.ts's TaskHit with its status of today. */
const taskHit = objectOf(
  {
    id: integer,
    title: text,
    task_list_id: integer,
    task_list_name: text,
    due_date: nullable(day),
    completed_at: nullable(dateTime),
    customer_name: nullable(text),
    status: oneOfTexts(TASK_STATUSES),
    status_text: text,
    status_color: text,
  },
  { title: 'TaskSearchHit' },
);

/** `GET /api/v1/search`. */
export const SEARCH_ANSWER = objectOf(
  { customers: groupOf(customerHit, 'CustomerSearchGroup'), tasks: groupOf(taskHit, 'TaskSearchGroup') },
  { title: 'SearchAnswer' },
);

export const SEARCH_QUERY = queryOf({
  q: { ...text, minLength: 2, description: "Words that must all appear in a customer's name or answers, or a task's title or description; at least 2 characters." },
});
