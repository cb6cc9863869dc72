import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as securityRoute from '../../../src/features/profile/SecurityPage';
import { screenQueries } from '../../../src/routes';
import { mountScreen, screenRoute, startedOperation, type MockEnvironment } from '../../relay';

const VIEWER_ID = btoa('User:1');

function twoFactor(overrides: Record<string, unknown> = {}) {
  return { enabled: false, enabledAt: null, requiredByCompany: false, setupRequired: false, recoveryCodesLeft: 0, ...overrides };
}

function session(id: number, device: string, current: boolean) {
  return { id: btoa(`UserSession:${id}`), device, ip: `198.51.100.${id}`, lastUsedAt: '2026-03-10T12:00:00.000Z', current };
}

function viewer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: VIEWER_ID,
    accountType: 'STANDARD',
    twoFactor: twoFactor(),
    sessions: [session(1, 'Chrome no Windows', true), session(2, 'Safari no iPhone', false)],
    company: { __typename: 'Company', id: btoa('Company:1'), requireTwoFactor: false },
    ...overrides,
  };
}

async function open(data: Record<string, unknown>) {
  const { environment } = mountScreen('/personal-profile/security', [screenRoute('/personal-profile/security', screenQueries.security, <securityRoute.Component />)]);
  const operation = await startedOperation(environment);
  act(() => environment.mock.resolve(operation, { data: { viewer: data } }));
  return environment;
}

async function nextOperation(environment: MockEnvironment, name: string) {
  return startedOperation(environment, name);
}

