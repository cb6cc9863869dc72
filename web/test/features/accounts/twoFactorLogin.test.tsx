import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Component as LoginPage } from '../../../src/features/accounts/LoginPage';
import { hasSession } from '../../../src/lib/session';
import { renderWithRelay, type MockEnvironment } from '../../relay';

vi.mock('../../../src/relay/deferred', async () => {
  const { commitMutationPromise } = await import('../../../src/relay/useMutationPromise');
  const { mountedEnvironment } = await import('../../mountedEnvironment');
  return {
    preloadRelay: () => undefined,
    commitDeferredMutation: (...args: [never, never]) => commitMutationPromise(mountedEnvironment(), ...args),
  };
});

const SESSION = { accessToken: 'tok', client: 'cli', expiry: '4102444800', tokenType: 'Bearer', uid: 'ana@clinica.com.br' };
const VIEWER = {
  id: btoa('User:1'),
  accountType: 'STANDARD',
  onboardingCompleted: true,
  company: { id: btoa('Company:1'), subscriptionStatus: { suspended: false } },
};

function location(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

async function typePassword() {
  const rendered = renderWithRelay(<LoginPage />, { route: '/login?redirectTo=/calendar' });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@clinica.com.br' } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  await vi.waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  return rendered;
}

function answerPassword(environment: MockEnvironment, answer: Record<string, unknown>) {
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: { signIn: { errors: [], session: null, viewer: null, twoFactorRequired: false, challenge: null, twoFactorSetupRequired: false, ...answer } },
    }),
  );
}

describe('two-step sign-in', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const { environment, router } = await typePassword();
    answerPassword(environment, { twoFactorRequired: true, challenge: 'desafio-1' });
    const code = await screen.findByLabelText('Código de verificação');
    expect(hasSession()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    const operation = await vi.waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('TwoFactorStepMutation');
      return pending;
    });
    expect(operation.request.variables.input).toEqual({ challenge: 'desafio-1', code: '123456' });
    act(() => environment.mock.resolve(operation, { data: { verifyTwoFactorSignIn: { errors: [], session: SESSION, viewer: VIEWER } } }));
    await vi.waitFor(() => expect(location(router)).toBe('/calendar'));
    expect(hasSession()).toBe(true);
  });

  it('shows a refused code and takes a recovery code instead', async () => {
    const { environment } = await typePassword();
    answerPassword(environment, { twoFactorRequired: true, challenge: 'desafio-2' });
    fireEvent.change(await screen.findByLabelText('Código de verificação'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await vi.waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('TwoFactorStepMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { verifyTwoFactorSignIn: { errors: ['Código de verificação inválido.'], session: null, viewer: null } },
      }),
    );
    expect(await screen.findByText('Código de verificação inválido.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    fireEvent.change(screen.getByLabelText('Código de recuperação'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await vi.waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ challenge: 'desafio-2', recoveryCode: 'abcde-fghjk' }),
    );
  });

  it('goes back to the password with Voltar', async () => {
    const { environment } = await typePassword();
    answerPassword(environment, { twoFactorRequired: true, challenge: 'desafio-3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('sends a user whose company demands two-step sign-in to set it up', async () => {
    const { environment, router } = await typePassword();
    answerPassword(environment, { session: SESSION, viewer: VIEWER, twoFactorSetupRequired: true });
    await vi.waitFor(() => expect(location(router)).toBe('/personal-profile/security'));
  });
});
