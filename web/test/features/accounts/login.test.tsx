import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginPage, NOTICE_DURATION_MS } from '../../../src/features/accounts/LoginPage';
import { hasSession, saveSession } from '../../../src/lib/session';
import { MockPayloadGenerator, renderWithRelay, type MockEnvironment } from '../../relay';

// The page fetches Relay when the form is sent; here it commits on the test's environment.
vi.mock('../../../src/relay/deferred', async () => {
  const { commitMutationPromise } = await import('../../../src/relay/useMutationPromise');
  const { mountedEnvironment } = await import('../../mountedEnvironment');
  return {
    preloadRelay: () => undefined,
    commitDeferredMutation: (...args: [never, never]) => commitMutationPromise(mountedEnvironment(), ...args),
  };
});

type ViewerShape = { suspended?: boolean; onboardingCompleted?: boolean; accountType?: string };

function answerSignIn(environment: MockEnvironment, viewer: ViewerShape) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('LoginPageMutation');
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        SignInPayload: () => ({ errors: [], twoFactorRequired: false, challenge: null, twoFactorSetupRequired: false }),
        User: () => ({
          accountType: viewer.accountType ?? 'STANDARD',
          onboardingCompleted: viewer.onboardingCompleted ?? true,
        }),
        SubscriptionStatus: () => ({ suspended: viewer.suspended ?? false }),
      }),
    ),
  );
}

async function signIn(route = '/login') {
  const rendered = renderWithRelay(<LoginPage />, { route });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@clinica.com.br' } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  await vi.waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1), { timeout: 5000 });
  return rendered;
}

function location(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login', () => {
  it('sends the e-mail and password and keeps the session it gets back', async () => {
    const { environment, router } = await signIn();
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      email: 'ana@clinica.com.br',
      password: 'segredo1',
    });
    answerSignIn(environment, {});
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
    expect(hasSession()).toBe(true);
  });

  it('sends a user whose subscription is suspended to the suspended page', async () => {
    const { environment, router } = await signIn();
    answerSignIn(environment, { suspended: true, onboardingCompleted: false });
    await vi.waitFor(() => expect(location(router)).toBe('/subscription-suspended'));
  });

  it('marks a suspended system admin for the suspended page', async () => {
    const { environment, router } = await signIn();
    answerSignIn(environment, { suspended: true, accountType: 'SYSTEM_ADMIN' });
    await vi.waitFor(() => expect(location(router)).toBe('/subscription-suspended?admin=sa-7f3c9a'));
  });

  it('sends a user who has not finished onboarding to onboarding, even with a redirect asked for', async () => {
    const { environment, router } = await signIn('/login?redirectTo=/calendar');
    answerSignIn(environment, { onboardingCompleted: false });
    await vi.waitFor(() => expect(location(router)).toBe('/onboarding/personal-profile'));
  });

  it('returns to the page the user was on', async () => {
    const { environment, router } = await signIn('/login?redirectTo=%2Fcustomers%2Fdetails%2F4');
    answerSignIn(environment, {});
    await vi.waitFor(() => expect(location(router)).toBe('/customers/details/4'));
  });

  it('ignores a redirect to another site', async () => {
    const { environment, router } = await signIn('/login?redirectTo=https://example.com/phish');
    answerSignIn(environment, {});
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
  });

  it('shows each message of a refused sign-in and stays on the page', async () => {
    const { environment, router } = await signIn();
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { signIn: { errors: ['E-mail ou senha inválidos.'], session: null, viewer: null } },
      }),
    );
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeTruthy();
    expect(location(router)).toBe('/login');
    expect(hasSession()).toBe(false);
  });

  it('says the sign-in failed when the request does', async () => {
    const { environment } = await signIn();
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao autenticar. Tente novamente.')).toBeTruthy();
  });

  it('takes a visitor who is already signed in to the customers', async () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' });
    const { router } = renderWithRelay(<LoginPage />, { route: '/login' });
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
  });

  it('shows the expired-session notice for 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithRelay(<LoginPage />, { route: '/login?notice=session_expired&redirectTo=/calendar' });
    expect(await screen.findByText('Sua sessão expirou. Faça login novamente.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_DURATION_MS - 1000);
    });
    expect(screen.queryByText('Sua sessão expirou. Faça login novamente.')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await vi.waitFor(() => expect(screen.queryByText('Sua sessão expirou. Faça login novamente.')).toBeNull());
  });

  it('confirms a voluntary sign-out with a toast', async () => {
    renderWithRelay(<LoginPage />, { route: '/login?notice=signed_out' });
    expect(await screen.findByText('Sessão finalizada com segurança')).toBeTruthy();
  });
});
