import { jsonb, type Executor } from '../db/index.ts';
import type { ActivityChange, ActivityEvent } from '../db/schema.ts';

export interface ActivityInput {
  companyId: number;
  /** Who made the change; null only for changes nobody signed in made. */
  userId: number | null;
  /** Who made it when `userId` is null ('Agendamento online', 'Maria (pelo paciente)'); the history shows it as the author. */
  authorName?: string | null;
  event: ActivityEvent;
  /** The record's kind as the history shows it: Company, User, Subscription, Customer... */
  itemType: string;
  itemId: number;
  itemName: string | null;
  customerId?: number | null;
  changes: ActivityChange[];
  /** When it happened, for a record written as of an earlier time (the demo's patients); the database's clock otherwise. */
  at?: Date;
}

/**
 * Writes one row of the company's activity history. Pass the transaction that makes the change,
 * so the history and the change are committed (or rolled back) together. An update that changed
 * nothing leaves no row.
 */
export async function recordActivity(db: Executor, input: ActivityInput): Promise<void> {
  await recordActivities(db, [input]);
}

/** Writes several rows of history in one statement, in order, as `recordActivity` writes each. */
export async function recordActivities(db: Executor, inputs: readonly ActivityInput[]): Promise<void> {
  const rows = inputs
    .filter((input) => !(input.event === 'update' && input.changes.length === 0))
    .map((input) => ({
      company_id: input.companyId,
      user_id: input.userId,
      author_name: input.userId === null ? (input.authorName ?? null) : null,
      event: input.event,
      item_type: input.itemType,
      item_id: input.itemId,
      item_name: input.itemName,
      customer_id: input.customerId ?? null,
      changes: jsonb(input.changes),
      ...(input.at ? { created_at: input.at } : {}),
    }));
  if (rows.length === 0) return;
  await db.insertInto('activities').values(rows).execute();
}

/** Shown instead of the value of a secret field (a password), so the history never holds it. */
export const FILTERED = '[FILTRADO]';

type Row = Record<string, unknown>;

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * The `changes` of an activity: each of `fields` whose value differs between `before` and `after`
 * (null before for a create, null after for a destroy). Secret fields record that they changed,
 * never their values.
 */
export function diffChanges(
  before: Row | null,
  after: Row | null,
  fields: readonly string[],
  options: { secret?: readonly string[] } = {},
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const from = plain(before?.[field]);
    const to = plain(after?.[field]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    if (options.secret?.includes(field)) {
      changes.push({ field_name: field, from: from === null ? null : FILTERED, to: to === null ? null : FILTERED });
    } else {
      changes.push({ field_name: field, from, to });
    }
  }
  return changes;
}

/**
 * The company's history rows, for the history to select from and narrow (`activities.*` are its
 * columns): the one way to read them outside this folder.
 */
export function companyActivities(db: Executor, companyId: number) {
  return db.selectFrom('activities').where('activities.company_id', '=', companyId);
}
