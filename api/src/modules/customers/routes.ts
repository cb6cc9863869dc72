import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId } from '../../auth/hook.ts';
import { jsonb, type Executor } from '../../db/index.ts';
import type { ActivityChange, CustomerField } from '../../db/schema.ts';
import { asInput, section } from '../../http/input.ts';
import { diffChanges, recordActivity } from '../activity/record.ts';
import { findCompany } from '../companies/queries.ts';
import { listCustomerFields } from '../customer-fields/queries.ts';
import { assertCanAddCustomer } from '../plans/quota.ts';
import { readCustomer, type CustomerValues } from './input.ts';
import { listCustomers, readListQuery } from './list.ts';
import { CUSTOMER_COLUMNS, findCustomer, type CustomerRow } from './queries.ts';

type CustomerParams = { Params: { customerId: string } };

export function serializeCustomer(customer: CustomerRow) {
  return {
    id: customer.id,
    company_id: customer.company_id,
    name: customer.name,
    image_url: null,
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    fields_values: customer.fields_values,
  };
}

/**
 * The history's changes: the name, then one entry per answer that changed, named by its question's
 * text as the form shows it.
 */
function customerChanges(
  before: CustomerValues | null,
  after: CustomerValues | null,
  fields: readonly CustomerField[],
): ActivityChange[] {
  const flat = (customer: CustomerValues | null) => customer && { name: customer.name, ...customer.fields_values };
  const questions = new Map(fields.map((field) => [String(field.id), field.question]));
  const keys = ['name', ...fields.map((field) => String(field.id))];
  return diffChanges(flat(before), flat(after), keys).map((change) => ({
    ...change,
    field_name: questions.get(change.field_name) ?? change.field_name,
  }));
}

/** The company whose customers the caller sees: always the caller's own, from the token. */
function scope(request: FastifyRequest) {
  const caller = getCaller(request);
  return { caller, companyId: caller.user.company_id };
}

async function recordCustomerActivity(
  trx: Executor,
  request: FastifyRequest,
  event: 'create' | 'update' | 'destroy',
  customer: CustomerRow,
  changes: ActivityChange[],
) {
  const { caller, companyId } = scope(request);
  await recordActivity(trx, {
    companyId,
    userId: caller.user.id,
    event,
    itemType: 'Customer',
    itemId: customer.id,
    itemName: customer.name,
    customerId: customer.id,
    changes,
  });
}

export async function customersRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  app.get('/api/v1/customers', async (request) => {
    const { companyId } = scope(request);
    authorize(request, 'read', subject('Customer', { company_id: companyId }));
    const query = readListQuery(asInput(request.query), await listCustomerFields(db, companyId));
    const { customers, totalCount } = await listCustomers(db, companyId, query);
    return {
      customers: customers.map(serializeCustomer),
      meta: {
        total_count: totalCount,
        page: query.page,
        per_page: query.perPage,
        total_pages: Math.ceil(totalCount / query.perPage),
      },
    };
  });

  app.get<CustomerParams>('/api/v1/customers/:customerId', async (request) => {
    const { companyId } = scope(request);
    const customer = await findCustomer(db, companyId, parseId(request.params.customerId));
    authorize(request, 'read', subject('Customer', customer));
    return { customer: serializeCustomer(customer) };
  });

  app.post('/api/v1/customers', async (request, reply) => {
    const { companyId } = scope(request);
    authorize(request, 'create', subject('Customer', { company_id: companyId }));
    const input = section(request.body, 'customer');
    const customer = await db.transaction().execute(async (trx) => {
      // The lock makes registrations of one company wait for each other, so the limit holds.
      const company = await findCompany(trx, companyId, { forUpdate: true });
      const now = clock();
      await assertCanAddCustomer(trx, company, now);
      const fields = await listCustomerFields(trx, companyId);
      const values = readCustomer(input, fields);
      const created = await trx
        .insertInto('customers')
        .values({
          company_id: companyId,
          name: values.name,
          fields_values: jsonb(values.fields_values),
          created_at: now,
          updated_at: now,
        })
        .returning(CUSTOMER_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordCustomerActivity(trx, request, 'create', created, customerChanges(null, values, fields));
      return created;
    });
    return reply.status(201).send({ customer: serializeCustomer(customer) });
  });

  const update = async (request: FastifyRequest<CustomerParams>) => {
    const { companyId } = scope(request);
    const customerId = parseId(request.params.customerId);
    const input = section(request.body, 'customer');
    const customer = await db.transaction().execute(async (trx) => {
      // A shared lock on the company keeps its questions from being deleted while answers are checked.
      await trx.selectFrom('companies').select('id').where('id', '=', companyId).forShare().execute();
      const before = await findCustomer(trx, companyId, customerId, { forUpdate: true });
      authorize(request, 'update', subject('Customer', before));
      const fields = await listCustomerFields(trx, companyId);
      const values = readCustomer(input, fields, before);
      const changes = customerChanges(before, values, fields);
      if (changes.length === 0) return before;
      const after = await trx
        .updateTable('customers')
        .set({ name: values.name, fields_values: jsonb(values.fields_values), updated_at: clock() })
        .where('id', '=', customerId)
        .returning(CUSTOMER_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordCustomerActivity(trx, request, 'update', after, changes);
      return after;
    });
    return { customer: serializeCustomer(customer) };
  };
  app.patch<CustomerParams>('/api/v1/customers/:customerId', update);
  app.put<CustomerParams>('/api/v1/customers/:customerId', update);

  app.delete<CustomerParams>('/api/v1/customers/:customerId', async (request) => {
    const { companyId } = scope(request);
    const customerId = parseId(request.params.customerId);
    const customer = await db.transaction().execute(async (trx) => {
      const deleted = await findCustomer(trx, companyId, customerId, { forUpdate: true });
      authorize(request, 'delete', subject('Customer', deleted));
      const fields = await listCustomerFields(trx, companyId);
      await trx.deleteFrom('customers').where('id', '=', customerId).execute();
      await recordCustomerActivity(trx, request, 'destroy', deleted, customerChanges(deleted, null, fields));
      return deleted;
    });
    return { customer: serializeCustomer(customer) };
  });
}
