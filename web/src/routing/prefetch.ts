import { authHeaders } from '../lib/session';

/** Where the network layer (relay/network.ts) sends its queries. */
const GRAPHQL_PATH = '/graphql';
/** A prefetched answer nobody asked for by then (its screen was left) is let go. */
const UNCLAIMED_MS = 60_000;

type Prefetched = { headers: Record<string, string>; response: Promise<Response>; controller: AbortController };

const started = new Map<string, Prefetched>();

/** The parts of a query's generated artifact that name and spell it. */
export type QueryParams = { name: string; operationKind: string; text?: string | null };

/**
 * Sends a query the way the network layer sends it, before Relay itself has arrived: a first screen's
 * data is then on its way while the code that reads it still downloads. The network layer takes the
 * answer (takePrefetched) when Relay asks for the same query with the same variables and headers.
 */
export function prefetchQuery(params: QueryParams, variables: Record<string, unknown>): void {
  if (params.operationKind !== 'query' || !params.text) return;
  const body = JSON.stringify({ query: params.text, variables, operationName: params.name });
  if (started.has(body)) return;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'x-graphql-csrf': '1',
    ...authHeaders(),
  };
  const controller = new AbortController();
  const response = fetch(GRAPHQL_PATH, { method: 'POST', headers, body, signal: controller.signal });
  // Read by whoever takes it; one left untaken must not surface as an unhandled rejection.
  response.catch(() => undefined);
  const entry = { headers, response, controller };
  started.set(body, entry);
  setTimeout(() => {
    if (started.get(body) !== entry) return;
    started.delete(body);
    controller.abort();
  }, UNCLAIMED_MS);
}

function sameHeaders(sent: Record<string, string>, asked: HeadersInit | undefined): boolean {
  const wanted = new Headers(asked);
  const had = new Headers(sent);
  if ([...wanted.keys()].length !== [...had.keys()].length) return false;
  return [...wanted].every(([name, value]) => had.get(name) === value);
}

/**
 * The answer of a request that prefetchQuery already sent, once: for the network layer's fetch, when
 * it asks for exactly what was sent. Its abort signal then stops the prefetched request.
 */
export function takePrefetched(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (input !== GRAPHQL_PATH || typeof init?.body !== 'string') return undefined;
  const entry = started.get(init.body);
  if (!entry || !sameHeaders(entry.headers, init.headers)) return undefined;
  started.delete(init.body);
  const signal = init.signal;
  if (signal?.aborted) entry.controller.abort();
  else signal?.addEventListener('abort', () => entry.controller.abort(), { once: true });
  return entry.response;
}
