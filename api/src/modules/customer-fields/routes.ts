import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId, requireCompany } from '../../auth/hook.ts';
import { jsonb } from '../../db/index.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { section } from '../../http/input.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { CUSTOMER_FIELD_TRACKED, createCustomerField, customerFieldActivity } from './create.ts';
import { readCustomerField } from './input.ts';
import { findCustomerField, listCustomerFields, serializeCustomerField } from './queries.ts';
import { CUSTOMER_FIELD_ANSWER, CUSTOMER_FIELD_BODY, CUSTOMER_FIELD_LIST_ANSWER } from './schemas.ts';

type CompanyParams = { Params: { companyId: string } };
type FieldParams = { Params: { companyId: string; fieldId: string } };

function fieldTarget(request: FastifyRequest<FieldParams>) {
  const companyId = requireCompany(request, request.params.companyId);
  return { companyId, fieldId: parseId(request.params.fieldId) };
}

export async function customerFieldsRoutes(app: FastifyInstance, { db, writeOnce }: AppDeps): Promise<void> {
  app.get<CompanyParams>('/api/v1/companies/:companyId/customer_fields', { schema: { response: { 200: CUSTOMER_FIELD_LIST_ANSWER } } }, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    authorize(request, 'read', subject('CustomerField', { company_id: companyId }));
    const fields = await listCustomerFields(db, companyId);
    return { customer_fields: fields.map(serializeCustomerField), meta: { total_count: fields.length } };
  });

  app.get<FieldParams>('/api/v1/companies/:companyId/customer_fields/:fieldId', { schema: { response: { 200: CUSTOMER_FIELD_ANSWER } } }, async (request) => {
    const { companyId, fieldId } = fieldTarget(request);
    const field = await findCustomerField(db, companyId, fieldId);
    authorize(request, 'read', subject('CustomerField', field));
    return { customer_field: serializeCustomerField(field) };
  });

  const createRoute = { config: IDEMPOTENT, schema: { body: CUSTOMER_FIELD_BODY, response: { 201: CUSTOMER_FIELD_ANSWER } } };
  app.post<CompanyParams>('/api/v1/companies/:companyId/customer_fields', createRoute, async (request, reply) => {
    const companyId = requireCompany(request, request.params.companyId);
    authorize(request, 'create', subject('CustomerField', { company_id: companyId }));
    const caller = getCaller(request);
    const values = readCustomerField(section(request.body, 'customer_field'));
    return writeOnce(request, reply, async (trx) => {
      const field = await createCustomerField(trx, { companyId, userId: caller.user.id, values });
      reply.status(201);
      return { customer_field: serializeCustomerField(field) };
    });
  });

  const update = async (request: FastifyRequest<FieldParams>) => {
    const { companyId, fieldId } = fieldTarget(request);
    const caller = getCaller(request);
    const input = section(request.body, 'customer_field');
    const field = await db.transaction().execute(async (trx) => {
      const before = await findCustomerField(trx, companyId, fieldId, { forUpdate: true });
      authorize(request, 'update', subject('CustomerField', before));
      const values = readCustomerField(input, before);
      const after = await trx
        .updateTable('customer_fields')
        .set({ ...values, options: jsonb(values.options), updated_at: sql<Date>`now()` })
        .where('id', '=', fieldId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordActivity(trx, {
        companyId,
        userId: caller.user.id,
        event: 'update',
        ...customerFieldActivity(after),
        changes: diffChanges(before, after, CUSTOMER_FIELD_TRACKED),
      });
      return after;
    });
    return { customer_field: serializeCustomerField(field) };
  };
  const updateRoute = { schema: { body: CUSTOMER_FIELD_BODY, response: { 200: CUSTOMER_FIELD_ANSWER } } };
  app.patch<FieldParams>('/api/v1/companies/:companyId/customer_fields/:fieldId', updateRoute, update);
  app.put<FieldParams>('/api/v1/companies/:companyId/customer_fields/:fieldId', updateRoute, update);
  // DELETE is the customers' route (customers/routes.ts): deleting a question takes its answers out
  // of every customer, and customers stand above the form they answer.
}
