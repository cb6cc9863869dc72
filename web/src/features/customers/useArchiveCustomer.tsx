import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { agree, customerTerm, lowerFirst, the, upperFirst, useCompanyTerms } from '../../lib/terms';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { useArchiveCustomerArchiveMutation } from './__generated__/useArchiveCustomerArchiveMutation.graphql';
import type { useArchiveCustomerUnarchiveMutation } from './__generated__/useArchiveCustomerUnarchiveMutation.graphql';
import { archived, archiveFailed, restored, restoreFailed } from './messages';

const archiveMutation = graphql`
  mutation useArchiveCustomerArchiveMutation($input: ArchiveCustomerInput!) {
    archiveCustomer(input: $input) {
      customer {
        id
        archivedAt
      }
      customerEdge {
        cursor
        node {
          id
          ...CustomerRow_customer
        }
      }
      fullMessages
    }
  }
`;

const unarchiveMutation = graphql`
  mutation useArchiveCustomerUnarchiveMutation($input: UnarchiveCustomerInput!) {
    unarchiveCustomer(input: $input) {
      customer {
        id
        archivedAt
      }
      customerEdge {
        cursor
        node {
          id
          ...CustomerRow_customer
        }
      }
      fullMessages
    }
  }
`;

/** The customers table's connection (CustomersPage), one per page, search, order and filter. */
export const CUSTOMERS_CONNECTION = 'CustomersPageTable_customers';

/** The first page of the active customers and of the archived ones, as each opens. */
export function customerListOpenings(companyId: string): { active: string; archived: string } {
  return {
    active: ConnectionHandler.getConnectionID(companyId, CUSTOMERS_CONNECTION, { page: 1 }),
    archived: ConnectionHandler.getConnectionID(companyId, CUSTOMERS_CONNECTION, { page: 1, archived: true }),
  };
}

/**
 * Moves the customer from the lists it leaves to those it enters: out of `from` (its total drops),
 * first in `to` (its total grows) unless it is shown there already.
 */
export function moveCustomer(payloadField: string, from: ReadonlyArray<string>, to: ReadonlyArray<string>) {
  return (store: RecordSourceSelectorProxy): void => {
    const payload = store.getRootField(payloadField);
    const edge = payload?.getLinkedRecord('customerEdge');
    const nodeId = edge?.getLinkedRecord('node')?.getDataID();
    if (!edge || !nodeId) return;
    const shows = (connection: NonNullable<ReturnType<RecordSourceSelectorProxy['get']>>) =>
      (connection.getLinkedRecords('edges') ?? []).some((existing) => existing?.getLinkedRecord('node')?.getDataID() === nodeId);
    const count = (connection: NonNullable<ReturnType<RecordSourceSelectorProxy['get']>>, delta: number) => {
      const total = connection.getValue('totalCount');
      if (typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
    };
    for (const id of from) {
      const connection = store.get(id);
      if (!connection || !shows(connection)) continue;
      ConnectionHandler.deleteNode(connection, nodeId);
      count(connection, -1);
    }
    for (const id of to) {
      const connection = store.get(id);
      if (!connection || shows(connection)) continue;
      const added = ConnectionHandler.buildConnectionEdge(store, connection, edge);
      if (!added) continue;
      ConnectionHandler.insertEdgeBefore(connection, added);
      count(connection, 1);
    }
  };
}

export type ArchiveTarget = {
  id: string;
  name: string;
  /** The company's global id, owner of the customers table's connections. */
  companyId: string;
  /** The table page the customer is on, when it is shown in one. */
  connectionId?: string;
};

/**
 * Archiving (after a confirmation) and restoring a customer. Either way the customer leaves the
 * list it was in and enters the other, so the table shows the change without loading again.
 */
export function useArchiveCustomer(): {
  /** Asks first, then archives. */
  archive: (customer: ArchiveTarget) => void;
  /** Archives at once, for a dialog that already asked (the one that explains why a customer is not deleted). */
  archiveNow: (customer: ArchiveTarget) => Promise<void>;
  restore: (customer: ArchiveTarget) => Promise<boolean>;
} {
  const terms = useCompanyTerms();
  const [commitArchive] = useMutationPromise<useArchiveCustomerArchiveMutation>(archiveMutation);
  const [commitRestore] = useMutationPromise<useArchiveCustomerUnarchiveMutation>(unarchiveMutation);
  const term = customerTerm(terms);

  /** Archives or restores at once: whether it was done (a refusal or a failure is said in a toast). */
  const move = useCallback(
    async (customer: ArchiveTarget, archiving: boolean): Promise<boolean> => {
      const lists = customerListOpenings(customer.companyId);
      const [leaves, enters] = archiving ? [lists.active, lists.archived] : [lists.archived, lists.active];
      const from = [leaves, ...(customer.connectionId ? [customer.connectionId] : [])];
      const failed = archiving ? archiveFailed(terms) : restoreFailed(terms);
      const request = { variables: { input: { id: customer.id } }, skipErrorToast: true };
      try {
        const payload = archiving
          ? (await commitArchive({ ...request, updater: moveCustomer('archiveCustomer', from, [enters]) })).archiveCustomer
          : (await commitRestore({ ...request, updater: moveCustomer('unarchiveCustomer', from, [enters]) })).unarchiveCustomer;
        if (!payload.customer) {
          notify.error(failed, { title: payload.fullMessages.join(' ') || undefined });
          return false;
        }
        notify.success(archiving ? archived(terms) : restored(terms));
        return true;
      } catch {
        notify.error(failed);
        return false;
      }
    },
    [commitArchive, commitRestore, terms],
  );

  const archiveNow = useCallback(
    async (customer: ArchiveTarget) => {
      await move(customer, true);
    },
    [move],
  );

  const archive = useCallback(
    (customer: ArchiveTarget) =>
      modals.openConfirmModal({
        title: `Arquivar ${lowerFirst(terms.customer)}?`,
        children: (
          <Text size="sm">
            {upperFirst(the(term, 'o'))} <strong>{customer.name}</strong> sai da lista, da busca e dos relatórios e não pode ser{' '}
            {agree(term, 'alterado')} até ser {agree(term, 'restaurado')}. As anotações são mantidas.
          </Text>
        ),
        labels: { confirm: 'Arquivar', cancel: 'Cancelar' },
        onConfirm: () => void archiveNow(customer),
      }),
    [archiveNow, term, terms],
  );

  const restore = useCallback((customer: ArchiveTarget) => move(customer, false), [move]);

  return { archive, archiveNow, restore };
}
