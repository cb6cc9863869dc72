import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerSelect } from '../../src/ui/CustomerSelect';
import { CompanyTermsContext } from '../../src/lib/terms';
import { createMockEnvironment, renderWithRelay } from '../relay';
import { CLINIC_TERMS } from '../terms';

const seen: (string | null)[] = [];

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <CustomerSelect
        value={value}
        clearable
        onChange={(id) => {
          seen.push(id);
          setValue(id);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Limpar filtros
      </button>
    </>
  );
}

const customers = (...names: string[]) => ({
  viewer: { id: 'VXNlcjox', company: { id: 'Q29tcGFueTox', customers: { edges: names.map((name) => ({ node: { id: `Customer:${name}`, name } })) } } },
});

describe('customer select', () => {
  it("is named by the company's term, asks the server for what is typed, and is cleared from outside", async () => {
    const environment = createMockEnvironment();
    renderWithRelay(
      <CompanyTermsContext.Provider value={CLINIC_TERMS}>
        <Picker />
      </CompanyTermsContext.Provider>,
      { environment },
    );
    const input = screen.getByRole('combobox', { name: 'Paciente' });
    // Nothing is asked until the list opens; then the first names, alphabetically.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(input);
    const first = await vi.waitFor(() => environment.mock.getMostRecentOperation());
    expect(first.request.variables).toEqual({ first: 20, search: null });
    act(() => environment.mock.resolve(first, { data: customers('Ana Luíza Araújo', 'José Antônio da Silva') }));

    // Typed by a person: the box has the focus (Mantine takes other writes for autofill).
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'sebastiao' } });
    const typed = await vi.waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      if (operation.request.variables.search !== 'sebastiao') throw new Error('a busca ainda não saiu');
      return operation;
    });
    expect(await screen.findByText('Buscando...')).toBeTruthy();
    act(() => environment.mock.resolve(typed, { data: customers('Sebastião Ribeiro Neto') }));
    fireEvent.click(await screen.findByText('Sebastião Ribeiro Neto'));
    expect(seen.at(-1)).toBe('Customer:Sebastião Ribeiro Neto');
    expect((input as HTMLInputElement).value).toBe('Sebastião Ribeiro Neto');

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });
});
