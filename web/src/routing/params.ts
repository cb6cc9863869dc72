/** A REST id from the address: a positive integer, else null. */
export function databaseIdParam(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/**
 * The id a screen's query asks for: an address that names no record asks for id 0, which the api does
 * not know, so the screen tells its failure and goes back to its list.
 */
export function recordIdParam(value: string | undefined): number {
  return databaseIdParam(value) ?? 0;
}

/** A table's page, search and sort as the address keeps them: `?page=2&search=ana&sort=name&direction=desc`. */
export type TableAddress = {
  /** From 1. */
  page: number;
  /** Trimmed, '' for none. */
  search: string;
  sort: { key: string; direction: 'asc' | 'desc' } | null;
};

const SORT_KEY = /^[A-Za-z0-9_:=+/-]{1,120}$/;

/**
 * What a table's address asks for; a value that makes no sense (page 'abc' or 0, an odd sort key) is
 * left out, so a hand-edited address still opens the table.
 */
export function tableAddressOf(search: URLSearchParams): TableAddress {
  const page = databaseIdParam(search.get('page') ?? undefined) ?? 1;
  const text = (search.get('search') ?? '').trim().slice(0, 200);
  const key = search.get('sort');
  const direction = search.get('direction') === 'desc' ? 'desc' : 'asc';
  return { page, search: text, sort: key && SORT_KEY.test(key) ? { key, direction } : null };
}

/** The address of a table's state, keeping the address's other values; the defaults are left out. */
export function tableSearchOf(table: TableAddress, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['page', 'search', 'sort', 'direction']) next.delete(name);
  if (table.page > 1) next.set('page', String(table.page));
  if (table.search) next.set('search', table.search);
  if (table.sort) {
    next.set('sort', table.sort.key);
    next.set('direction', table.sort.direction);
  }
  return next;
}
