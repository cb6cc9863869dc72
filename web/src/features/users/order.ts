import type { TableAddress } from '../../routing/params';

const SORTABLE = { email: 'EMAIL', name: 'NAME', created_at: 'CREATED_AT' } as const;

/** The users connection's order for a sorted column; a column it cannot sort by (a hand-edited address) is no order. */
export function userOrderOf(sort: TableAddress['sort']): { field: 'EMAIL' | 'NAME' | 'CREATED_AT'; direction: 'ASC' | 'DESC' } | null {
  const field = sort && Object.hasOwn(SORTABLE, sort.key) ? SORTABLE[sort.key as keyof typeof SORTABLE] : undefined;
  return sort && field ? { field, direction: sort.direction === 'asc' ? 'ASC' : 'DESC' } : null;
}
