import type { ActivityEvent } from '../../db/schema.ts';
import { dateTime, day, integer, listOf, nullable, objectOf, oneOfTexts, queryOf, text, type JsonSchema } from '../../http/openapi.ts';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from '../../http/cursor.ts';

const EVENTS: readonly ActivityEvent[] = ['create', 'update', 'destroy'];

/** A change as the history shows it (present.ts's presentChanges): pt-BR label and values, secrets hidden. */
const changeSchema = objectOf(
  {
    field_name: { ...text, description: "The field's label in pt-BR." },
    from: { ...nullable(text), description: 'The value before, as the screens show it; null when there was none.' },
    to: { ...nullable(text), description: 'The value after; null when there is none.' },
  },
  { title: 'ActivityChange' },
);

/** An activity's keys as serializeActivity answers them. */
const activityProperties: Record<string, JsonSchema> = {
  id: integer,
  event: oneOfTexts(EVENTS),
  event_text: { ...text, description: "'Criação', 'Atualização' or 'Exclusão'." },
  user_name: { ...text, description: "Who made the change; 'Usuário removido' for a user since deleted." },
  item_type: { ...text, description: "The kind of record: 'Customer', 'Task', 'User'..." },
  item_type_text: { ...text, description: "The kind of record in pt-BR, in the company's words." },
  item_id: integer,
  item_name: nullable(text),
  customer_id: nullable(integer),
  customer_name: nullable(text),
  created_at: dateTime,
  relative_time: { ...text, description: "'Há 5 minutos'." },
  summary: { ...text, description: 'The entry as one sentence in pt-BR, naming the record.' },
  changes: listOf(changeSchema),
};

/** An activity, as the history and the dashboard answer it. */
export const activitySchema = objectOf(activityProperties, { title: 'Activity' });

/** `GET /api/v1/activity_history`: newest first, a page at a time. */
export const ACTIVITY_HISTORY_ANSWER = objectOf(
  {
    activities: listOf(
      objectOf(
        { ...activityProperties, cursor: { ...text, description: 'Reads the rows after this one.' } },
        { title: 'ActivityHistoryEntry' },
      ),
    ),
    meta: objectOf(
      { next_cursor: { ...nullable(text), description: 'Reads the next page; null on the last.' } },
      { title: 'ActivityHistoryMeta' },
    ),
  },
  { title: 'ActivityHistory' },
);

/** What the history reads from its query string (history.ts's readHistoryQuery). */
export const ACTIVITY_HISTORY_QUERY = queryOf({
  event_type: { ...text, description: '`create`, `update` or `destroy`, or a comma separated list of them.' },
  item_type: { ...text, description: "A kind of record ('Customer', 'Task'...), or a comma separated list of up to 10." },
  from_date: { ...day, description: 'From this day on (the practice calendar).' },
  to_date: { ...day, description: 'Up to this day, inclusive.' },
  limit: { ...integer, minimum: 1, maximum: HISTORY_PAGE_MAX, description: `${HISTORY_PAGE_SIZE} when left out.` },
  cursor: { ...text, description: 'The `next_cursor` of the page before, or any row\'s `cursor`.' },
});
