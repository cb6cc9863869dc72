import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { useAbility } from '../../lib/ability';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { CustomerExportMutation } from './__generated__/CustomerExportMutation.graphql';
import type { CustomerExportQuery } from './__generated__/CustomerExportQuery.graphql';
import { DataExportPanel } from './DataExportPanel';
import { useExportRequest } from './useExportRequest';

const mutation = graphql`
  mutation CustomerExportMutation($input: ExportCustomerDataInput!) {
    exportCustomerData(input: $input) {
      dataExport {
        id
        databaseId
        status
        downloadUrl
        filename
        expiresAt
      }
      fullMessages
    }
  }
`;

const query = graphql`
  query CustomerExportQuery($databaseId: Int!, $exportId: Int!) {
    customer(databaseId: $databaseId) {
      id
      dataExport(databaseId: $exportId) {
        id
        databaseId
        status
        downloadUrl
        filename
        expiresAt
      }
    }
  }
`;

/**
 * 'Exportar dados do paciente' (LGPD art. 18–19): a ZIP with the registration, every note as a PDF,
 * the files, the appointments and the access log, for those who manage customers.
 */
export function CustomerExport({ customerId, customerDatabaseId }: { customerId: string; customerDatabaseId: number }) {
  const canExport = useAbility().can('manage', 'Customer');
  const environment = useRelayEnvironment();
  const [commit] = useMutationPromise<CustomerExportMutation>(mutation);
  const send = useCallback(
    async (idempotencyKey: string) => (await commit({ variables: { input: { customerId } }, idempotencyKey, skipErrorToast: true })).exportCustomerData,
    [commit, customerId],
  );
  const request = useExportRequest(send);

  const read = useCallback(
    async (exportId: number) => {
      const data = await fetchQuery<CustomerExportQuery>(environment, query, { databaseId: customerDatabaseId, exportId }, { fetchPolicy: 'network-only' }).toPromise();
      return data?.customer?.dataExport ?? null;
    },
    [environment, customerDatabaseId],
  );

  if (!canExport) return null;
  return (
    <DataExportPanel
      title="Cópia dos dados"
      description="Um arquivo ZIP com o cadastro, cada anotação em PDF, os arquivos, os atendimentos e o registro de acessos."
      buttonLabel="Exportar dados do paciente"
      request={request}
      read={read}
    />
  );
}
