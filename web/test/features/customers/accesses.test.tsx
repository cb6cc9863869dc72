import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerAccesses } from '../../../src/features/customers/CustomerAccesses';
import { AbilityContext, buildAbility } from '../../../src/lib/ability';
import { createMockEnvironment, MockPayloadGenerator, renderWithRelay } from '../../relay';

const ADMIN = buildAbility([{ actions: ['manage'], subjects: ['Customer'], conditions: '{"company_id":1}', fields: null, inverted: false }]);
const LIMITED = buildAbility([{ actions: ['read', 'create', 'update'], subjects: ['Customer'], conditions: '{"company_id":1}', fields: null, inverted: false }]);

const access = (databaseId: number, userName: string, action: string) => ({
  cursor: `c${databaseId}`,
  node: { __typename: 'CustomerAccess', databaseId, userName, action, createdAt: '2026-03-10T13:05:00.000Z', ip: '10.0.0.7' },
});

function renderAccesses(ability = ADMIN) {
  const environment = createMockEnvironment();
  renderWithRelay(
    <AbilityContext.Provider value={ability}>
      <CustomerAccesses customerId={7} />
    </AbilityContext.Provider>,
    { environment },
  );
  return environment;
}

describe("the customer's 'Acessos'", () => {
  it('is not offered to a limited user, and asks for nothing', () => {
    const environment = renderAccesses(LIMITED);
    expect(screen.queryByText('Acessos')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('loads when opened, lists who read what, and loads more with Carregar mais', async () => {
    const environment = renderAccesses();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ver acessos' }));

    const first = await vi.waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('CustomerAccessesQuery');
      return operation;
    });
    expect(first.request.variables).toMatchObject({ databaseId: 7 });
    environment.mock.resolve(
      first,
      MockPayloadGenerator.generate(first, {
        Customer: () => ({ id: 'Q3VzdG9tZXI6Nw==' }),
        CustomerAccessConnection: () => ({
          edges: [access(2, 'Dra. Helena', 'Visualizou uma anotação'), access(1, 'Recepção', 'Visualizou o cadastro')],
          pageInfo: { hasNextPage: true, endCursor: 'pagina-2' },
        }),
      }),
    );
    expect(await screen.findByText('Dra. Helena')).toBeTruthy();
    expect(screen.getByText('Visualizou o cadastro')).toBeTruthy();
    expect(screen.getAllByText('10.0.0.7')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('CustomerAccessesPaginationQuery');
    expect(next.request.variables).toMatchObject({ after: 'pagina-2', first: 50 });
    // A second click while the page loads starts nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    environment.mock.resolve(
      next,
      MockPayloadGenerator.generate(next, {
        Customer: () => ({ id: 'Q3VzdG9tZXI6Nw==' }),
        CustomerAccessConnection: () => ({
          edges: [access(0, 'Link assinado', 'Baixou o PDF de uma anotação')],
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    );
    expect(await screen.findByText('Link assinado')).toBeTruthy();
    expect(screen.getByText('Dra. Helena')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
