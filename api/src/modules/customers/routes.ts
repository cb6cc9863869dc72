import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId, requireCompany } from '../../auth/hook.ts';
import { jsonb, type Executor } from '../../db/index.ts';
import type { ActivityChange } from '../../db/schema.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, section } from '../../http/input.ts';
import { pageMeta } from '../../http/list-query.ts';
import { FieldErrors, baseError } from '../../http/validation.ts';
import { IMAGE_FIELD_ROUTE } from '../../storage/uploads.ts';
import { recordActivity } from '../../activity-log/record.ts';
import { applyImageChange, commitImageChange, readImageChange } from '../attachments/images.ts';
import { findCompany } from '../companies/queries.ts';
import { deleteCustomerField } from '../customer-fields/create.ts';
import { findCustomerField, listCustomerFields, serializeCustomerField } from '../customer-fields/queries.ts';
import { CUSTOMER_FIELD_ANSWER } from '../customer-fields/schemas.ts';
import { customerAccessesRoutes } from './accesses.ts';
import { removeAnswers } from './answers.ts';
import { assertCanAddCustomer } from './quota.ts';
import { customerChanges, insertCustomer } from './create.ts';
import { readCustomer } from './input.ts';
import { listCustomers, readCustomerListQuery } from './list.ts';
import { archiveRoutes } from './archive.ts';
import { CUSTOMER_ANSWER, CUSTOMER_BODY, CUSTOMER_LIST_ANSWER, CUSTOMER_LIST_QUERY, FILE_BODY_TYPES } from './schemas.ts';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_WITH_NOTES,
  assertNotArchived,
  assertVisible,
  findCustomer,
  hasNotes,
  photoKeys,
  serializeCustomer,
  type CustomerRow,
} from './queries.ts';

type CustomerParams = { Params: { customerId: string } };
type FieldParams = { Params: { companyId: string; fieldId: string } };

/** The company whose customers the caller sees: always the caller's own, from the token. */
function scope(request: FastifyRequest) {
  const caller = getCaller(request);
  return { caller, companyId: caller.user.company_id };
}

