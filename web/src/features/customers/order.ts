import type { TableAddress } from '../../routing/params';

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
