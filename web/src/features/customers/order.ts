import { tableAddressOf, type TableAddress } from '../../routing/params';

/** A question's column key: 'field:' and the question's global id. */
export const FIELD_KEY_PREFIX = 'field:';

export type CustomerOrderInput = {
  field: 'NAME' | 'CREATED_AT' | 'ANSWER';
  direction: 'ASC' | 'DESC';
  customerFieldId?: string | null;
};

/** The connection's order for a sorted column: by name, by date, or by the answers to a question. */
export function customerOrderOf(sort: TableAddress['sort']): CustomerOrderInput | null {
  if (!sort) return null;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  if (sort.key === 'name') return { field: 'NAME', direction };
  if (sort.key === 'created_at') return { field: 'CREATED_AT', direction };
  if (sort.key.startsWith(FIELD_KEY_PREFIX) && sort.key.length > FIELD_KEY_PREFIX.length) {
    return { field: 'ANSWER', direction, customerFieldId: sort.key.slice(FIELD_KEY_PREFIX.length) };
  }
  return null;
}

/** The list's filter in the address: `?archived=1` shows the archived customers instead of the others. */
export const ARCHIVED_PARAM = 'archived';

/** The connection's `archived` argument for the address: true, or null (left out) for the active customers. */
export function customerArchivedOf(search: URLSearchParams): true | null {
  return search.get(ARCHIVED_PARAM) === '1' ? true : null;
}

/**
 * The list query's variables for the address's search: its page, search, sort and filter. The route
 * table's loader and the entry's early request (earlyQuery.ts) ask with the same ones.
 */
export function customerListVariables(search: URLSearchParams) {
  const table = tableAddressOf(search);
  return { page: table.page, search: table.search || null, orderBy: customerOrderOf(table.sort), archived: customerArchivedOf(search) };
}
