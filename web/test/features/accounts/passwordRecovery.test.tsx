import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ForgotPasswordPage } from '../../../src/features/accounts/ForgotPasswordPage';
import { Component as LoginPage } from '../../../src/features/accounts/LoginPage';
import { Component as ResetPasswordPage } from '../../../src/features/accounts/ResetPasswordPage';
import { renderWithRelay } from '../../relay';

function location(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

const loginRoute = { path: '/login', element: <LoginPage /> };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('forgot password', () => {
  it('says the e-mail format is wrong only once typing has paused for 750 ms', async () => {
    renderWithRelay(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@clinica' } });
    await wait(700);
    expect(screen.queryByText('Formato incorreto')).toBeNull();
    await wait(100);
    expect(screen.getByText('Formato incorreto')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@clinica.com.br' } });
    await wait(800);
    expect(screen.queryByText('Formato incorreto')).toBeNull();
  });

  it('sends nothing for an empty or malformed e-mail', async () => {
    const { environment } = renderWithRelay(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana.clinica.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(screen.getByText('Formato incorreto')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('confirms the e-mail was sent and opens the login 2 seconds later', async () => {
    const { environment, router } = renderWithRelay(<ForgotPasswordPage />, {
      route: '/forgot-password',
      routes: [loginRoute],
    });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@clinica.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ email: 'ana@clinica.com.br' });
    act(() =>
      environment.mock.resolve(operation, { data: { requestPasswordReset: { message: 'ok', errors: [] } } }),
    );
    expect(await screen.findByText('Email de recuperação enviado! Verifique sua caixa de entrada.')).toBeTruthy();
    await wait(1900);
    expect(location(router)).toBe('/forgot-password');
    await wait(200);
    expect(location(router)).toBe('/login');
  });

  it('shows the server errors, or a default message when the request fails', async () => {
    const { environment } = renderWithRelay(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@clinica.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { requestPasswordReset: { message: null, errors: ['Muitas tentativas', 'Aguarde alguns minutos'] } },
      }),
    );
    expect(await screen.findByText('Muitas tentativas. Aguarde alguns minutos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao enviar email de recuperação. Tente novamente.')).toBeTruthy();
  });
});

describe('reset password', () => {
  it('sends a visit without a token to the login, which says the token is invalid', async () => {
    const { router } = renderWithRelay(<ResetPasswordPage />, { route: '/reset-password', routes: [loginRoute] });
    expect(await screen.findByText('Token de recuperação inválido ou expirado.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for both passwords, at least 6 characters and equal', async () => {
    const { environment } = renderWithRelay(<ResetPasswordPage />, { route: '/reset-password?reset_password_token=t0k' });
    const save = screen.getByRole('button', { name: 'Salvar nova senha' });
    fireEvent.click(save);
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: 'abc' } });
    fireEvent.click(save);
    expect(screen.getByText('A senha deve ter no mínimo 6 caracteres')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: 'abc124' } });
    fireEvent.click(save);
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('changes the password with the token and opens the login 2 seconds later', async () => {
    const { environment, router } = renderWithRelay(<ResetPasswordPage />, {
      route: '/reset-password?reset_password_token=t0k',
      routes: [loginRoute],
    });
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      password: 'abc123',
      passwordConfirmation: 'abc123',
      resetPasswordToken: 't0k',
    });
    act(() =>
      environment.mock.resolve(operation, { data: { resetPassword: { success: true, errors: [], fullMessages: [] } } }),
    );
    expect(await screen.findByText('Senha alterada com sucesso')).toBeTruthy();
    await wait(2100);
    expect(location(router)).toBe('/login');
    expect(screen.getByText('Senha alterada com sucesso. Entre com a sua nova senha.')).toBeTruthy();
  });

  it('shows the token or password errors, or the default message', async () => {
    const { environment } = renderWithRelay(<ResetPasswordPage />, { route: '/reset-password?reset_password_token=old' });
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          resetPassword: {
            success: false,
            errors: [{ field: 'reset_password_token', messages: ['é inválido'] }],
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Token de recuperação é inválido.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { success: false, errors: [], fullMessages: [] } },
      }),
    );
    expect(
      await screen.findByText(
        'Erro ao trocar senha. O token pode ter expirado. Tente solicitar um novo email de recuperação.',
      ),
    ).toBeTruthy();
  });
});