async function recordCustomerActivity(
  trx: Executor,
  request: FastifyRequest,
  event: 'update' | 'destroy',
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

export async function customersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, files, accesses, writeOnce } = deps;
  const answer = async (customer: CustomerRow, executor: Executor = db) => ({
    customer: serializeCustomer(customer, await photoKeys(executor, [customer]), files.urls),
  });

  app.get('/api/v1/customers', { schema: { querystring: CUSTOMER_LIST_QUERY, response: { 200: CUSTOMER_LIST_ANSWER } } }, async (request) => {
    const { companyId } = scope(request);
    authorize(request, 'read', subject('Customer', { company_id: companyId }));
    const query = readCustomerListQuery(asInput(request.query), await listCustomerFields(db, companyId));
    // Archived customers are listed for those who may restore them.
    if (query.archived) authorize(request, 'manage', subject('Customer', { company_id: companyId }));
    const { customers, totalCount } = await listCustomers(db, companyId, query);
    const keys = await photoKeys(db, customers);
    return {
      customers: customers.map((customer) => serializeCustomer(customer, keys, files.urls)),
      meta: pageMeta(totalCount, query),
    };
  });

  app.get<CustomerParams>('/api/v1/customers/:customerId', { schema: { response: { 200: CUSTOMER_ANSWER } } }, async (request) => {
    const { companyId } = scope(request);
    const customer = await findCustomer(db, companyId, parseId(request.params.customerId));
    authorize(request, 'read', subject('Customer', customer));
    // An archived customer opens only for those who may restore it; for the others it is gone.
    assertVisible(request, customer);
    accesses.record(request, customer, 'customer');
    return answer(customer);
  });

  await customerAccessesRoutes(app, deps);
  await archiveRoutes(app, deps);

  const createSchema = { consumes: FILE_BODY_TYPES, body: CUSTOMER_BODY, response: { 201: CUSTOMER_ANSWER } };
  app.post('/api/v1/customers', { config: { ...IMAGE_FIELD_ROUTE, ...IDEMPOTENT }, schema: createSchema }, async (request, reply) => {
    const { companyId } = scope(request);
    authorize(request, 'create', subject('Customer', { company_id: companyId }));
    const input = section(request.body, 'customer');
    const photoErrors = new FieldErrors({});
    const photo = await readImageChange(request, files, input, null, photoErrors);

    return commitImageChange(request, files, photo, async () => ({
      result: await writeOnce(request, reply, async (trx) => {
        // The lock makes registrations of one company wait for each other, so the limit holds.
        const company = await findCompany(trx, companyId, { forUpdate: true });
        const now = clock();
        await assertCanAddCustomer(trx, companyId, now, { company });
        const fields = await listCustomerFields(trx, companyId);
        const values = readCustomer(input, fields, undefined, photoErrors.messages('attachment'));
        const { imageId } = await applyImageChange(trx, companyId, null, photo);
        const created = await insertCustomer(trx, {
          companyId,
          userId: getCaller(request).user.id,
          fields,
          values,
          imageId: imageId ?? null,
          now,
        });
        reply.status(201);
        return answer(created, trx);
      }),
    }));
  });

  const update = async (request: FastifyRequest<CustomerParams>) => {
    const { companyId } = scope(request);
    const customerId = parseId(request.params.customerId);
    const current = await findCustomer(db, companyId, customerId);
    authorize(request, 'update', subject('Customer', current));
    assertNotArchived(current);
    const input = section(request.body, 'customer');
    const photoErrors = new FieldErrors({});
    const photo = await readImageChange(request, files, input, current.image_id, photoErrors);

    const customer = await commitImageChange(request, files, photo, () =>
      db.transaction().execute(async (trx) => {
        // A shared lock on the company keeps its questions from being deleted while answers are checked.
        await findCompany(trx, companyId, { forShare: true });
        // Refused if archived meanwhile: the check above read it before the lock.
        const before = await findCustomer(trx, companyId, customerId, { forUpdate: true });
        const fields = await listCustomerFields(trx, companyId);
        const values = readCustomer(input, fields, before, photoErrors.messages('attachment'));
        const { imageId, removedKey } = await applyImageChange(trx, companyId, before.image_id, photo);
        const image_id = imageId === undefined ? before.image_id : imageId;
        const changes = customerChanges(before, { ...values, image_id }, fields);
        if (changes.length === 0) return { result: before };
        const after = await trx
          .updateTable('customers')
          .set({ name: values.name, fields_values: jsonb(values.fields_values), image_id, updated_at: clock() })
          .where('id', '=', customerId)
          .returning(CUSTOMER_COLUMNS)
          .executeTakeFirstOrThrow();
        await recordCustomerActivity(trx, request, 'update', after, changes);
        return { result: after, removedKey };
      }),
    );
    return answer(customer);
  };
  const updateRoute = { config: IMAGE_FIELD_ROUTE, schema: { consumes: FILE_BODY_TYPES, body: CUSTOMER_BODY, response: { 200: CUSTOMER_ANSWER } } };
  app.patch<CustomerParams>('/api/v1/customers/:customerId', updateRoute, update);
  app.put<CustomerParams>('/api/v1/customers/:customerId', updateRoute, update);

  app.delete<CustomerParams>('/api/v1/customers/:customerId', { schema: { response: { 200: CUSTOMER_ANSWER } } }, async (request) => {
    const { companyId } = scope(request);
    const customerId = parseId(request.params.customerId);
    // The photo's file goes once the deletion is committed; its row goes with the customer.
    const customer = await commitImageChange(request, files, { kind: 'remove' }, () =>
      db.transaction().execute(async (trx) => {
        const deleted = await findCustomer(trx, companyId, customerId, { forUpdate: true });
        authorize(request, 'delete', subject('Customer', deleted));
        // Clinical records are kept (Lei 13.787/2018). The row lock above holds back a note being
        // written for this customer (its foreign key waits for it), so none can slip in after the check.
        if (await hasNotes(trx, companyId, customerId)) throw baseError(CUSTOMER_WITH_NOTES);
        const fields = await listCustomerFields(trx, companyId);
        await trx.deleteFrom('customers').where('id', '=', customerId).execute();
        const { removedKey } = await applyImageChange(trx, companyId, deleted.image_id, { kind: 'remove' });
        await recordCustomerActivity(trx, request, 'destroy', deleted, customerChanges(deleted, null, fields));
        return { result: deleted, removedKey };
      }),
    );
    return { customer: serializeCustomer(customer, new Map(), files.urls) };
  });

  /**
   * Deleting a question of the form (customer-fields) takes its answers out of every customer, in
   * one transaction: so it is answered here, where customers depend on the form and not the reverse.
   * The company row first, as creating a customer does, so a customer saved meanwhile cannot bring
   * back an answer to the deleted question.
   */
  app.delete<FieldParams>('/api/v1/companies/:companyId/customer_fields/:fieldId', { schema: { response: { 200: CUSTOMER_FIELD_ANSWER } } }, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    const fieldId = parseId(request.params.fieldId);
    const { caller } = scope(request);
    const field = await db.transaction().execute(async (trx) => {
      const company = await findCompany(trx, companyId, { forUpdate: true });
      const deleted = await findCustomerField(trx, companyId, fieldId, { forUpdate: true });
      authorize(request, 'delete', subject('CustomerField', deleted));
      await removeAnswers(trx, companyId, fieldId);
      await deleteCustomerField(trx, { companyId, userId: caller.user.id, field: deleted, fieldsOrder: company.customer_fields_order });
      return deleted;
    });
    return { customer_field: serializeCustomerField(field) };
  });
}
