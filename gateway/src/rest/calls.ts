import type { RequestBody, Send } from './client.ts';
import type { UploadFile } from './multipart.ts';
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

/** A user's fields as JSON, or as multipart form data when a photo goes with them. */
function userBody(changes: UserChanges, image: UploadFile | undefined): RequestBody {
  if (!image) return { json: { user: changes } };
  return {
    multipart: {
      fields: { user: { ...changes } },
      files: [{ name: 'user[attachment_attributes][attachment]', file: image }],
    },
  };
}

/**
 * A customer's fields, fields_values as JSON text as the spec's call table sends it; multipart form
 * data when a photo goes with them.
 */
function customerBody(customer: CustomerChanges, image: UploadFile | undefined): RequestBody {
  const fields = { ...customer, fields_values: JSON.stringify(customer.fields_values) };
  if (!image) return { json: { customer: fields } };
  return {
    multipart: {
      fields: { customer: fields },
      files: [{ name: 'customer[attachment_attributes][attachment]', file: image }],
    },
  };
}

/** Writes made with the caller's session. */
export function sessionCalls(send: Send) {
  return {
    signOut: () => send<unknown>('DELETE', paths.signOut, { body: { form: {} } }),
    updateCompany: async (companyId: number, changes: CompanyChanges) =>
      (await send<{ company: RestCompany }>('PATCH', paths.company(companyId), { body: { json: { company: changes } } }))
        .body.company,
    updateUser: async (companyId: number, userId: number, changes: UserChanges, image?: UploadFile) =>
      (await send<{ user: RestUser }>('PATCH', paths.user(companyId, userId), { body: userBody(changes, image) })).body.user,
    createUser: async (companyId: number, changes: UserChanges, image?: UploadFile) =>
      (await send<{ user: RestUser }>('POST', paths.users(companyId), { body: userBody(changes, image) })).body.user,
    deleteUser: (companyId: number, userId: number) =>
      send<unknown>('DELETE', paths.user(companyId, userId), { body: { form: {} } }),
    updateCompanyImage: async (companyId: number, image: UploadFile) =>
      (
        await send<{ company: RestCompany }>('PATCH', paths.company(companyId), {
          body: { multipart: { fields: {}, files: [{ name: 'company[attachment_attributes][attachment]', file: image }] } },
        })
      ).body.company,
    removeCompanyImage: async (companyId: number, imageId: number) =>
      (
        await send<{ company: RestCompany }>('PATCH', paths.company(companyId), {
          body: { json: { company: { attachment_attributes: { id: imageId, _destroy: true } } } },
        })
      ).body.company,
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
    createCustomer: async (customer: CustomerChanges, image?: UploadFile) =>
      (await send<{ customer: RestCustomer }>('POST', paths.customers, { body: customerBody(customer, image) })).body.customer,
    updateCustomer: async (customerId: number, customer: CustomerChanges, image?: UploadFile) =>
      (await send<{ customer: RestCustomer }>('PATCH', paths.customer(customerId), { body: customerBody(customer, image) })).body.customer,
    deleteCustomer: (customerId: number) => send<unknown>('DELETE', paths.customer(customerId), { body: { form: {} } }),
  };
}

export type AnonymousCalls = ReturnType<typeof anonymousCalls>;
export type SessionCalls = ReturnType<typeof sessionCalls>;
