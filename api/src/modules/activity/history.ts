import { ACTIVITY_EVENT_LABELS } from '@practice/common';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { ActivityChange, ActivityEvent } from '../../db/schema.ts';
import { text, type Input } from '../../http/input.ts';
import { readPeriod, type Period } from '../../http/periods.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { companyActivities } from '../../activity-log/record.ts';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, decodeCursor, encodeCursor, type Cursor } from '../../http/cursor.ts';
import { customerNameOf, customerNames } from '../customers/queries.ts';
import { userNameOf, userNames } from '../users/queries.ts';
import {
  activitySummary,
  itemTypeText,
  presentChanges,
  referencedIds,
  relativeTime,
  type CompanyTerms,
  type ReferencedNames,
} from './present.ts';

const ITEM_TYPES_MAX = 10;
const ITEM_TYPE_PATTERN = /^[A-Za-z]{1,40}$/;
const EVENTS: readonly ActivityEvent[] = ['create', 'update', 'destroy'];

export interface HistoryQuery {
  events: ActivityEvent[];
  itemTypes: string[];
  period: Period;
  limit: number;
  after: Cursor | null;
}

/**
 * Reads `event_type` and `item_type` (each one value or a comma separated list), `from_date` and
 * `to_date` (days on the practice's calendar, both inclusive), `limit` (1 to 100, default 50) and
 * `cursor` (the `next_cursor` of the page before). Throws the 422 for a value it cannot read.
 */
export function readHistoryQuery(query: Input): HistoryQuery {
  const errors = new FieldErrors({
    event_type: 'Tipo de evento',
    item_type: 'Tipo de item',
    from_date: 'Data inicial',
    to_date: 'Data final',
    limit: 'Limite',
    cursor: 'Posição',
  });
  const list = (key: string) =>
    (text(query, key) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);

  const events = list('event_type');
  if (!events.every((event) => (EVENTS as readonly string[]).includes(event))) errors.add('event_type', VALIDATION.invalid);
  const itemTypes = list('item_type');
  if (itemTypes.length > ITEM_TYPES_MAX || !itemTypes.every((type) => ITEM_TYPE_PATTERN.test(type))) {
    errors.add('item_type', VALIDATION.invalid);
  }
  const period = readPeriod(query, 'from_date', 'to_date', errors);

  const limitText = text(query, 'limit') ?? '';
  const limit = limitText === '' ? HISTORY_PAGE_SIZE : /^\d{1,4}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= HISTORY_PAGE_MAX)) errors.add('limit', VALIDATION.invalid);

  const cursorText = text(query, 'cursor') ?? '';
  const after = cursorText === '' ? null : decodeCursor(cursorText.slice(0, 200));
  if (cursorText !== '' && after === null) errors.add('cursor', VALIDATION.invalid);
  errors.throwIfAny();
  return { events: events as ActivityEvent[], itemTypes, period, limit, after };
}

export interface ActivityRow {
  id: number;
  event: ActivityEvent;
  item_type: string;
  item_id: number;
  item_name: string | null;
  customer_id: number | null;
  changes: ActivityChange[];
  created_at: Date;
  user_id: number | null;
  user_name: string | null;
  customer_name: string | null;
  /** The names of the users and customers the page's changes point at by id. */
  names: ReferencedNames;
}

/**
 * The company's activities matching `query` that the caller may read (`visible`, from
 * visibleActivities), newest first, after the cursor. One statement that walks the
 * (company_id, created_at, id) index; names come from the users and customers still there.
 */
export async function listActivities(
  db: Executor,
  companyId: number,
  visible: RawBuilder<SqlBool>,
  query: Omit<HistoryQuery, 'events'> & { events?: ActivityEvent[] },
) {
  let select = companyActivities(db, companyId)
    .select((eb) => [
      'activities.id',
      'activities.event',
      'activities.item_type',
      'activities.item_id',
      'activities.item_name',
      'activities.customer_id',
      'activities.changes',
      'activities.created_at',
      'activities.user_id',
      // A change nobody signed in made names its author itself.
      sql<string | null>`coalesce((${userNameOf(db, eb.ref('activities.user_id'))}), activities.author_name)`.as('user_name'),
      customerNameOf(db, eb.ref('activities.customer_id')).where('customers.company_id', '=', companyId).as('customer_name'),
    ])
    .where(visible);
  if (query.events?.length) select = select.where('activities.event', 'in', query.events);
  if (query.itemTypes.length) select = select.where('activities.item_type', 'in', query.itemTypes);
  if (query.period.from) select = select.where('activities.created_at', '>=', query.period.from);
  if (query.period.until) select = select.where('activities.created_at', '<', query.period.until);
  if (query.after) {
    const { createdAt, id } = query.after;
    select = select.where(sql<boolean>`(activities.created_at, activities.id) < (${createdAt}, ${id})`);
  }
  const found = await select.orderBy('activities.created_at', 'desc').orderBy('activities.id', 'desc').limit(query.limit).execute();
  const names = await referencedNames(db, companyId, found);
  const rows: ActivityRow[] = found.map((row) => ({ ...row, names }));
  const last = rows.at(-1);
  const nextCursor = rows.length === query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return { rows, nextCursor };
}

/**
 * The names of the users and customers a page's changes point at by id (a task's assignees and
 * customer), read from the company's own rows; one gone since is told as removed.
 */
async function referencedNames(
  db: Executor,
  companyId: number,
  rows: readonly { item_type: string; changes: ActivityChange[] }[],
): Promise<ReferencedNames> {
  const ids = referencedIds(rows);
  const [users, customers] = await Promise.all([userNames(db, companyId, ids.users), customerNames(db, companyId, ids.customers)]);
  return { users, customers };
}

/** An activity as the history answers it. */
export function serializeActivity(row: ActivityRow, terms: CompanyTerms, now: Date) {
  return {
    id: row.id,
    event: row.event,
    event_text: ACTIVITY_EVENT_LABELS[row.event],
    user_name: row.user_name ?? 'Usuário removido',
    item_type: row.item_type,
    item_type_text: itemTypeText(row.item_type, terms),
    item_id: row.item_id,
    item_name: row.item_name,
    customer_id: row.customer_id,
    // A deleted customer's own rows still name it.
    customer_name: row.customer_name ?? (row.item_type === 'Customer' ? row.item_name : null),
    created_at: row.created_at,
    relative_time: relativeTime(row.created_at, now),
    // The entry as a sentence in pt-BR, naming the record; the changes list what it changed.
    summary: activitySummary({ ...row, self: row.item_type === 'User' && row.user_id === row.item_id }, terms),
    changes: presentChanges(row.item_type, row.changes, terms, row.names),
  };
}
