import { useCallback, useState, useTransition } from 'react';

/** Spec section 9: a table shows 40 rows a page. */
export const DATA_TABLE_PAGE_SIZE = 40;

export type SortDirection = 'asc' | 'desc';

export type DataTableSort = { key: string; direction: SortDirection };

/** What a table asks its connection for: one page, one search text and one order at a time. */
export type DataTableQuery = {
  /** From 1. */
  page: number;
  /** The trimmed search text, '' for none. */
  search: string;
  sort: DataTableSort | null;
};

export const FIRST_PAGE_QUERY: DataTableQuery = { page: 1, search: '', sort: null };

/**
 * The GraphQL order of a table's sort, for connections that take `orderBy: { field, direction }`:
 * the column key in upper snake case ('created_at' → 'CREATED_AT') and ASC or DESC.
 */
export function orderByOf(sort: DataTableSort | null): { field: string; direction: 'ASC' | 'DESC' } | null {
  if (!sort) return null;
  return { field: sort.key.toUpperCase(), direction: sort.direction === 'asc' ? 'ASC' : 'DESC' };
}

/**
 * Holds a table's page, search and sort, and hands each change to `load` inside a transition, so a
 * Relay `refetch` keeps the current rows on screen while the next page loads (`loading` is true
 * meanwhile). A new search or sort starts again from page 1. Spread `tableProps` into DataTable.
 *
 * ```tsx
 * const [data, refetch] = useRefetchableFragment(fragment, company);
 * const table = useDataTableQuery((q) =>
 *   refetch({ page: q.page, search: q.search || null, orderBy: orderByOf(q.sort) }, { fetchPolicy: 'store-and-network' }),
 * );
 * <DataTable {...table.tableProps} rows={...} totalCount={data.users.totalCount} ... />
 * ```
 */
export function useDataTableQuery(load: (query: DataTableQuery) => void, initial: DataTableQuery = FIRST_PAGE_QUERY) {
  const [query, setQuery] = useState<DataTableQuery>(initial);
  const [loading, startTransition] = useTransition();

  const change = useCallback(
    (next: DataTableQuery) => {
      setQuery(next);
      startTransition(() => load(next));
    },
    [load],
  );

  const onPageChange = useCallback((page: number) => change({ ...query, page }), [change, query]);
  const onSearchChange = useCallback(
    (search: string) => {
      if (search.trim() !== query.search) change({ ...query, page: 1, search: search.trim() });
    },
    [change, query],
  );
  const onSortChange = useCallback((sort: DataTableSort | null) => change({ ...query, page: 1, sort }), [change, query]);
  /** Asks for the page on screen again, for example after a row was deleted. */
  const reload = useCallback(() => change(query), [change, query]);

  return {
    query,
    loading,
    reload,
    tableProps: { page: query.page, sort: query.sort, loading, onPageChange, onSearchChange, onSortChange },
  };
}
