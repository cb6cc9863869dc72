import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Input } from '../../http/input.ts';
import { readListQuery, type ListQuery } from '../../http/list-query.ts';
import { NOTE_COLUMNS, type NoteRow } from './queries.ts';

export type NotePageQuery = ListQuery<'created_at'>;

/** `page` and `per_page` as every list reads them; newest first unless `direction=asc`. */
export function readNotePage(query: Input): NotePageQuery {
  return readListQuery(query, {
    parse: (value) => (value === 'created_at' ? 'created_at' : undefined),
    fallback: { sort: 'created_at', direction: 'desc' },
  });
}

/** One page of a customer's notes by date, over the (customer_id, created_at desc, id desc) index. */
export async function listNotes(
  db: Executor,
  companyId: number,
  customerId: number,
  query: NotePageQuery,
): Promise<{ notes: NoteRow[]; totalCount: number }> {
  const scoped = db.selectFrom('customer_notes').where('customer_id', '=', customerId).where('company_id', '=', companyId);
  const [{ count }, notes] = await Promise.all([
    scoped.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    scoped
      .select(NOTE_COLUMNS)
      .orderBy('created_at', query.direction)
      .orderBy('id', query.direction)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return { notes, totalCount: count };
}
