import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenQueries } from '../../src/routes';
import { LoadBoundary } from '../../src/ui/LoadBoundary';
import userFormQuery from '../../src/features/users/__generated__/UserFormPageQuery.graphql';
import * as userFormRoute from '../../src/features/users/UserFormPage';
import { RequestError } from '../../src/relay/requestErrors';
import { createMockEnvironment, mountScreen, renderWithRelay, screenRoute } from '../relay';

function FailsAtOnce(): never {
  throw new RequestError('Failed to fetch');
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('LoadBoundary', () => {
  it('leaves for leaveTo after the toast even when the load fails on the very first render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderWithRelay(
      <LoadBoundary message="Erro ao carregar usuário" leaveTo="/list" resetKey={1}>
        <FailsAtOnce />
      </LoadBoundary>,
      { route: '/screen', path: '/screen', routes: [{ path: '/list', element: <p>lista</p> }] },
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByText('Erro ao carregar usuário')).toBeTruthy();
    expect(await screen.findByText('lista')).toBeTruthy();
  });

  it('shows the message in place, with a retry, when there is nowhere to go', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    renderWithRelay(
      <LoadBoundary message="Erro ao carregar os dados" onRetry={retry} resetKey={1}>
        <FailsAtOnce />
      </LoadBoundary>,
    );
    act(() => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getAllByText('Erro ao carregar os dados')).not.toHaveLength(0);
  });
});

describe('user form', () => {
  it("goes back to the users list after 'Erro ao carregar usuário' when the user's load has already failed as the form first renders", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const environment = createMockEnvironment();
    // Answered as the loader asks, so the query reference holds the failure before the form renders.
    environment.mock.queuePendingOperation(userFormQuery, { databaseId: 23, editing: true });
    environment.mock.queueOperationResolver(() => new Error('Failed to fetch'));
    const { router } = mountScreen('/business/users/edit/23', [
        screenRoute('/business/users/edit/:id', screenQueries.userForm, <userFormRoute.Component />),
        { path: '/business/users', element: <p>usuários</p> },
      ], { environment });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/business/users'));
    expect(await screen.findByText('Erro ao carregar usuário')).toBeTruthy();
    expect(await screen.findByText('usuários')).toBeTruthy();
  });
});
