import type { YogaInitialContext } from 'graphql-yoga';
import { unauthenticatedError } from './errors.ts';
import { createPublicLoaders, createSessionLoaders, type PublicLoaders, type SessionLoaders } from './loaders.ts';
import { readAuthHeaders, type AuthHeaders } from './rest/auth-headers.ts';
import { anonymousCalls, sessionCalls, type AnonymousCalls, type SessionCalls } from './rest/calls.ts';
import type { Send } from './rest/client.ts';
import type { ChangeStream, RestChange } from './changes.ts';

/** What the node http handler knows about a request beyond its headers. */
export interface ServerContext {
  /** The caller's address, forwarded so the api can throttle sign-ins per address. */
  clientIp?: string;
}

export interface Session {
  loaders: SessionLoaders;
  calls: SessionCalls;
  /** The company's change events, read from the api with this session for as long as they are iterated. */
  changes(): AsyncIterable<RestChange>;
}

export interface GatewayContext {
  loaders: PublicLoaders;
  calls: AnonymousCalls;
  /** The caller's session; fails at once with UNAUTHENTICATED when the request carries none. */
  session(): Session;
  /** The caller's session when there is one. */
  optionalSession(): Session | null;
  /** Makes the rest of the operation run as the user who just signed in or signed up. */
  beginSession(auth: Partial<AuthHeaders>): Session;
  /** Makes the rest of the operation run without a session, once it has been revoked. */
  endSession(): void;
}

function withHeaders(send: Send, headers: Record<string, string>): Send {
  return (method, path, init = {}) => send(method, path, { ...init, headers: { ...headers, ...init.headers } });
}

export function createContextFactory(send: Send, changes: ChangeStream) {
  return (initial: YogaInitialContext & ServerContext): GatewayContext => {
    const forwarded: Record<string, string> = initial.clientIp ? { 'x-forwarded-for': initial.clientIp } : {};
    const incomingAuth = readAuthHeaders(initial.request.headers);

    const sessionWith = (auth: Partial<AuthHeaders>): Session => {
      const sendAs = withHeaders(send, { ...forwarded, ...auth });
      return {
        loaders: createSessionLoaders(sendAs),
        calls: sessionCalls(sendAs),
        changes: () => changes({ headers: { ...forwarded, ...auth } as Record<string, string>, clientIp: initial.clientIp }),
      };
    };
    const anonymous = withHeaders(send, { ...forwarded, ...incomingAuth });
    let session = incomingAuth ? sessionWith(incomingAuth) : null;

    return {
      loaders: createPublicLoaders(anonymous),
      calls: anonymousCalls(anonymous),
      session() {
        if (!session) throw unauthenticatedError();
        return session;
      },
      optionalSession: () => session,
      beginSession(auth) {
        session = sessionWith(auth);
        return session;
      },
      endSession() {
        session = null;
      },
    };
  };
}
