import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISMATCH, PasswordPage, SAVED, SAVE_FAILED } from '../../../src/features/profile/PasswordPage';
import { renderWithRelay } from '../../relay';

function fill(password: string, confirmation: string, current = 'antiga1') {
  fireEvent.change(screen.getByLabelText(/^Senha atual/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirme a nova senha/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('password change', () => {
  it('sends nothing while either field is empty', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('abc123', '');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks for a confirmation equal to the new password', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('abc123', 'abc124');
    expect((await screen.findAllByText(MISMATCH)).length).toBeGreaterThan(0);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks for the current password before sending anything', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('abc123', 'abc123', '');
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('states the one rule and refuses a password without a letter and a digit', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    expect(screen.getByText('De 6 a 128 caracteres, com pelo menos uma letra e um número')).toBeTruthy();
    fill('abcdef', 'abcdef');
    expect(await screen.findByText('Formato incorreto')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('takes symbols, and shows a wrong current password under its field', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('Segura123!', 'Segura123!', 'chute1');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      currentPassword: 'chute1',
      password: 'Segura123!',
      passwordConfirmation: 'Segura123!',
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          changePassword: {
            success: false,
            errors: [{ field: 'current_password', messages: ['está incorreta'] }],
            fullMessages: ['Senha atual está incorreta'],
          },
        },
      }),
    );
    expect(await screen.findByText('Senha atual está incorreta', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
  });

  it('changes the password and says so, or says it could not', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('abc123', 'abc123');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ currentPassword: 'antiga1', password: 'abc123', passwordConfirmation: 'abc123' });
    act(() => environment.mock.resolve(operation, { data: { changePassword: { success: true, errors: [], fullMessages: [] } } }));
    expect(await screen.findByText(SAVED)).toBeTruthy();

    fill('abc123', 'abc123');
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
  });
});
