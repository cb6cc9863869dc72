import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId } from '../../auth/hook.ts';
import type { Database } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { baseError } from '../../http/validation.ts';
import { CUSTOMER_COLUMNS, countUpcomingAppointments, findCustomer, photoKeys, serializeCustomer, upcomingAppointmentsRefusal } from './queries.ts';
import { recordActivity } from '../../activity-log/record.ts';
import { CUSTOMER_ANSWER } from './schemas.ts';

type CustomerParams = { Params: { customerId: string } };

/**
 * `POST /api/v1/customers/{id}/archive` and `.../unarchive`, for those who manage the company's
 * customers (records retention): an archived customer leaves the lists, the search, the reports
 * and the dashboard's counts, takes no change until restored, and keeps its notes. Archiving one
 * already archived (or restoring one that is not) changes nothing and answers the customer. A
 * customer with appointments ahead (scheduled or confirmed) is not archived until they are canceled
 * or moved: cancelling them on the way would leave a patient expecting a visit nobody told them about.
 */
export async function archiveRoutes(app: FastifyInstance, { db, clock, files, writeOnce }: AppDeps): Promise<void> {
  const route = (archive: boolean) => async (request: FastifyRequest<CustomerParams>, reply: FastifyReply) => {
    const { user } = getCaller(request);
    const companyId = user.company_id;
    const customerId = parseId(request.params.customerId);
    authorize(request, 'manage', subject('Customer', await findCustomer(db, companyId, customerId, { archived: true })));
    const change = async (trx: Transaction<Database>) => {
      const before = await findCustomer(trx, companyId, customerId, { forUpdate: true, archived: true });
      authorize(request, 'manage', subject('Customer', before));
      if ((before.archived_at !== null) === archive) return before;
      const now = clock();
      // Archiving does not cancel what is booked: the practice is told, and decides with the patient.
      if (archive) {
        const upcoming = await countUpcomingAppointments(trx, companyId, customerId, now);
        if (upcoming > 0) throw baseError(upcomingAppointmentsRefusal(upcoming));
      }
      const archivedAt = archive ? now : null;
      const after = await trx
        .updateTable('customers')
        .set({ archived_at: archivedAt })
        .where('id', '=', customerId)
        .returning(CUSTOMER_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordActivity(trx, {
        companyId,
        userId: user.id,
        event: 'update',
        itemType: 'Customer',
        itemId: after.id,
        itemName: after.name,
        customerId: after.id,
        changes: [{ field_name: 'archived_at', from: before.archived_at?.toISOString() ?? null, to: archivedAt?.toISOString() ?? null }],
      });
      return after;
    };
    return writeOnce(request, reply, async (trx) => {
      const customer = await change(trx);
      return { customer: serializeCustomer(customer, await photoKeys(trx, [customer]), files.urls) };
    });
  };

  const options = { config: IDEMPOTENT, schema: { response: { 200: CUSTOMER_ANSWER } } };
  app.post<CustomerParams>('/api/v1/customers/:customerId/archive', options, route(true));
  app.post<CustomerParams>('/api/v1/customers/:customerId/unarchive', options, route(false));
}
