import DataLoader from 'dataloader';
import type { Send } from './rest/client.ts';
import { paths } from './rest/paths.ts';
import type {
  RestCompany,
  RestCustomer,
  RestCustomerField,
  RestCustomerPage,
  RestPlan,
  RestPlanWithQuota,
  RestSubscriptionStatus,
  RestUser,
  RestUserPage,
} from './rest/types.ts';

/**
 * A loader for one REST resource, declared by the path of each key. No list endpoint of the api
 * takes many ids, so keys are fetched one call each; the loader's worth is that a key asked for
 * twice in one request is fetched once.
 */
function resource<K, V, B>(send: Send, pathOf: (key: K) => string, pick: (body: B) => V): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    async (keys) => {
      const settled = await Promise.allSettled(keys.map(async (key) => pick((await send<B>('GET', pathOf(key))).body)));
      return settled.map((result) =>
        result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
      );
    },
    { cacheKeyFn: pathOf, batch: false },
  );
}

/** The one key of a resource that exists once per caller (the signed-in user, the plan list). */
export const ONLY = 'only';

export function createPublicLoaders(send: Send) {
  return {
    plans: resource(send, (_: typeof ONLY) => paths.plans, (body: { plans: RestPlan[] }) => body.plans),
  };
}

/** Loaders that forward the caller's session; they exist only when the request carries one. */
export function createSessionLoaders(send: Send) {
  const company = resource(send, (companyId: number) => paths.company(companyId), (body: { company: RestCompany }) => body.company);

  const primeCompanyOf = (user: RestUser): RestUser => {
    if (user.company) company.prime(user.company_id, user.company);
    return user;
  };

  const user = resource(
    send,
    ({ companyId, userId }: { companyId: number; userId: number }) => paths.user(companyId, userId),
    (body: { user: RestUser }) => primeCompanyOf(body.user),
  );

  const viewer = resource(send, (_: typeof ONLY) => paths.validateToken, (body: { data: RestUser }) => primeCompanyOf(body.data));

  const rememberCompany = (changed: RestCompany): void => {
    company.clear(changed.id).prime(changed.id, changed);
  };

  const customer = resource(send, (customerId: number) => paths.customer(customerId), (body: { customer: RestCustomer }) => body.customer);

  const customerFields = resource(
    send,
    (companyId: number) => paths.customerFields(companyId),
    (body: { customer_fields: RestCustomerField[] }) => body.customer_fields,
  );

  return {
    company,
    viewer,
    customer,
    /** A company's form questions, asked once per request however many customers read them. */
    customerFields,
    /** A page of customers; each one is kept, so reading it again by id costs no call. */
    customerPage: resource(send, paths.customerList, (body: { customers: RestCustomer[]; meta?: { total_count?: number } }) => {
      for (const record of body.customers) customer.prime(record.id, record);
      return { customers: body.customers, totalCount: body.meta?.total_count ?? body.customers.length } satisfies RestCustomerPage;
    }),
    /** The company's plan with how its customers count against the limit. */
    companyPlan: resource(
      send,
      ({ companyId, planId }: { companyId: number; planId: number }) => paths.companyPlan(companyId, planId),
      (body: { plan: RestPlanWithQuota }) => body.plan,
    ),
    user,
    /** A page of the company's users; each one is kept, so reading it again by id costs no call. */
    userPage: resource(send, paths.userList, (body: { users: RestUser[]; meta?: { total_count?: number } }) => {
      for (const record of body.users) user.prime({ companyId: record.company_id, userId: record.id }, record);
      return { users: body.users, totalCount: body.meta?.total_count ?? body.users.length } satisfies RestUserPage;
    }),
    rememberUser(record: RestUser): void {
      const key = { companyId: record.company_id, userId: record.id };
      user.clear(key).prime(key, record);
    },
    forgetUser(companyId: number, userId: number): void {
      user.clear({ companyId, userId });
    },
    subscriptionStatus: resource(
      send,
      (companyId: number) => paths.subscriptionStatus(companyId),
      (body: { data: { attributes: RestSubscriptionStatus } }) => body.data.attributes,
    ),
    /** Keeps what a write answered, so the rest of the operation reads it without asking again. */
    rememberCompany,
    rememberCustomer(record: RestCustomer): void {
      customer.clear(record.id).prime(record.id, record);
    },
    rememberViewer(user: RestUser): void {
      viewer.clear(ONLY).prime(ONLY, user);
      if (user.company) rememberCompany(user.company);
    },
  };
}

export type PublicLoaders = ReturnType<typeof createPublicLoaders>;
export type SessionLoaders = ReturnType<typeof createSessionLoaders>;
