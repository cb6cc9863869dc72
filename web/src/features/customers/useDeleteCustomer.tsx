import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { agree, customerTerm, lowerFirst, the, upperFirst, useCompanyTerms } from '../../lib/terms';
import { countEdges } from '../../relay/connections';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { useDeleteCustomerMutation } from './__generated__/useDeleteCustomerMutation.graphql';
import { deleted, deleteFailed } from './messages';

const deleteMutation = graphql`
  mutation useDeleteCustomerMutation($input: DeleteCustomerInput!, $connections: [ID!]!) {
    deleteCustomer(input: $input) {
      deletedCustomerId @deleteEdge(connections: $connections)
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

/**
 * Asks before deleting a customer (their answers and notes go with them), then deletes it and tells
 * how it went. `onDeleted` runs once the api has removed it.
 */
export function useDeleteCustomer(onDeleted?: () => void): (customer: Target) => void {
  const terms = useCompanyTerms();
  const [remove] = useMutationPromise<useDeleteCustomerMutation>(deleteMutation);
  const term = customerTerm(terms);
  const customerWord = lowerFirst(terms.customer);

  return useCallback(
    (customer: Target) =>
      modals.openConfirmModal({
        title: `Excluir ${customerWord}?`,
        children: (
          <Text size="sm">
            {upperFirst(the(term, 'o'))} <strong>{customer.name}</strong> será {agree(term, 'excluído')} junto com suas respostas e anotações. Essa ação não pode ser desfeita.
          </Text>
        ),
        labels: { confirm: 'Excluir', cancel: 'Cancelar' },
        confirmProps: { color: 'red' },
        onConfirm: async () => {
          const connections = customer.connectionId ? [customer.connectionId] : [];
          try {
            const { deleteCustomer } = await remove({
              variables: { input: { id: customer.id }, connections },
              updater: (store, data) => {
                if (data?.deleteCustomer.deletedCustomerId) countEdges(connections, -1)(store);
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
    [customerWord, onDeleted, remove, term, terms],
  );
}
