import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as formRoute from '../../../src/features/users/UserFormPage';
import { AbilityContext, buildAbility } from '../../../src/lib/ability';
import { ViewerContext, type ViewerSummary } from '../../../src/lib/viewer';
import { screenQueries } from '../../../src/routes';
import { mountScreen, screenRoute, startedOperation } from '../../relay';

const userId = (id: number) => btoa(`User:${id}`);
const ADMIN = buildAbility([{ actions: ['manage'], subjects: ['User'], conditions: '{"company_id":1}', fields: null, inverted: false }]);
const VIEWER: ViewerSummary = { id: userId(1), databaseId: 1, name: 'Ana Admin', email: 'ana@exemplo.com.br', accountType: 'SYSTEM_ADMIN', imageUrl: null };

const withViewer = (element: ReactElement) => (
  <ViewerContext.Provider value={VIEWER}>
    <AbilityContext.Provider value={ADMIN}>{element}</AbilityContext.Provider>
  </ViewerContext.Provider>
);

const routes: RouteObject[] = [
  screenRoute('/business/users/edit/:id', screenQueries.userForm, withViewer(<formRoute.Component />)),
  { path: '/business/users', element: <p>Lista de usuários</p> },
];

async function editUser(id: number, email: string) {
  const { environment } = mountScreen(`/business/users/edit/${id}`, routes);
  const operation = await startedOperation(environment, 'UserFormPageQuery');
  const user = { id: userId(id), databaseId: id, email, name: 'Pessoa', phone: null, accountType: 'SYSTEM_ADMIN', imageUrl: null };
  act(() => environment.mock.resolve(operation, { data: { viewer: { id: VIEWER.id, company: { id: btoa('Company:1'), databaseId: 1 } }, user } }));
  await screen.findByRole('button', { name: 'Salvar' });
  return environment;
}

function typeEmail(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value } });
}

describe('user form', () => {
  it("asks for the current password when users change their own e-mail, and sends it with the new one", async () => {
    const environment = await editUser(1, VIEWER.email);
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();
    typeEmail(' ANA@exemplo.com.br ');
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();

    typeEmail('ana.nova@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha corretamente todos os campos para salvar (verifique os obrigatórios)')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Senha atual/), { target: { value: 'antiga1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const update = await vi.waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('UserFormPageUpdateMutation');
      return operation;
    });
    expect(update.request.variables.input).toMatchObject({ id: userId(1), email: 'ana.nova@exemplo.com.br', currentPassword: 'antiga1' });
  });

  it("does not ask for it when an administrator changes another user's e-mail", async () => {
    const environment = await editUser(2, 'carla@exemplo.com.br');
    typeEmail('carla.nova@exemplo.com.br');
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const update = await vi.waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('UserFormPageUpdateMutation');
      return operation;
    });
    expect(update.request.variables.input).toMatchObject({ id: userId(2), email: 'carla.nova@exemplo.com.br' });
    expect(update.request.variables.input).not.toHaveProperty('currentPassword');
  });
});
