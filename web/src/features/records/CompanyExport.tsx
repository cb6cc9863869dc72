import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { useAbility } from '../../lib/ability';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { CompanyExportMutation } from './__generated__/CompanyExportMutation.graphql';
import type { CompanyExportQuery } from './__generated__/CompanyExportQuery.graphql';
import { DataExportPanel } from './DataExportPanel';
import { useExportRequest } from './useExportRequest';

const mutation = graphql`
  mutation CompanyExportMutation($input: ExportCompanyDataInput!) {
    exportCompanyData(input: $input) {
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
  query CompanyExportQuery($exportId: Int!) {
    viewer {
      id
      company {
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
  }
`;

/** 'Exportar todos os dados': every table of the company as CSV and every file, in one ZIP, so no practice is locked in. */
export function CompanyExport({ companyId }: { companyId: string }) {
  const canExport = useAbility().can('manage', 'Company');
  const environment = useRelayEnvironment();
  const [commit] = useMutationPromise<CompanyExportMutation>(mutation);
  const send = useCallback(
    async (idempotencyKey: string) => (await commit({ variables: { input: { companyId } }, idempotencyKey, skipErrorToast: true })).exportCompanyData,
    [commit, companyId],
  );
  const request = useExportRequest(send);

  const read = useCallback(
    async (exportId: number) => {
      const data = await fetchQuery<CompanyExportQuery>(environment, query, { exportId }, { fetchPolicy: 'network-only' }).toPromise();
      return data?.viewer?.company?.dataExport ?? null;
    },
    [environment],
  );

  if (!canExport) return null;
  return (
    <DataExportPanel
      title="Exportar todos os dados"
      description="Um arquivo ZIP com uma planilha (CSV) por tabela e todos os arquivos enviados. Senhas e chaves de acesso não são incluídas."
      buttonLabel="Exportar todos os dados"
      request={request}
      read={read}
      paper={{ radius: 'md', p: { base: 'md', sm: 'xl' }, mt: 'lg' }}
    />
  );
}
