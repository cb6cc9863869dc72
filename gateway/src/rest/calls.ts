import type { Send } from './client.ts';
import { paths } from './paths.ts';
import type {
  CheckoutProcess,
  CompanyChanges,
  CustomerChanges,
  CustomerFieldChanges,
  PasswordReset,
  RestCompany,
  RestCustomer,
  RestCustomerField,
  RestUser,
  UserChanges,
} from './types.ts';

/** Writes anyone may make: they carry no session. */
export function anonymousCalls(send: Send) {
  return {
    signIn: (email: string, password: string) =>
      send<{ data: RestUser }>('POST', paths.signIn, { body: { form: { user: { email, password } } } }),
    createAccount: (checkout: CheckoutProcess) =>
      send<{ data: RestUser }>('POST', paths.createAccount, {
        // `meta` is the marker the spec's clients put on the bodies they send as JSON (spec section 7).
        body: { json: { checkout_process: checkout, meta: { client: 'gateway' } } },
      }),
    requestPasswordReset: (email: string) =>
      send<{ message?: string }>('POST', paths.password, { body: { json: { user: { email } } } }),
    resetPassword: (reset: PasswordReset) =>
      send<{ message?: string }>('PUT', paths.password, { body: { json: { user: reset } } }),
  };
}

/** Writes made with the caller's session. */
export function sessionCalls(send: Send) {
  return {
    signOut: () => send<unknown>('DELETE', paths.signOut, { body: { form: {} } }),
    updateCompany: async (companyId: number, changes: CompanyChanges) =>
      (await send<{ company: RestCompany }>('PATCH', paths.company(companyId), { body: { json: { company: changes } } }))
        .body.company,
    updateUser: async (companyId: number, userId: number, changes: UserChanges) =>
      (await send<{ user: RestUser }>('PATCH', paths.user(companyId, userId), { body: { json: { user: changes } } })).body
        .user,
    createCustomerField: async (companyId: number, field: CustomerFieldChanges) =>
      (
        await send<{ customer_field: RestCustomerField }>('POST', paths.customerFields(companyId), {
          body: { json: { customer_field: field } },
        })
      ).body.customer_field,
    updateCustomerField: async (companyId: number, fieldId: number, field: CustomerFieldChanges) =>
      (
        await send<{ customer_field: RestCustomerField }>('PATCH', paths.customerField(companyId, fieldId), {
          body: { json: { customer_field: field } },
        })
      ).body.customer_field,
    deleteCustomerField: (companyId: number, fieldId: number) =>
      send<unknown>('DELETE', paths.customerField(companyId, fieldId), { body: { form: {} } }),
    // fields_values travels as JSON text, as the spec's call table sends it.
    createCustomer: async (customer: CustomerChanges) =>
      (
        await send<{ customer: RestCustomer }>('POST', paths.customers, {
          body: { json: { customer: { name: customer.name, fields_values: JSON.stringify(customer.fields_values) } } },
        })
      ).body.customer,
    updateCustomer: async (customerId: number, customer: CustomerChanges) =>
      (
        await send<{ customer: RestCustomer }>('PATCH', paths.customer(customerId), {
          body: { json: { customer: { name: customer.name, fields_values: JSON.stringify(customer.fields_values) } } },
        })
      ).body.customer,
    deleteCustomer: (customerId: number) => send<unknown>('DELETE', paths.customer(customerId), { body: { form: {} } }),
  };
}

export type AnonymousCalls = ReturnType<typeof anonymousCalls>;
export type SessionCalls = ReturnType<typeof sessionCalls>;
