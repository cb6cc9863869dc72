import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutPage, SIGN_OUT_WAIT_MS } from '../../src/features/logout/LogoutPage';
import { reloadTo } from '../../src/lib/navigation';
import { hasSession, saveSession } from '../../src/lib/session';
import { renderWithRelay } from '../relay';

vi.mock('../../src/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/navigation')>()),
  reloadTo: vi.fn(),
}));

const session = { accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' };

beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
});

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('/logout', () => {
  it('revokes the token, clears the session and opens the login with the signed-out notice', async () => {
    saveSession(session);
    const { environment } = renderWithRelay(<LogoutPage />, { route: '/logout' });
    expect(await screen.findByText('Saindo com segurança…')).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('LogoutPageMutation');
    act(() => environment.mock.resolve(operation, { data: { signOut: { success: true } } }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login?notice=signed_out'));
    expect(hasSession()).toBe(false);
  });

  it('after an expiry returns to the page the user was on once signed in again', async () => {
    saveSession(session);
    const { environment } = renderWithRelay(<LogoutPage />, {
      route: '/logout?action=SESSION_EXPIRED:DO_LOGIN_AGAIN&redirectTo=/customers/details/4',
    });
    await settle();
    act(() => environment.mock.rejectMostRecentOperation(new Error('Sessão expirada')));
    await vi.waitFor(() =>
      expect(reloadTo).toHaveBeenCalledWith('/login?notice=session_expired&redirectTo=%2Fcustomers%2Fdetails%2F4'),
    );
    expect(hasSession()).toBe(false);
  });

  it('signs out locally when the server does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      saveSession(session);
      renderWithRelay(<LogoutPage />, { route: '/logout' });
      await settle();
      expect(reloadTo).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS);
      });
      expect(reloadTo).toHaveBeenCalledWith('/login?notice=signed_out');
      expect(hasSession()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('works without a session, asking the server nothing', async () => {
    const { environment } = renderWithRelay(<LogoutPage />, { route: '/logout?redirectTo=https://evil.example' });
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login?notice=signed_out'));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
