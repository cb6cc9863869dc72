import type { Client } from 'graphql-sse';
import {
  Observable,
  type CacheConfig,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { GATEWAY_UPSTREAM_TIMEOUT_MS, IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, WEB_REQUEST_TIMEOUT_MS } from '@practice/common';
import { paths } from '../lib/paths';
import { authHeaders, hasSessionTrace } from '../lib/session';
import { currentPath, logoutPath, navigateTo } from '../lib/navigation';
import { reportWarning } from '../lib/errorReporter';
import { takePrefetched } from '../routing/prefetch';
import { notify } from '../ui/notify';
import { reachability, type ReachabilityMonitor } from './reachability';
import {
  OFFLINE_MESSAGE,
  REQUEST_ERROR_MESSAGES,
  RequestError,
  isRetryableStatus,
  isUnreachableStatus,
  requestErrorMessage,
  statusOfGraphQLError,
  type GraphQLErrorLike,
} from './requestErrors';

export const GRAPHQL_PATH = '/graphql';
export const RETRY_COUNT = 2;
export const RETRY_DELAY_MS = 3000;
export const SLOW_REQUEST_MS = 25_000;
/** The spec's time-out of a call to the api, which the gateway applies to each call it makes (UPSTREAM_TIMEOUT_MS). */
export const API_CALL_TIMEOUT_MS = GATEWAY_UPSTREAM_TIMEOUT_MS;
/**
 * The page waits longer than the gateway waits for the api, so it reads the gateway's own answer
 * (the api's, or its time-out) instead of giving up first on a write the api is still making.
 */
export const REQUEST_TIMEOUT_MS = WEB_REQUEST_TIMEOUT_MS;
export { IDEMPOTENCY_HEADER };
/** Waits between sends of a keyed create whose outcome is unknown: short at first, then longer. */
export const CHECK_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;
export const ERROR_DEDUP_MS = 3000;
export const SESSION_EXPIRED_TOAST_MS = 8000;
export const LOGOUT_DELAY_MS = 1000;
/**
 * How many times a query is asked again because a mutation was answered while it was on its way: its
 * answer may have been read before that write, and would put back in the store what the mutation
 * changed (a note saved during a reconnection's reload vanished from the list).
 */
export const OVERTAKEN_QUERY_REPEATS = 2;

export type NetworkDeps = {
  fetch: typeof fetch;
  /** Shows a failure to the user; a toast whose id is already on screen is not shown twice. */
  toastError: (message: string, options: { id: string; autoClose?: number }) => void;
  /** Ends the session and returns to `redirectTo` after signing in again. */
  signOut: (redirectTo: string) => void;
  now: () => number;
  isOnline: () => boolean;
  currentPath: () => string;
  /** The company's subscription is suspended (402): everything but paying is closed. */
  suspended: () => void;
  /** The company demands two-step sign-in of this user, who has not set it up: everything but that is closed. */
  twoFactorSetupRequired: () => void;
  /** Told what became of each request, so the page knows whether the server can be reached. */
  reachability: Pick<ReachabilityMonitor, 'failed' | 'answered' | 'isDown' | 'saysDown' | 'whenUp'>;
};

const browserDeps: NetworkDeps = {
  // A first screen's query may already be on its way, sent before Relay arrived (routing/prefetch.ts).
  fetch: (input, init) => takePrefetched(input, init) ?? fetch(input, init),
  toastError: (message, options) => {
    notify.error(message, options);
  },
  signOut: (redirectTo) => navigateTo(logoutPath({ expired: true, redirectTo })),
  currentPath,
  suspended: () => {
    if (!currentPath().startsWith(paths.subscriptionSuspended())) navigateTo(paths.subscriptionSuspended(), { replace: true });
  },
  twoFactorSetupRequired: () => {
    if (!currentPath().startsWith(paths.security())) navigateTo(paths.security(), { replace: true });
  },
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  reachability,
};

type Outcome =
  | { kind: 'response'; response: GraphQLResponse; status: number | undefined; errors: GraphQLErrorLike[] }
  | { kind: 'failure'; error: RequestError };

function statusOf(outcome: Outcome): number | undefined {
  return outcome.kind === 'failure' ? outcome.error.status : outcome.status;
}

/** The server was not reached, or the gateway could not reach the api or stopped waiting for it. */
function unreachable(outcome: Outcome): boolean {
  if (outcome.kind === 'failure' && outcome.error.noAnswer) return true;
  return isUnreachableStatus(statusOf(outcome));
}

/**
 * Worth asking again: no answer, or a failure of the server (5xx). A refusal (403, 404, 422 and the
 * other 4xx: permissions and validation) would only get the same answer after a longer wait.
 */
function retryable(outcome: Outcome): boolean {
  if (outcome.kind === 'failure' && outcome.error.noAnswer) return true;
  const status = statusOf(outcome);
  return status !== undefined && isRetryableStatus(status);
}

/** The api still runs the first attempt with this key (or its process died meanwhile): asking again gets its answer. */
function stillRunning(outcome: Outcome): boolean {
  if (statusOf(outcome) !== 409) return false;
  if (outcome.kind === 'failure') return outcome.error.message === IDEMPOTENCY_MESSAGES.stillRunning;
  return outcome.errors.some((error) => error.message === IDEMPOTENCY_MESSAGES.stillRunning);
}

/**
 * A keyed create's outcome is unknown while it got no answer, the gateway could not reach the api or
 * stopped waiting for it (502, 503, 504), or the api still runs its first attempt (409): the write
 * may have been made, and only sending it again with its key tells.
 */
function outcomeUnknown(outcome: Outcome): boolean {
  return unreachable(outcome) || stillRunning(outcome);
}

function skipsErrorToast(cacheConfig: CacheConfig): boolean {
  return cacheConfig.metadata?.skipErrorToast === true;
}

function idempotencyKeyOf(cacheConfig: CacheConfig): string | undefined {
  const key = cacheConfig.metadata?.idempotencyKey;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** What the screen is told each time a keyed create's outcome is found unknown, so it can say it is checking. */
function onOutcomeUnknownOf(cacheConfig: CacheConfig): () => void {
  const onUnknown = cacheConfig.metadata?.onOutcomeUnknown;
  return typeof onUnknown === 'function' ? (onUnknown as () => void) : () => {};
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The status a response stands for: a refused session first (it decides what happens next), then the
 * first error that carries a status; 0 when errors carry none.
 */
function responseStatus(errors: GraphQLErrorLike[]): number | undefined {
  const statuses = errors.map(statusOfGraphQLError);
  if (statuses.includes(401)) return 401;
  const first = statuses.find((status) => status !== undefined);
  if (first !== undefined) return first;
  return errors.length > 0 ? 0 : undefined;
}

export function createFetchGraphQL(deps: NetworkDeps = browserDeps) {
  const lastShown = new Map<string, number>();
  let signingOut = false;
  /** Mutations answered so far: a query that sees this change while it is on its way is asked again. */
  let mutationsAnswered = 0;

  function showOnce(status: number | undefined, operation: string, message: string): void {
    const key = `${status ?? 'network'}:${operation}`;
    const now = deps.now();
    const last = lastShown.get(key);
    if (last !== undefined && now - last < ERROR_DEDUP_MS) return;
    lastShown.set(key, now);
    deps.toastError(message, { id: `request-error:${key}:${now}` });
  }

  function expireSession(): void {
    if (signingOut) return;
    signingOut = true;
    const redirectTo = deps.currentPath();
    deps.toastError(REQUEST_ERROR_MESSAGES[401], { id: 'session-expired', autoClose: SESSION_EXPIRED_TOAST_MS });
    setTimeout(() => {
      deps.signOut(redirectTo);
      signingOut = false;
    }, LOGOUT_DELAY_MS);
  }

  /** Tells the user about a failed request, per the global catalogue. A 401 is handled by expireSession. */
  function report(status: number | undefined, operation: string): void {
    if (status === 401) return;
    if (status === undefined && !deps.isOnline()) {
      deps.toastError(OFFLINE_MESSAGE, { id: 'offline' });
      return;
    }
    const message = status === 0 ? REQUEST_ERROR_MESSAGES.other : requestErrorMessage(status);
    showOnce(status, operation, message);
  }

  async function attempt(
    request: RequestParameters,
    variables: Variables,
    outer: AbortSignal,
    uploadables: UploadableMap | null | undefined,
    idempotencyKey: string | undefined,
  ): Promise<Outcome> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    outer.addEventListener('abort', abort);
    let timedOut = false;
    const slowTimer = setTimeout(() => {
      reportWarning(`A chamada ${request.name} passou de ${SLOW_REQUEST_MS / 1000} s`, { operation: request.name });
    }, SLOW_REQUEST_MS);
    const timeoutTimer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    try {
      const operation = { query: request.text, variables, operationName: request.name };
      // Files are rare (a note's image, a task's attachment): their request's code comes with them.
      const multipart = uploadables ? (await import('./multipart')).multipartRequest(operation, uploadables) : null;
      const response = await deps.fetch(GRAPHQL_PATH, {
        method: 'POST',
        headers: {
          // A multipart body sets its own content type, with the boundary.
          ...(multipart ? {} : { 'content-type': 'application/json' }),
          accept: 'application/graphql-response+json, application/json',
          'x-graphql-csrf': '1',
          ...authHeaders(),
          ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
        },
        body: multipart ?? JSON.stringify(operation),
        signal: controller.signal,
      });
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      const json = body as GraphQLResponse | undefined;
      if (!json || typeof json !== 'object') {
        return {
          kind: 'failure',
          error: new RequestError(response.statusText || REQUEST_ERROR_MESSAGES.other, { status: response.status }),
        };
      }
      const errors = ((json as { errors?: GraphQLErrorLike[] }).errors ?? []) as GraphQLErrorLike[];
      if (!response.ok && errors.length === 0) {
        return {
          kind: 'failure',
          error: new RequestError(response.statusText || REQUEST_ERROR_MESSAGES.other, { status: response.status }),
        };
      }
      const status = responseStatus(errors) ?? (response.ok ? undefined : response.status);
      return { kind: 'response', response: json, status, errors };
    } catch (cause) {
      if (timedOut) reportWarning(`A chamada ${request.name} excedeu ${REQUEST_TIMEOUT_MS / 1000} s e foi cancelada`, { operation: request.name });
      return { kind: 'failure', error: new RequestError(REQUEST_ERROR_MESSAGES.connection, { cause, noAnswer: true }) };
    } finally {
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
      outer.removeEventListener('abort', abort);
    }
  }

  /**
   * `send` once, and again while a mutation's answer overtakes it (OVERTAKEN_QUERY_REPEATS): the
   * store then never takes a read older than a write it already has.
   */
  async function inOrder(kind: RequestParameters['operationKind'], outer: AbortSignal, send: () => Promise<Outcome>): Promise<Outcome> {
    for (let repeats = 0; ; repeats += 1) {
      const answeredBefore = mutationsAnswered;
      const outcome = await send();
      if (kind === 'mutation' && outcome.kind === 'response') mutationsAnswered += 1;
      const overtaken = kind === 'query' && outcome.kind === 'response' && mutationsAnswered !== answeredBefore;
      if (!overtaken || repeats >= OVERTAKEN_QUERY_REPEATS || outer.aborted) return outcome;
    }
  }

  return function fetchGraphQL(
    request: RequestParameters,
    variables: Variables,
    cacheConfig: CacheConfig,
    uploadables?: UploadableMap | null,
  ): Observable<GraphQLResponse> {
    return Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      const retries = request.operationKind === 'query' ? RETRY_COUNT : 0;
      const idempotencyKey = idempotencyKeyOf(cacheConfig);
      const send = async () => {
        const outcome = await inOrder(request.operationKind, controller.signal, () =>
          attempt(request, variables, controller.signal, uploadables, idempotencyKey),
        );
        if (unreachable(outcome)) deps.reachability.failed();
        else deps.reachability.answered();
        return outcome;
      };

      void (async () => {
        let outcome: Outcome | undefined;
        if (request.operationKind === 'mutation' && idempotencyKey) {
          // Every keyed create is sent until its outcome is known, with the same key, once the server
          // can be reached: the api answers a repeat with its first answer and writes nothing more.
          for (let checks = 0; ; checks += 1) {
            outcome = await send();
            if (controller.signal.aborted) return;
            if (!outcomeUnknown(outcome)) break;
            onOutcomeUnknownOf(cacheConfig)();
            await sleep(CHECK_DELAYS_MS[Math.min(checks, CHECK_DELAYS_MS.length - 1)]!, controller.signal);
            await deps.reachability.whenUp(controller.signal);
            if (controller.signal.aborted) return;
          }
        } else {
          for (let tries = 0; tries <= retries; tries += 1) {
            if (tries > 0) await sleep(RETRY_DELAY_MS, controller.signal);
            if (controller.signal.aborted) return;
            // Once the server is known to be out of reach, asking again only delays the screen's
            // failure: the screen loads again when the server is back.
            if (tries > 0 && deps.reachability.isDown()) break;
            outcome = await send();
            if (controller.signal.aborted) return;
            if (!retryable(outcome)) break;
          }
        }
        if (!outcome) return;

        const status = statusOf(outcome);
        // A refused session signs the user out; without a stored session there was nothing to expire,
        // and the screen handles the refusal itself.
        if (status === 401 && !skipsErrorToast(cacheConfig) && hasSessionTrace()) {
          expireSession();
          // The answer is held back: the screen keeps its loader instead of drawing an empty page
          // in the second before the sign-out.
          return;
        }
        // A suspended company reads the suspended page, not a toast per refused call.
        if (status === 402) {
          deps.suspended();
          return;
        }
        if (outcome.kind === 'response' && outcome.errors.some((error) => error.extensions?.code === 'TWO_FACTOR_SETUP_REQUIRED')) {
          deps.twoFactorSetupRequired();
          return;
        }
        // While the page says the server is out of reach, failing to reach it is not told again.
        const quiet = skipsErrorToast(cacheConfig) || (unreachable(outcome) && deps.reachability.saysDown());
        if (outcome.kind === 'failure') {
          if (!quiet) report(outcome.error.status, request.name);
          sink.error(outcome.error);
          return;
        }
        const { response, errors } = outcome;
        if (errors.length > 0 && !quiet) report(status, request.name);
        const data = (response as { data?: unknown }).data;
        if (errors.length > 0 && (data === null || data === undefined)) {
          sink.error(new RequestError(errors[0]?.message ?? REQUEST_ERROR_MESSAGES.other, { status, graphQLErrors: errors }));
          return;
        }
        sink.next(response);
        sink.complete();
      })();

      return () => controller.abort();
    });
  };
}

/**
 * Subscriptions over server-sent events at the same /graphql endpoint (graphql-sse's distinct
 * connections mode, which Yoga serves), with the session's headers; a broken stream is opened again,
 * and the page's reachability monitor is told when one breaks and when one opens.
 */
export function createSubscribe(monitor: Pick<ReachabilityMonitor, 'failed' | 'answered'> = reachability): SubscribeFunction {
  // The stream's client comes with the first subscription: most screens hold none.
  let client: Promise<Client> | null = null;
  const clientOf = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: GRAPHQL_PATH,
        headers: () => ({ 'x-graphql-csrf': '1', ...authHeaders() }),
        retryAttempts: Number.POSITIVE_INFINITY,
        retry: async (retries) => {
          monitor.failed();
          await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** Math.min(retries, 5))));
        },
        on: { connected: () => monitor.answered() },
      }),
    ));
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!request.text) {
        sink.error(new Error(`A assinatura ${request.name} não tem texto`));
        return undefined;
      }
      const query = request.text;
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      clientOf().then(
        (opened) => {
          if (closed) return;
          unsubscribe = opened.subscribe<GraphQLResponse>(
            { operationName: request.name, query, variables },
            {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
}
