import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { LOGOUT_MUTATION } from '../../src/features/logout/LogoutPage';
import type { LogoutPageMutation } from '../../src/features/logout/__generated__/LogoutPageMutation.graphql';
import { RequestError } from '../../src/relay/requestErrors';
import { useMutationPromise } from '../../src/relay/useMutationPromise';

function setup() {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const hook = renderHook(() => useMutationPromise<LogoutPageMutation>(LOGOUT_MUTATION), { wrapper });
  return { environment, hook };
}

describe('useMutationPromise', () => {
  it('resolves with the response and reports the request in flight meanwhile', async () => {
    const { environment, hook } = setup();
    let promise!: Promise<LogoutPageMutation['response']>;
    act(() => {
      promise = hook.result.current[0]({ variables: {} });
    });
    expect(hook.result.current[1]).toBe(true);
    const operation = environment.mock.getMostRecentOperation();
    act(() => {
      environment.mock.resolve(operation, { data: { signOut: { success: true } } });
    });
    await expect(promise).resolves.toEqual({ signOut: { success: true } });
    expect(hook.result.current[1]).toBe(false);
  });

  it('rejects with the GraphQL errors the server answered', async () => {
    const { environment, hook } = setup();
    let promise!: Promise<unknown>;
    act(() => {
      promise = hook.result.current[0]({ variables: {}, skipErrorToast: true });
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.cacheConfig?.metadata).toEqual({ skipErrorToast: true });
    act(() => {
      environment.mock.resolve(operation, {
        data: { signOut: { success: false } },
        errors: [{ message: 'Sem permissão', extensions: { status: 403 } }],
      } as never);
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).graphQLErrors[0]?.message).toBe('Sem permissão');
  });

  it('rejects when the request itself fails', async () => {
    const { environment, hook } = setup();
    let promise!: Promise<unknown>;
    act(() => {
      promise = hook.result.current[0]({ variables: {} });
    });
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error('Erro de conexão. Verifique sua internet'));
    });
    await expect(promise).rejects.toThrow('Erro de conexão. Verifique sua internet');
  });
});
