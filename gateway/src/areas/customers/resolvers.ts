import type { CompanyCustomersArgs, CreateCustomerInput, CustomerAnswerInput, Resolvers } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { cursorOf, pagedConnection } from '../../connections.ts';
import { nullIfNotFound, payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestCompany } from '../companies/index.ts';
import { formOf, type RestCustomerField } from '../customer-fields/index.ts';
import type { CustomerAnswerRecord, CustomerChanges, CustomerListQuery, RestAnswer, RestCustomer } from './types.ts';

function listOrder(orderBy: CompanyCustomersArgs['orderBy']): Pick<CustomerListQuery, 'sort' | 'direction'> {
  if (!orderBy) return {};
  const direction = orderBy.direction === 'ASC' ? 'asc' : 'desc';
  if (orderBy.field === 'NAME') return { sort: 'name', direction };
  if (orderBy.field === 'CREATED_AT') return { sort: 'created_at', direction };
  if (!orderBy.customerFieldId) {
    throw new GraphQLError('Informe a pergunta (customerFieldId) para ordenar pelas respostas.', {
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  }
  return { sort: `field:${databaseIdOf(orderBy.customerFieldId, 'CustomerField')}`, direction };
}

function customerConnection(context: GatewayContext, args: CompanyCustomersArgs) {
  const search = args.search?.trim() || undefined;
  const order = listOrder(args.orderBy);
  const archived = args.archived ? { archived: true } : {};
  const { loaders } = context.session();
  return pagedConnection(args, async ({ page, perPage }) => {
    const { customers, totalCount } = await loaders.customerPage.load({ page, perPage, search, ...order, ...archived });
    return { rows: customers, totalCount };
  });
}

/** An answer as fields_values keeps it, read as a list of texts (empty when unanswered). */
function valuesOf(answer: RestAnswer | undefined): string[] {
  const list = Array.isArray(answer) ? answer : answer === null || answer === undefined ? [] : [answer];
  return list.map((value) => String(value)).filter((value) => value !== '');
}

/**
 * fields_values as the api keeps them: a list for multiple_response, one text for the other types,
 * null for a question left unanswered.
 */
function fieldsValuesOf(answers: CustomerAnswerInput[], fields: RestCustomerField[]): Record<string, RestAnswer> {
  const typeOf = new Map(fields.map((field) => [field.id, field.answer_type]));
  const values: Record<string, RestAnswer> = {};
  for (const answer of answers) {
    const fieldId = databaseIdOf(answer.fieldId, 'CustomerField');
    const given = answer.values.filter((value) => value !== '');
    if (given.length === 0) values[fieldId] = null;
    else if (typeOf.get(fieldId) === 'multiple_response') values[fieldId] = given;
    else values[fieldId] = given[0] ?? null;
  }
  return values;
}

async function customerChanges(context: GatewayContext, input: CreateCustomerInput): Promise<{ companyId: number; changes: CustomerChanges }> {
  const { company_id: companyId } = await context.session().loaders.viewer.load(ONLY);
  return { companyId, changes: { name: input.name, fields_values: fieldsValuesOf(input.answers, await formOf(context, companyId)) } };
}

/** The company whose quota a registration or removal changed, with the quota to be read again. */
async function companyAfterCount(context: GatewayContext, companyId: number): Promise<RestCompany> {
  const { loaders } = context.session();
  const company = await loaders.company.load(companyId);
  loaders.companyPlan.clear({ companyId, planId: company.plan_id });
  return company;
}

/**
 * Archives or restores a customer. The edge is for the list the customer enters (the archived ones,
 * or the active ones again), where it shows first; the web takes it out of the list it leaves.
 */
function archiveChange(context: GatewayContext, id: string, archive: boolean) {
  const customerId = databaseIdOf(id, 'Customer');
  return payloadOf(
    async () => {
      const { calls, loaders } = context.session();
      const customer = archive ? await calls.archiveCustomer(customerId) : await calls.unarchiveCustomer(customerId);
      loaders.rememberCustomer(customer);
      return { customer, customerEdge: { cursor: cursorOf(0), node: customer } };
    },
    { customer: null, customerEdge: null },
  );
}

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_, { databaseId }, context) => nullIfNotFound(context.session().loaders.customer.load(databaseId)),
  },
  Company: {
    customers: (_company: RestCompany, args, context) => customerConnection(context, args),
  },
  Customer: {
    id: (customer: RestCustomer) => toGlobalId('Customer', customer.id),
    databaseId: (customer: RestCustomer) => customer.id,
    name: (customer: RestCustomer) => customer.name,
    imageUrl: (customer: RestCustomer) => customer.image_url,
    createdAt: (customer: RestCustomer) => customer.created_at,
    archivedAt: (customer: RestCustomer) => customer.archived_at ?? null,
    async answers(customer: RestCustomer, _, context): Promise<CustomerAnswerRecord[]> {
      const fields = await formOf(context, customer.company_id);
      return fields.map((field) => ({ field, values: valuesOf(customer.fields_values[String(field.id)]) }));
    },
  },
  CustomerAnswer: {
    field: (answer: CustomerAnswerRecord) => answer.field,
    values: (answer: CustomerAnswerRecord) => answer.values,
  },
  Mutation: {
    createCustomer: (_, { input }, context) =>
      payloadOf(
        async () => {
          const { companyId, changes } = await customerChanges(context, input);
          const customer = await context.session().calls.createCustomer(changes, input.image ?? undefined);
          context.session().loaders.rememberCustomer(customer);
          return {
            customer,
            // A new customer opens the default order, newest first.
            customerEdge: { cursor: cursorOf(0), node: customer },
            company: await companyAfterCount(context, companyId),
          };
        },
        { customer: null, customerEdge: null, company: null },
      ),
    async updateCustomer(_, { input }, context) {
      const customerId = databaseIdOf(input.id, 'Customer');
      return payloadOf(
        async () => {
          const { changes } = await customerChanges(context, input);
          // The api removes a photo by its attachment id; a new photo replaces the old one by itself.
          if (input.removeImage && !input.image) {
            const { image_id: imageId } = await context.session().loaders.customer.load(customerId);
            if (imageId) changes.attachment_attributes = { id: imageId, _destroy: true };
          }
          const customer = await context.session().calls.updateCustomer(customerId, changes, input.image ?? undefined);
          context.session().loaders.rememberCustomer(customer);
          return { customer };
        },
        { customer: null },
      );
    },
    archiveCustomer: (_, { input }, context) => archiveChange(context, input.id, true),
    unarchiveCustomer: (_, { input }, context) => archiveChange(context, input.id, false),
    async deleteCustomer(_, { input }, context) {
      const customerId = databaseIdOf(input.id, 'Customer');
      return payloadOf(
        async () => {
          const { loaders, calls } = context.session();
          const { company_id: companyId } = await loaders.viewer.load(ONLY);
          await calls.deleteCustomer(customerId);
          loaders.customer.clear(customerId);
          return { deletedCustomerId: input.id, company: await companyAfterCount(context, companyId) };
        },
        { deletedCustomerId: null, company: null },
      );
    },
  },
};
