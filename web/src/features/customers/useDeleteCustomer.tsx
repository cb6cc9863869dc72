import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { useDeleteCustomerMutation, useDeleteCustomerMutation$data } from './__generated__/useDeleteCustomerMutation.graphql';
import { deleted, deleteFailed } from './messages';

const deleteMutation = graphql`
  mutation useDeleteCustomerMutation($input: DeleteCustomerInput!) {
    deleteCustomer(input: $input) {
      deletedCustomerId
      company {
        id
        ...QuotaBanner_company
      }
      fullMessages
    }
  }
`;

type Target = {
  id: string;
  name: string;
  /** The table page the customer is on (its connection's __id): the row leaves it and its count drops. */
  connectionId?: string;
};

/** Takes the deleted customer out of the table page on screen and counts one fewer. */
function removeFromPage(store: RecordSourceSelectorProxy<useDeleteCustomerMutation$data>, connectionId: string, customerId: string) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const before = connection.getLinkedRecords('edges')?.length ?? 0;
  ConnectionHandler.deleteNode(connection, customerId);
  const after = connection.getLinkedRecords('edges')?.length ?? 0;
  const totalCount = connection.getValue('totalCount');
  if (typeof totalCount === 'number' && after < before) connection.setValue(Math.max(0, totalCount - 1), 'totalCount');
}

/**
 * Asks before deleting a customer (their answers and notes go with them), then deletes it and tells
 * how it went. `onDeleted` runs once the api has removed it.
 */
export function useDeleteCustomer(onDeleted?: () => void): (customer: Target) => void {
  const terms = useCompanyTerms();
  const [remove] = useMutationPromise<useDeleteCustomerMutation>(deleteMutation);
  const customerWord = lowerFirst(terms.customer);

  return useCallback(
    (customer: Target) =>
      modals.openConfirmModal({
        title: `Excluir ${customerWord}?`,
        children: (
          <Text size="sm">
            O {customerWord} <strong>{customer.name}</strong> será excluído junto com suas respostas e anotações. Essa ação não pode ser desfeita.
          </Text>
        ),
        labels: { confirm: 'Excluir', cancel: 'Cancelar' },
        confirmProps: { color: 'red' },
        onConfirm: async () => {
          try {
            const { deleteCustomer } = await remove({
              variables: { input: { id: customer.id } },
              updater: (store, data) => {
                if (customer.connectionId && data?.deleteCustomer.deletedCustomerId) removeFromPage(store, customer.connectionId, customer.id);
              },
              skipErrorToast: true,
            });
            if (!deleteCustomer.deletedCustomerId) {
              notify.error(deleteFailed(terms), { title: deleteCustomer.fullMessages.join(' ') || undefined });
              return;
            }
            notify.success(deleted(terms));
            onDeleted?.();
          } catch {
            notify.error(deleteFailed(terms));
          }
        },
      }),
    [customerWord, onDeleted, remove, terms],
  );
}
