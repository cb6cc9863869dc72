import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISMATCH, PasswordPage, SAVED, SAVE_FAILED } from '../../../src/features/profile/PasswordPage';
import { renderWithRelay } from '../../relay';

function fill(password: string, confirmation: string) {
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

  it('refuses a password with anything but letters and digits', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('abc!12', 'abc!12');
    expect(await screen.findByText('Formato incorreto')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('changes the password and says so, or says it could not', async () => {
    const { environment } = renderWithRelay(<PasswordPage />, { route: '/personal-profile/password' });
    await screen.findByRole('button', { name: 'Alterar senha' });
    fill('abc123', 'abc123');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ password: 'abc123', passwordConfirmation: 'abc123' });
    act(() => environment.mock.resolve(operation, { data: { changePassword: { success: true, errors: [], fullMessages: [] } } }));
    expect(await screen.findByText(SAVED)).toBeTruthy();

    fill('abc123', 'abc123');
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
  });
});
