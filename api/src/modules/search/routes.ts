import { taskStatusFields } from '@practice/common';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { getCaller } from '../../auth/hook.ts';
import { asInput, text } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { appointmentVisibility } from '../appointments/queries.ts';
import { searchAppointments } from '../appointments/search.ts';
import { searchCustomers } from '../customers/search.ts';
import { searchTasks } from '../tasks/search.ts';
import { SEARCH_ANSWER, SEARCH_QUERY } from './schemas.ts';

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
export const SEARCH_TERMS_MAX = 8;
/** Results shown per group (spec §9). */
export const SEARCH_GROUP_SIZE = 5;

export async function searchRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  /**
   * The global search: `q` (at least 2 characters) over the company's customers, tasks and the
   * appointments the caller may see, at most five of each, best first, with how many each group found.
   */
  app.get('/api/v1/search', { schema: { querystring: SEARCH_QUERY, response: { 200: SEARCH_ANSWER } } }, async (request) => {
    const caller = getCaller(request).user;
    const companyId = caller.company_id;
    const query = (text(asInput(request.query), 'q') ?? '').replace(/\s+/g, ' ').slice(0, SEARCH_MAX).trim();
    const errors = new FieldErrors({ q: 'Busca' });
    if (query.length < SEARCH_MIN) errors.add('q', VALIDATION.tooShort(SEARCH_MIN));
    errors.throwIfAny();
    const terms = query.split(' ').slice(0, SEARCH_TERMS_MAX);

    const now = clock();
    const [customers, tasks, appointments] = await Promise.all([
      searchCustomers(db, companyId, query, terms, SEARCH_GROUP_SIZE),
      searchTasks(db, companyId, query, terms, SEARCH_GROUP_SIZE),
      searchAppointments(db, appointmentVisibility(caller), terms, SEARCH_GROUP_SIZE, now),
    ]);
    return {
      customers,
      appointments,
      tasks: {
        count: tasks.count,
        items: tasks.items.map((task) => ({ ...task, ...taskStatusFields(task, now) })),
      },
    };
  });
}
