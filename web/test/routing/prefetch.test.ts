import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHeaders, clearSession, saveSession } from '../../src/lib/session';
import { prefetchQuery, takePrefetched } from '../../src/routing/prefetch';

const params = { name: 'MainLayoutQuery', operationKind: 'query', text: 'query MainLayoutQuery { viewer { id } }' };
const body = JSON.stringify({ query: params.text, variables: {}, operationName: params.name });

/** What the network layer sends for the same query (relay/network.ts), with the session's headers. */
function networkInit(signal = new AbortController().signal): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-graphql-csrf': '1',
      ...authHeaders(),
    },
    body,
    signal,
  };
}

function stubFetch() {
  const answer = new Response('{"data":{"viewer":null}}');
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('prefetchQuery', () => {
  it('sends the query as the network layer would, and hands its answer once to the same request', async () => {
    saveSession({ accessToken: 'token', client: 'client', expiry: '9999999999', tokenType: 'Bearer', uid: 'ana@example.com' });
    const { fetch, answer } = stubFetch();
    prefetchQuery(params, {});
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![1]?.body).toBe(body);
    expect(await takePrefetched('/graphql', networkInit())).toBe(answer);
    expect(takePrefetched('/graphql', networkInit())).toBeUndefined();
  });

  it('is not handed to a request with other variables or other headers', () => {
    saveSession({ accessToken: 'token', client: 'client', expiry: '9999999999', tokenType: 'Bearer', uid: 'ana@example.com' });
    stubFetch();
    prefetchQuery(params, {});
    expect(takePrefetched('/graphql', { ...networkInit(), body: JSON.stringify({ query: params.text, variables: { page: 2 }, operationName: params.name }) })).toBeUndefined();
    expect(takePrefetched('/graphql', { ...networkInit(), headers: { 'content-type': 'application/json' } })).toBeUndefined();
    expect(takePrefetched('/graphql', networkInit())).toBeDefined();
  });

  it('stops the prefetched request when the request that took it is abandoned', () => {
    stubFetch();
    prefetchQuery(params, { page: 1 });
    const sent = (vi.mocked(fetch).mock.calls[0]![1] as RequestInit).signal!;
    const controller = new AbortController();
    takePrefetched('/graphql', {
      ...networkInit(controller.signal),
      body: JSON.stringify({ query: params.text, variables: { page: 1 }, operationName: params.name }),
    });
    expect(sent.aborted).toBe(false);
    controller.abort();
    expect(sent.aborted).toBe(true);
  });

  it('sends nothing for a mutation', () => {
    const { fetch } = stubFetch();
    prefetchQuery({ ...params, operationKind: 'mutation' }, {});
    expect(fetch).not.toHaveBeenCalled();
  });
});
