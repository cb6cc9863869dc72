import { useCallback, useEffect, useMemo, useRef, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { tableAddressOf, tableSearchOf } from '../routing/params';

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

/** The table's page, search and sort in the address of the page (see `tableAddressOf`). */
export function tableQueryOf(search: URLSearchParams): DataTableQuery {
  return tableAddressOf(search);
}

/**
 * The GraphQL order of a table's sort, for connections that take `orderBy: { field, direction }`:
 * the column key in upper snake case ('created_at' → 'CREATED_AT') and ASC or DESC.
 */
export function orderByOf(sort: DataTableSort | null): { field: string; direction: 'ASC' | 'DESC' } | null {
  if (!sort) return null;
  return { field: sort.key.toUpperCase(), direction: sort.direction === 'asc' ? 'ASC' : 'DESC' };
}

function keyOf(query: DataTableQuery): string {
  return tableSearchOf(query).toString();
}

/**
 * Holds a table's page, search and sort in the page's address (`?page=2&search=ana&sort=name&
 * direction=desc`), so Back, reload and a shared link show the same rows. Each change becomes a new
 * history entry (a new search replaces the current one instead, so typing leaves one entry), and
 * every query the address comes to hold, by the user or by Back and Forward, goes to `load` inside a
 * transition: a Relay `refetch` keeps the current rows on screen while the next page loads
 * (`loading` is true meanwhile). A new search or sort starts again from page 1. Spread `tableProps`
 * into DataTable.
 *
 * The screen's own query reads its first variables from the same address (`tableQueryOf`) and is
 * declared with `followsSearch`, so changing the search of the address does not load the screen again.
 *
 * ```tsx
 * const [data, refetch] = useRefetchableFragment(fragment, company);
 * const table = useDataTableQuery((q) =>
 *   refetch({ page: q.page, search: q.search || null, orderBy: orderByOf(q.sort) }, { fetchPolicy: 'store-and-network' }),
 * );
 * <DataTable {...table.tableProps} rows={...} totalCount={data.users.totalCount} ... />
 * ```
 */
export function useDataTableQuery(load: (query: DataTableQuery) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => tableQueryOf(searchParams), [searchParams]);
  const key = keyOf(query);
  // The screen's query was loaded for the address it opened with.
  const loaded = useRef(key);
  const [loading, startTransition] = useTransition();

  useEffect(() => {
    if (loaded.current === key) return;
    loaded.current = key;
    startTransition(() => load(query));
  }, [key, load, query]);

  const change = useCallback(
    (next: DataTableQuery, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => tableSearchOf(next, current), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const onPageChange = useCallback((page: number) => change({ ...query, page }), [change, query]);
  const onSearchChange = useCallback(
    (search: string) => {
      if (search.trim() !== query.search) change({ ...query, page: 1, search: search.trim() }, { replace: true });
    },
    [change, query],
  );
  const onSortChange = useCallback((sort: DataTableSort | null) => change({ ...query, page: 1, sort }), [change, query]);
  /** Asks for the page on screen again, for example after a row was deleted. */
  const reload = useCallback(() => startTransition(() => load(query)), [load, query]);

  return {
    query,
    loading,
    reload,
    tableProps: { page: query.page, sort: query.sort, search: query.search, loading, onPageChange, onSearchChange, onSortChange },
  };
}
