import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { abilityOf } from '../../auth/abilities.ts';
import { getCaller } from '../../auth/hook.ts';
import { asInput } from '../../http/input.ts';
import { companyTerms } from '../companies/queries.ts';
import { encodeCursor } from '../../http/cursor.ts';
import { listActivities, readHistoryQuery, serializeActivity } from './history.ts';
import { visibleActivities } from './visibility.ts';
import { ACTIVITY_HISTORY_ANSWER, ACTIVITY_HISTORY_QUERY } from './schemas.ts';

export async function activityRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  /**
   * Everyone signed in reads the history of their own company (spec: login only), each row only
   * when the caller may read its record elsewhere.
   */
  app.get('/api/v1/activity_history', { schema: { querystring: ACTIVITY_HISTORY_QUERY, response: { 200: ACTIVITY_HISTORY_ANSWER } } }, async (request) => {
    const companyId = getCaller(request).user.company_id;
    const query = readHistoryQuery(asInput(request.query));
    const visible = visibleActivities(abilityOf(request));
    const [terms, { rows, nextCursor }] = await Promise.all([companyTerms(db, companyId), listActivities(db, companyId, visible, query)]);
    const now = clock();
    return {
      // Each row's cursor reads the rows after it, so a client can resume from any of them.
      activities: rows.map((row) => ({ ...serializeActivity(row, terms, now), cursor: encodeCursor({ createdAt: row.created_at, id: row.id }) })),
      meta: { next_cursor: nextCursor },
    };
  });
}