describe('security tab', () => {
  it('turns two-step sign-in on: QR code and secret, a 6-digit code, then the recovery codes once', async () => {
    const environment = await open(viewer());
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }));
    const begin = await nextOperation(environment, 'TwoFactorSectionBeginMutation');
    act(() =>
      environment.mock.resolve(begin, { data: { beginTwoFactorSetup: { secret: 'JBSWY3DPEHPK3PXP', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', errors: [] } } }),
    );
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText('Digite os 6 números que o aplicativo mostra.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    const enable = await nextOperation(environment, 'TwoFactorSectionEnableMutation');
    expect(enable.request.variables.input).toEqual({ code: '123456' });
    const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
    act(() =>
      environment.mock.resolve(enable, {
        data: {
          enableTwoFactor: {
            recoveryCodes: codes,
            viewer: { __typename: 'User', id: VIEWER_ID, twoFactor: twoFactor({ enabled: true, enabledAt: '2026-03-10T12:00:00.000Z', recoveryCodesLeft: 10 }) },
            errors: [],
            fullMessages: [],
          },
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(screen.getByText(/Guarde estes códigos de recuperação em um lugar seguro/)).toBeTruthy();
    expect(screen.getByText('Ativada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).toBeNull());
  });

  it('shows a wrong code under its field', async () => {
    const environment = await open(viewer());
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }));
    const begin = await nextOperation(environment, 'TwoFactorSectionBeginMutation');
    act(() => environment.mock.resolve(begin, { data: { beginTwoFactorSetup: { secret: 'JBSWY3DPEHPK3PXP', qrCodeSvg: '<svg></svg>', errors: [] } } }));
    fireEvent.change(await screen.findByLabelText('Código de verificação'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    const enable = await nextOperation(environment, 'TwoFactorSectionEnableMutation');
    act(() =>
      environment.mock.resolve(enable, {
        data: { enableTwoFactor: { recoveryCodes: [], viewer: null, errors: [{ field: 'code', messages: ['Código de verificação inválido.'] }], fullMessages: ['Código de verificação inválido.'] } },
      }),
    );
    expect(await screen.findByText('Código de verificação inválido.')).toBeTruthy();
  });

  it('turns it off with the password, and says when the company demands it', async () => {
    const environment = await open(viewer({ twoFactor: twoFactor({ enabled: true, enabledAt: '2026-03-01T12:00:00.000Z', recoveryCodesLeft: 7 }) }));
    expect(await screen.findByText('7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    fireEvent.change(await screen.findByLabelText('Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desativar' }));
    const disable = await nextOperation(environment, 'TwoFactorSectionDisableMutation');
    expect(disable.request.variables.input).toEqual({ password: 'segredo1' });
    act(() =>
      environment.mock.resolve(disable, {
        data: { disableTwoFactor: { viewer: { __typename: 'User', id: VIEWER_ID, twoFactor: twoFactor() }, errors: [], fullMessages: [] } },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Desativada')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).toBeNull();

    await open(viewer({ twoFactor: twoFactor({ enabled: false, requiredByCompany: true, setupRequired: true }) }));
    expect(await screen.findByText('Sua empresa exige a verificação em duas etapas. Ative-a para continuar usando o sistema.')).toBeTruthy();
  });

  it('gives new recovery codes once the password is confirmed, and shows a wrong password in the dialog', async () => {
    const environment = await open(viewer({ twoFactor: twoFactor({ enabled: true, enabledAt: '2026-03-01T12:00:00.000Z', recoveryCodesLeft: 2 }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Novos códigos de recuperação' }));
    fireEvent.change(await screen.findByLabelText('Senha'), { target: { value: 'errada1' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Gerar novos códigos' }));
    const refused = await nextOperation(environment, 'TwoFactorSectionRegenerateMutation');
    act(() =>
      environment.mock.resolve(refused, {
        data: { regenerateRecoveryCodes: { recoveryCodes: [], viewer: null, errors: [{ field: 'password', messages: ['Senha incorreta.'] }], fullMessages: ['Senha incorreta.'] } },
      }),
    );
    expect(await within(screen.getByRole('dialog')).findByText('Senha incorreta.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Gerar novos códigos' }));
    const regenerate = await vi.waitFor(() => {
      const pending = environment.mock.getAllOperations().find((operation) => operation !== refused && operation.request.node.params.name === 'TwoFactorSectionRegenerateMutation');
      if (!pending) throw new Error('a segunda TwoFactorSectionRegenerateMutation ainda não foi enviada');
      return pending;
    });
    expect(regenerate.request.variables.input).toEqual({ password: 'segredo1' });
    const codes = Array.from({ length: 10 }, (_, index) => `wxyz${index}-1234${index}`);
    act(() =>
      environment.mock.resolve(regenerate, {
        data: {
          regenerateRecoveryCodes: {
            recoveryCodes: codes,
            viewer: { __typename: 'User', id: VIEWER_ID, twoFactor: twoFactor({ enabled: true, enabledAt: '2026-03-01T12:00:00.000Z', recoveryCodesLeft: 10 }) },
            errors: [],
            fullMessages: [],
          },
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
  });

  it('lists the sessions and ends one or all the others', async () => {
    const environment = await open(viewer());
    expect(await screen.findByText('Esta sessão')).toBeTruthy();
    expect(screen.getByText('Safari no iPhone')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Encerrar a sessão/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar a sessão Safari no iPhone' }));
    const revoke = await nextOperation(environment, 'SessionsListRevokeMutation');
    expect(revoke.request.variables.input).toEqual({ sessionId: btoa('UserSession:2') });
    act(() =>
      environment.mock.resolve(revoke, {
        data: { revokeSession: { revokedSessionIds: [btoa('UserSession:2')], viewer: { __typename: 'User', id: VIEWER_ID, sessions: [session(1, 'Chrome no Windows', true)] } } },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Safari no iPhone')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Encerrar todas as outras' })).toBeNull();
  });

  it('lets an administrator demand two-step sign-in of the whole company', async () => {
    const environment = await open(viewer({ accountType: 'SYSTEM_ADMIN' }));
    fireEvent.click(await screen.findByRole('switch', { name: /Exigir verificação em duas etapas de todos os usuários/ }));
    const update = await nextOperation(environment, 'TwoFactorRequirementMutation');
    expect(update.request.variables.input).toEqual({ requireTwoFactor: true });
  });
});
