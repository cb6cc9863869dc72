import type { CreateCustomerFieldInput, Resolvers } from '../../generated/graphql.ts';
import type { GatewayContext } from '../../context.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf, toGlobalId } from '../../relay.ts';
import type { RestCompany } from '../companies/index.ts';
import type { RestCustomerField } from './types.ts';

/** A company's questions, in the order the company saved them; asked for once per request. */
export function formOf(context: GatewayContext, companyId: number): Promise<RestCustomerField[]> {
  return context.session().loaders.customerFields.load(companyId);
}

function fieldChanges(input: CreateCustomerFieldInput) {
  return {
    question: input.question,
    answer_type: input.answerType,
    mandatory: input.mandatory,
    options: input.options ?? [],
  };
}

/**
 * The company after a question was added or removed, read again with its questions: the api keeps
 * the form's order (`customer_fields_order`) on it.
 */
async function freshForm(context: GatewayContext, companyId: number): Promise<RestCompany> {
  const { loaders } = context.session();
  loaders.customerFields.clear(companyId);
  loaders.company.clear(companyId);
  return loaders.company.load(companyId);
}

export const customerFieldResolvers: Resolvers = {
  Company: {
    customerFields: (company: RestCompany, _, context) => formOf(context, company.id),
  },
  CustomerField: {
    id: (field: RestCustomerField) => toGlobalId('CustomerField', field.id),
    databaseId: (field: RestCustomerField) => field.id,
    question: (field: RestCustomerField) => field.question,
    answerType: (field: RestCustomerField) => field.answer_type,
    mandatory: (field: RestCustomerField) => field.mandatory,
    options: (field: RestCustomerField) => field.options,
    createdAt: (field: RestCustomerField) => field.created_at,
    updatedAt: (field: RestCustomerField) => field.updated_at,
  },
  // The api's lowercase words are the enum's internal values.
  AnswerType: {
    SHORT_TEXT: 'short_text',
    TEXT: 'text',
    MULTIPLE_CHOICE: 'multiple_choice',
    MULTIPLE_RESPONSE: 'multiple_response',
    SELECTBOX: 'selectbox',
    RG: 'rg',
    CPF: 'cpf',
    DATE: 'date',
    TIME: 'time',
    PHONE: 'phone',
  },
  Mutation: {
    createCustomerField: (_, { input }, context) =>
      payloadOf(
        async () => {
          const { loaders, calls } = context.session();
          const { company_id: companyId } = await loaders.viewer.load(ONLY);
          const customerField = await calls.createCustomerField(companyId, fieldChanges(input));
          return { customerField, company: await freshForm(context, companyId) };
        },
        { customerField: null, company: null },
      ),
    async updateCustomerField(_, { input }, context) {
      const fieldId = databaseIdOf(input.id, 'CustomerField');
      return payloadOf(
        async () => {
          const { loaders, calls } = context.session();
          const { company_id: companyId } = await loaders.viewer.load(ONLY);
          const customerField = await calls.updateCustomerField(companyId, fieldId, fieldChanges(input));
          loaders.customerFields.clear(companyId);
          return { customerField };
        },
        { customerField: null },
      );
    },
    async deleteCustomerField(_, { input }, context) {
      const fieldId = databaseIdOf(input.id, 'CustomerField');
      return payloadOf(
        async () => {
          const { loaders, calls } = context.session();
          const { company_id: companyId } = await loaders.viewer.load(ONLY);
          await calls.deleteCustomerField(companyId, fieldId);
          return { deletedCustomerFieldId: input.id, company: await freshForm(context, companyId) };
        },
        { deletedCustomerFieldId: null, company: null },
      );
    },
    async reorderCustomerFields(_, { input }, context) {
      const order = input.ids.map((id) => databaseIdOf(id, 'CustomerField'));
      return payloadOf(
        async () => {
          const { loaders, calls } = context.session();
          const { company_id: companyId } = await loaders.viewer.load(ONLY);
          const company = await calls.updateCompany(companyId, { customer_fields_order: order });
          loaders.rememberCompany(company);
          loaders.customerFields.clear(companyId);
          return { company };
        },
        { company: null },
      );
    },
  },
};
