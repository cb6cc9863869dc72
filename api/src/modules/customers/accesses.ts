import type { FastifyInstance } from 'fastify';
import { accessActionText, listAccesses } from '../../access-log/index.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId } from '../../auth/hook.ts';
import type { AppDeps } from '../../deps.ts';
import { asInput, has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, decodeCursor } from '../../http/cursor.ts';
import { assertVisible, findCustomer } from './queries.ts';
import { ACCESS_LIST_ANSWER, ACCESS_LIST_QUERY } from './schemas.ts';

export interface AccessQuery {
  limit: number;
  after: { createdAt: Date; id: number } | null;
}

/** `limit` (1 to 100, default 50) and `cursor` (the `next_cursor` of the page before), as the history reads them. */
export function readAccessQuery(query: Input): AccessQuery {
  const errors = new FieldErrors({ limit: 'Limite', cursor: 'Posição' });
  // A list or an object where a value belongs is refused, not read as missing.
  for (const key of ['limit', 'cursor']) if (has(query, key) && text(query, key) === undefined) errors.add(key, VALIDATION.invalid);
  const limitText = text(query, 'limit') ?? '';
  const limit = limitText === '' ? HISTORY_PAGE_SIZE : /^\d{1,4}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= HISTORY_PAGE_MAX) && !errors.has('limit')) errors.add('limit', VALIDATION.invalid);
  const cursorText = text(query, 'cursor') ?? '';
  const after = cursorText === '' || cursorText.length > 200 ? null : decodeCursor(cursorText);
  if (cursorText !== '' && after === null) errors.add('cursor', VALIDATION.invalid);
  errors.throwIfAny();
  return { limit, after };
}

/**
 * `GET /api/v1/customers/{id}/accesses`: who read the customer's record, for those who manage the
 * company's customers (not limited users). The log has no call that changes or deletes an entry.
 */
export async function customerAccessesRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const schema = { querystring: ACCESS_LIST_QUERY, response: { 200: ACCESS_LIST_ANSWER } };
  app.get<{ Params: { customerId: string } }>('/api/v1/customers/:customerId/accesses', { schema }, async (request) => {
    const companyId = getCaller(request).user.company_id;
    const customer = await findCustomer(db, companyId, parseId(request.params.customerId));
    assertVisible(request, customer);
    authorize(request, 'manage', subject('Customer', customer));
    const { rows, nextCursor } = await listAccesses(db, companyId, customer.id, readAccessQuery(asInput(request.query)));
    return {
      accesses: rows.map((row) => ({
        id: row.id,
        user_name: row.user_name,
        action: accessActionText(row.action, row.detail),
        created_at: row.created_at,
        ip: row.ip,
      })),
      meta: { next_cursor: nextCursor },
    };
  });
}
