import { createHash } from 'node:crypto';
import type { YogaInitialContext } from 'graphql-yoga';
import { IDEMPOTENCY_HEADER as IDEMPOTENCY_HEADER_NAME, IDEMPOTENCY_KEY_MAX_LENGTH, REQUEST_ID_HEADER } from '@practice/common';
import { unauthenticatedError } from './errors.ts';
import { createPublicLoaders, createSessionLoaders, type PublicLoaders, type SessionLoaders } from './areas.ts';
import { readAuthHeaders, type AuthHeaders } from './rest/auth-headers.ts';
import { SharedReads } from './rest/shared-reads.ts';
import { anonymousCalls, sessionCalls, type AnonymousCalls, type SessionCalls } from './areas.ts';
import type { Send } from './rest/client.ts';
import type { ChangeStream, RestChange } from './changes.ts';
import { rememberPublicRefusals } from './public-refusals.ts';
import type { RequestStats } from './metrics/index.ts';

/** What the node http handler knows about a request beyond its headers. */
export interface ServerContext {
  /** The caller's address, forwarded so the api can throttle sign-ins per address. */
  clientIp?: string;
  /** The request's id (the caller's `x-request-id` or a new one), sent on to the api with every call. */
  requestId?: string;
  /** What the metrics learn about the request while it runs (its operation's name). */
  stats?: RequestStats;
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

/** The header of a create that a retry must not write twice; the api keeps its first answer. */
export const IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER_NAME.toLowerCase();

/** The key of the operation's `index`-th POST (from 1): the caller's own for the first. */
export function idempotencyKeyOf(key: string, index: number): string {
  if (index === 1) return key;
  const derived = `${key}:${index}`;
  return derived.length <= IDEMPOTENCY_KEY_MAX_LENGTH ? derived : `${createHash('sha256').update(key).digest('hex')}:${index}`;
}

/**
 * Sends the caller's `Idempotency-Key` with the operation's POSTs: the first as it came, the next
 * ones with their number, so a mutation that makes several creates never sends one key with two
 * different bodies, and its retry, making the same calls in the same order, sends the same keys.
 */
function withIdempotencyKey(send: Send, key: string | null): Send {
  if (key === null) return send;
  let posts = 0;
  return (method, path, init = {}) => {
    if (method !== 'POST') return send(method, path, init);
    posts += 1;
    return send(method, path, { ...init, headers: { ...init.headers, [IDEMPOTENCY_HEADER]: idempotencyKeyOf(key, posts) } });
  };
}

function withHeaders(send: Send, headers: Record<string, string>): Send {
  return (method, path, init = {}) => send(method, path, { ...init, headers: { ...headers, ...init.headers } });
}

/**
 * A session's loaders, and its writes made only when a mutation first asks for them: a query never
 * does, and making the few dozen write functions costs more than the rest of the request's context.
 */
class RequestSession implements Session {
  readonly loaders: SessionLoaders;
  private writes: SessionCalls | undefined;

  constructor(
    private readonly send: Send,
    readonly changes: () => AsyncIterable<RestChange>,
  ) {
    this.loaders = createSessionLoaders(send);
  }

  get calls(): SessionCalls {
    return (this.writes ??= sessionCalls(this.send));
  }
}

export function createContextFactory(send: Send, changes: ChangeStream) {
  const shared = new SharedReads();
  const sendPublic = rememberPublicRefusals(send);
  return (initial: YogaInitialContext & ServerContext): GatewayContext => {
    const forwarded: Record<string, string> = initial.clientIp ? { 'x-forwarded-for': initial.clientIp } : {};
    if (initial.requestId) forwarded[REQUEST_ID_HEADER] = initial.requestId;
    const incomingAuth = readAuthHeaders(initial.request.headers);
    // One count for the whole operation, whichever session its POSTs are made in.
    const sendKeyed = withIdempotencyKey(sendPublic, initial.request.headers.get(IDEMPOTENCY_HEADER));

    const sessionWith = (auth: Partial<AuthHeaders>): Session =>
      new RequestSession(
        withHeaders(sendKeyed, { ...forwarded, ...auth }),
        () => changes({ headers: { ...forwarded, ...auth } as Record<string, string>, clientIp: initial.clientIp }),
      );
    // Sign-ins keep the browser's User-Agent, so the list of sessions can name each device.
    const userAgent = initial.request.headers.get('user-agent')?.slice(0, 512);
    // Public creates (an online booking) take the key too: the api keeps it per page and booker.
    const anonymous = withHeaders(sendKeyed, { ...forwarded, ...incomingAuth, ...(userAgent ? { 'user-agent': userAgent } : {}) });
    let session = incomingAuth ? sessionWith(incomingAuth) : null;

    return {
      loaders: createPublicLoaders(anonymous, shared),
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
