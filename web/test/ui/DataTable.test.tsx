import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, LAST_COLUMN_MESSAGE, SEARCH_DELAY_MS, columnsStorageKey, type DataTableColumn, type DataTableProps, type DataTableSort } from '../../src/ui/DataTable';
import { renderWithRelay } from '../relay';

type Person = { id: string; name: string; email: string; createdAt: string };

const columns: DataTableColumn<Person>[] = [
  { key: 'email', title: 'E-mail', sortable: true, render: (row) => row.email },
  { key: 'name', title: 'Nome', sortable: true, render: (row) => row.name },
  { key: 'created_at', title: 'Criado em', sortable: true, hiddenByDefault: true, render: (row) => row.createdAt },
];

const people: Person[] = [
  { id: '1', name: 'Ana Souza', email: 'ana@clinica.com.br', createdAt: '10/01/2026' },
  { id: '2', name: 'Bruno Lima', email: 'bruno@clinica.com.br', createdAt: '11/01/2026' },
];

const originalMatchMedia = window.matchMedia;

function screenWidth(wide: boolean) {
  window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: wide && query.includes('min-width') });
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
});

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  const handlers = { onPageChange: vi.fn(), onSortChange: vi.fn(), onSearchChange: vi.fn() };
  const rendered = renderWithRelay(
    <DataTable<Person>
      tableId="people"
      label="Pessoas"
      columns={columns}
      rows={people}
      rowKey={(row) => row.id}
      totalCount={people.length}
      page={1}
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

function headers() {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent);
}

describe('DataTable', () => {
  it('shows the default columns, leaving out the ones hidden by default', async () => {
    renderTable();
    expect(await screen.findByText('ana@clinica.com.br')).toBeTruthy();
    expect(headers()).toEqual(['E-mail', 'Nome']);
    expect(screen.getByText('1–2 de 2')).toBeTruthy();
  });

  it('keeps the column choice per table in localStorage and never hides the last column', async () => {
    const { unmount } = renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Escolher colunas' }));
    const picker = await screen.findByRole('group', { name: 'Colunas visíveis' });
    fireEvent.click(within(picker).getByLabelText('Criado em'));
    fireEvent.click(within(picker).getByLabelText('E-mail'));
    expect(headers()).toEqual(['Nome', 'Criado em']);
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('people')) ?? '')).toEqual(['name', 'created_at']);

    fireEvent.click(within(picker).getByLabelText('Nome'));
    fireEvent.click(within(picker).getByLabelText('Criado em'));
    expect(await screen.findByText(LAST_COLUMN_MESSAGE)).toBeTruthy();
    expect(headers()).toEqual(['Criado em']);

    unmount();
    renderTable();
    await screen.findByText('10/01/2026');
    expect(headers()).toEqual(['Criado em']);
  });

  it('sorts ascending, then descending, then not at all', async () => {
    function Sorted() {
      const [sort, setSort] = useState<DataTableSort | null>(null);
      return (
        <DataTable<Person> tableId="people" label="Pessoas" columns={columns} rows={people} rowKey={(row) => row.id}
          totalCount={2} page={1} onPageChange={vi.fn()} sort={sort} onSortChange={setSort} />
      );
    }
    renderWithRelay(<Sorted />);
    const header = () => screen.getByRole('columnheader', { name: 'Nome' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nome' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(header().getAttribute('aria-sort')).toBeNull();
  });

  it('reports the search once typing stops', async () => {
    const { onSearchChange } = renderTable();
    const box = await screen.findByRole('searchbox', { name: 'Pesquisar' });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ana' } });
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith('ana');
  });

  it('offers page buttons below 15 pages on a wide screen', async () => {
    screenWidth(true);
    const { onPageChange } = renderTable({ totalCount: 14 * 40 });
    fireEvent.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('combobox', { name: 'Página' })).toBeNull();
  });

  it('offers a page dropdown from 15 pages, and on narrow screens', async () => {
    screenWidth(true);
    const { unmount } = renderTable({ totalCount: 15 * 40 });
    expect(await screen.findByRole('combobox', { name: 'Página' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Página 3' })).toBeNull();
    unmount();
    screenWidth(false);
    renderTable({ totalCount: 3 * 40 });
    expect(((await screen.findByRole('combobox', { name: 'Página' })) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Página 1 de 3');
  });

  it('shows the empty state, and row actions beside each row', async () => {
    const { unmount } = renderTable({ rows: [], totalCount: 0, empty: <button type="button">Cadastrar o primeiro</button> });
    expect(await screen.findByRole('button', { name: 'Cadastrar o primeiro' })).toBeTruthy();
    unmount();
    const onEdit = vi.fn();
    renderTable({ rowActions: (row) => <button type="button" onClick={() => onEdit(row.id)}>Editar {row.name}</button> });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Bruno Lima' }));
    expect(onEdit).toHaveBeenCalledWith('2');
  });

  it('shows skeleton rows while the first page loads', async () => {
    renderTable({ rows: [], totalCount: 0, loading: true });
    expect((await screen.findByRole('table', { name: 'Pessoas' })).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Nenhum registro encontrado')).toBeNull();
  });
});
