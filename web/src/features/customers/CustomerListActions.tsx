import { useEffect, useRef } from 'react';
import { useArchiveCustomer } from './useArchiveCustomer';
import { useDeleteCustomer } from './useDeleteCustomer';

/** What a row's button of the customers list asked for. A new request is a new object. */
export type CustomerListAction = {
  kind: 'delete' | 'restore';
  id: string;
  name: string;
  /** The company's global id, owner of the list's connections. */
  companyId: string;
  /** The page of the list the customer is on. */
  connectionId: string;
};

/**
 * Carries out the customers list's row actions: deleting (after its confirmation, or archiving a
 * customer with notes instead) and restoring. Its mutations come with the first action asked for,
 * not with the list, which most visits only read.
 */
export default function CustomerListActions({ action }: { action: CustomerListAction }) {
  const { archiveNow, restore } = useArchiveCustomer();
  const confirmDelete = useDeleteCustomer(undefined, (customer) =>
    void archiveNow({ id: customer.id, name: customer.name, companyId: action.companyId, connectionId: action.connectionId }),
  );
  const done = useRef<CustomerListAction | null>(null);
  useEffect(() => {
    if (done.current === action) return;
    done.current = action;
    if (action.kind === 'delete') confirmDelete({ id: action.id, name: action.name, connectionId: action.connectionId });
    else void restore({ id: action.id, name: action.name, companyId: action.companyId, connectionId: action.connectionId });
  }, [action, confirmDelete, restore]);
  return null;
}
