import { APPOINTMENT_STATUSES, TASK_STATUSES } from '@practice/common';
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

/** appointments/search.ts's AppointmentHit. */
const appointmentHit = objectOf(
  {
    id: integer,
    starts_at: { ...dateTime, description: 'In São Paulo time, with its offset.' },
    ends_at: dateTime,
    customer_id: integer,
    customer_name: text,
    user_id: integer,
    professional_name: text,
    status: oneOfTexts(APPOINTMENT_STATUSES),
    status_text: text,
    status_color: text,
  },
  { title: 'AppointmentSearchHit' },
);

/** `GET /api/v1/search`. */
export const SEARCH_ANSWER = objectOf(
  {
    customers: groupOf(customerHit, 'CustomerSearchGroup'),
    tasks: groupOf(taskHit, 'TaskSearchGroup'),
    appointments: { ...groupOf(appointmentHit, 'AppointmentSearchGroup'), description: "By the patient's or the professional's name; a limited user's own only. Coming ones first." },
  },
  { title: 'SearchAnswer' },
);

export const SEARCH_QUERY = queryOf({
  q: {
    ...text,
    minLength: 2,
    description: "Words that must all appear in a customer's name or answers, a task's title or description, or an appointment's patient's or professional's name; at least 2 characters.",
  },
});
