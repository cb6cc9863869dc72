import { startTestApi, type TestApi, type TestApiOptions } from '@practice/api/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { createGateway, type Gateway, type GatewayOptions } from '../src/server.ts';
import type { GraphQLResult } from './helpers.ts';

// Answers are checked with expect(); reading a value out of one to send it back needs no type of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyData = Record<string, any>;
export type Headers = Record<string, string>;
export type Plan = 'free' | 'lean' | 'team';

/** A GraphQL `session { accessToken client expiry tokenType uid }`, as the signIn and signUp payloads answer it. */
export interface GraphQLSession {
  accessToken: string;
  client: string;
  expiry: string;
  tokenType: string;
  uid: string;
}

/** The auth headers a client sends back for a session the gateway answered. */
export function headersOf(session: GraphQLSession): Headers {
  return { 'access-token': session.accessToken, client: session.client, expiry: session.expiry, 'token-type': session.tokenType, uid: session.uid };
}

/** A new company's only user, its admin, signed up through the api's own REST call. */
export interface SignedUp {
  email: string;
  /** The session's headers, as a client sends them on. */
  headers: Headers;
  userId: number;
  companyId: number;
}

/** Opens a new company at the api at `apiUrl` (on plan Team unless told); the e-mail is made from the name unless given. */
export async function signUpAt(apiUrl: string, name: string, options: { plan?: Plan; email?: string } = {}): Promise<SignedUp> {
  const slug = name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');
  const email = options.email ?? `${slug}.${Date.now()}.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
  const password = 'segredo12';
  const response = await fetch(`${apiUrl}/api/v1/auth/create_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout_process: {
        plan_identifier: options.plan ?? 'team',
        customer_name: name,
        customer_email: email,
        customer_email_confirmation: email,
        customer_password: password,
        customer_password_confirmation: password,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as AnyData;
  const headers = { 'access-token': response.headers.get('access-token')!, client: response.headers.get('client')!, uid: response.headers.get('uid')! };
  return { email, headers, userId: body.data.id, companyId: body.data.company_id };
}

/** Sends one operation to the gateway listening at `url`, with the CSRF header a browser's client sends. */
export async function graphqlAt(
  url: string,
  query: string,
  headers: Headers = {},
  variables?: Record<string, unknown>,
): Promise<{ response: Response; body: GraphQLResult & { data: AnyData } }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GraphQLResult & { data: AnyData } };
}

export interface RealApi {
  /** The api, started in-process for this file. */
  readonly api: TestApi;
  /** The gateway over it. */
  readonly gateway: Gateway;
  /** Sends one operation to the gateway, with the CSRF header a browser's client sends. */
  graphql(query: string, headers?: Headers, variables?: Record<string, unknown>): Promise<GraphQLResult & { data: AnyData }>;
  /** Signs in through the gateway and answers the session's headers. */
  signIn(email: string, password: string): Promise<Headers>;
  /** Opens a new company (on plan Team unless told) whose only user is its admin, and answers that admin's headers. */
  signUp(name: string, plan?: Plan): Promise<Headers>;
  /** The same, answering the admin's ids and e-mail too. */
  signUpAccount(name: string, plan?: Plan): Promise<SignedUp>;
}

/** Starts the real api and the gateway over it before the file's tests, and closes both after them. */
export function useRealApi(options: { api?: TestApiOptions; gateway?: Partial<GatewayOptions>; clientIp?: string } = {}): RealApi {
  let api: TestApi | undefined;
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    api = await startTestApi(options.api);
    gateway = createGateway({ apiUrl: api.url, ...options.gateway });
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  const real: RealApi = {
    get api() {
      if (!api) throw new Error('the api starts in beforeAll');
      return api;
    },
    get gateway() {
      if (!gateway) throw new Error('the gateway starts in beforeAll');
      return gateway;
    },
    async graphql(query, headers = {}, variables) {
      const response = await real.gateway.yoga.fetch(
        'http://gateway.test/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
          body: JSON.stringify({ query, variables }),
        },
        // The caller's address, as the node server hands it over, when the file's tests need one.
        options.clientIp === undefined ? {} : { clientIp: options.clientIp },
      );
      return (await response.json()) as GraphQLResult & { data: AnyData };
    },
    async signIn(email, password) {
      const result = await real.graphql(
        'mutation ($input: SignInInput!) { signIn(input: $input) { session { accessToken client expiry tokenType uid } errors } }',
        {},
        { input: { email, password } },
      );
      const session = result.data.signIn.session;
      expect(session, JSON.stringify(result.data.signIn.errors)).toBeTruthy();
      return headersOf(session);
    },
    async signUp(name, plan) {
      return (await real.signUpAccount(name, plan)).headers;
    },
    signUpAccount: (name, plan) => signUpAt(real.api.url, name, { plan }),
  };
  return real;
}
