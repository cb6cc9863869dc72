import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { agree, customerTerm, lowerFirst, the, upperFirst, useCompanyTerms } from '../../lib/terms';
import { countEdges } from '../../relay/connections';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { useDeleteCustomerMutation } from './__generated__/useDeleteCustomerMutation.graphql';
import { CUSTOMER_WITH_NOTES, deleted, deleteFailed } from './messages';

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
  /** The customer has notes, which the api keeps: the dialog offers archiving instead. */
  hasNotes?: boolean;
};

/**
 * Deleting a customer with notes is refused (clinical records are kept by law): the dialog says so
 * and offers 'Arquivar', which takes the customer out of the lists while keeping the notes.
 */
function openKeptRecordModal(terms: ReturnType<typeof useCompanyTerms>, name: string, onArchive: () => void) {
  const term = customerTerm(terms);
  modals.openConfirmModal({
    title: `Arquivar em vez de excluir`,
    children: (
      <Text size="sm">
        {upperFirst(the(term, 'o'))} <strong>{name}</strong> tem anotações, que são guardadas por lei, e por isso não pode ser{' '}
        {agree(term, 'excluído')}. Você pode {agree(term, 'arquivá-lo')}: {agree(term, 'ele')} sai da lista, da busca e dos relatórios, as
        anotações são mantidas e é possível {agree(term, 'restaurá-lo')} depois.
      </Text>
    ),
    labels: { confirm: 'Arquivar', cancel: 'Cancelar' },
    onConfirm: onArchive,
  });
}

/**
 * Asks before deleting a customer (their answers and notes go with them), then deletes it and tells
 * how it went. `onDeleted` runs once the api has removed it.
 */
export function useDeleteCustomer(onDeleted?: () => void, onArchive?: (customer: Target) => void): (customer: Target) => void {
  const terms = useCompanyTerms();
  const [remove] = useMutationPromise<useDeleteCustomerMutation>(deleteMutation);
  const term = customerTerm(terms);
  const customerWord = lowerFirst(terms.customer);

  return useCallback(
    (customer: Target) => {
      if (customer.hasNotes && onArchive) {
        openKeptRecordModal(terms, customer.name, () => onArchive(customer));
        return;
      }
      modals.openConfirmModal({
        title: `Excluir ${customerWord}?`,
        children: (
          <Text size="sm">
            {upperFirst(the(term, 'o'))} <strong>{customer.name}</strong> será {agree(term, 'excluído')} junto com suas respostas. Essa ação não pode ser desfeita.
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
              // Notes written since the page was loaded: the same explanation, with the way out.
              if (onArchive && deleteCustomer.fullMessages.includes(CUSTOMER_WITH_NOTES)) {
                openKeptRecordModal(terms, customer.name, () => onArchive(customer));
                return;
              }
              notify.error(deleteFailed(terms), { title: deleteCustomer.fullMessages.join(' ') || undefined });
              return;
            }
            notify.success(deleted(terms));
            onDeleted?.();
          } catch {
            notify.error(deleteFailed(terms));
          }
        },
      });
    },
    [customerWord, onArchive, onDeleted, remove, term, terms],
  );
}
