import { describe, expect, it, vi } from 'vitest';
import { createContextFactory } from '../src/context.ts';
import type { Send } from '../src/rest/client.ts';
import * as calls from '../src/areas.ts';

vi.mock('../src/areas.ts', async (original) => {
  const actual = await original<typeof import('../src/areas.ts')>();
  return { ...actual, sessionCalls: vi.fn(actual.sessionCalls) };
});

const sent: string[] = [];
const send: Send = async (method, path) => {
  sent.push(`${method} ${path}`);
  return { status: 200, headers: {}, body: {} as never };
};

function contextOf(headers: Record<string, string>) {
  const factory = createContextFactory(send, () => ({ [Symbol.asyncIterator]: () => ({ next: async () => ({ done: true, value: undefined }) }) }) as never);
  return factory({ request: new Request('http://gateway.test/graphql', { method: 'POST', headers }) } as never);
}

describe('the context of a GraphQL request', () => {
  it("makes the session's writes only when a mutation first asks for them, once", async () => {
    vi.mocked(calls.sessionCalls).mockClear();
    const context = contextOf({ 'access-token': 'token', client: 'client', uid: 'ana@exemplo.com.br' });
    const session = context.session();
    expect(session.loaders.viewer).toBeDefined();
    expect(calls.sessionCalls).not.toHaveBeenCalled();

    await session.calls.signOut();
    expect(session.calls).toBe(session.calls);
    expect(calls.sessionCalls).toHaveBeenCalledTimes(1);
    expect(sent).toContain('DELETE /api/v1/auth/sign_out');
  });
});
