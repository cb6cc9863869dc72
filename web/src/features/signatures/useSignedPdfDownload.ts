import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { notify } from '../../ui/notify';
import type { useSignedPdfDownloadQuery } from './__generated__/useSignedPdfDownloadQuery.graphql';

export const SIGNED_PDF_FAILED = 'Não foi possível baixar o PDF assinado';

const query = graphql`
  query useSignedPdfDownloadQuery($id: ID!) {
    node(id: $id) {
      ... on CustomerNote {
        signedPdfUrl(pageSize: A4)
      }
    }
  }
`;

/** The api's pt-BR reason for a refused PDF ('Nenhum certificado digital cadastrado'), when it gave one. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { full_messages?: string[] };
    return body.full_messages?.[0] ?? SIGNED_PDF_FAILED;
  } catch {
    return SIGNED_PDF_FAILED;
  }
}

/**
 * 'Baixar PDF assinado': asks for a fresh signed link (they live a few minutes), fetches the PDF the
 * api signs with the author's or the company's A1 certificate, and saves it; a refusal is toasted.
 */
export function useSignedPdfDownload(): (noteId: string) => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (noteId: string) => {
      try {
        const result = await fetchQuery<useSignedPdfDownloadQuery>(environment, query, { id: noteId }, { fetchPolicy: 'network-only' }).toPromise();
        const url = result?.node?.signedPdfUrl;
        if (!url) {
          notify.error(SIGNED_PDF_FAILED);
          return;
        }
        const response = await fetch(url);
        if (!response.ok) {
          notify.error(await refusalOf(response));
          return;
        }
        const file = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = file;
        link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'anotacao-assinada.pdf';
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(file), 60_000);
      } catch {
        notify.error(SIGNED_PDF_FAILED);
      }
    },
    [environment],
  );
}
