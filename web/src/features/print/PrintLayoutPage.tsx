import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { RichTextEditor } from '../../ui/rich-text/RichTextEditor';
import { hasRichContent, RichText } from '../../ui/rich-text/RichText';
import { useNoteImageUpload } from '../../ui/rich-text/useNoteImageUpload';
import type { PrintLayoutPageLinksQuery } from './__generated__/PrintLayoutPageLinksQuery.graphql';
import type { PrintLayoutPageMutation } from './__generated__/PrintLayoutPageMutation.graphql';
import type { PrintLayoutPageQuery } from './__generated__/PrintLayoutPageQuery.graphql';
import { PrintPreview, type PdfLinks } from '../../ui/PrintPreview';

export const PRINT_LAYOUT_SAVED = 'Layout de impressão salvo com sucesso';
export const PRINT_LAYOUT_SAVE_FAILED = 'Erro ao salvar o layout de impressão';
const LOAD_FAILED = 'Erro ao carregar informações da empresa';
const EDITOR_HEIGHT = 160;

export const query = graphql`
  query PrintLayoutPageQuery {
    viewer {
      id
      company {
        id
        printHeader
        printFooter
      }
    }
  }
`;

const linksQuery = graphql`
  query PrintLayoutPageLinksQuery {
    viewer {
      id
      company {
        id
        a4: printPreviewUrl(pageSize: A4)
        a5: printPreviewUrl(pageSize: A5)
      }
    }
  }
`;

const mutation = graphql`
  mutation PrintLayoutPageMutation($input: UpdatePrintLayoutInput!) {
    updatePrintLayout(input: $input) {
      company {
        id
        printHeader
        printFooter
      }
      fullMessages
    }
  }
`;


function Part({ title, html }: { title: string; html: string | null | undefined }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Paper withBorder p="md" bg="gray.0" mih={64}>
        {html ? <RichText html={html} /> : <Text c="dimmed" size="sm">Nenhum texto definido.</Text>}
      </Paper>
    </Stack>
  );
}

function Layout({ viewer }: PrintLayoutPageQuery['response']) {
  const environment = useRelayEnvironment();
  const uploadImage = useNoteImageUpload();
  const [save, saving] = useMutationPromise<PrintLayoutPageMutation>(mutation);
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const header = useRef('');
  const footer = useRef('');
  const company = viewer?.company;

  const startEditing = () => {
    header.current = company?.printHeader ?? '';
    footer.current = company?.printFooter ?? '';
    setEditing(true);
  };

  const submit = async () => {
    try {
      const { updatePrintLayout } = await save({
        variables: {
          input: {
            printHeader: hasRichContent(header.current) ? header.current : '',
            printFooter: hasRichContent(footer.current) ? footer.current : '',
          },
        },
        skipErrorToast: true,
      });
      if (!updatePrintLayout.company) {
        notify.error(PRINT_LAYOUT_SAVE_FAILED);
        return;
      }
      notify.success(PRINT_LAYOUT_SAVED);
      setEditing(false);
    } catch {
      notify.error(PRINT_LAYOUT_SAVE_FAILED);
    }
  };

  const loadLinks = useCallback(async (): Promise<PdfLinks> => {
    const result = await fetchQuery<PrintLayoutPageLinksQuery>(environment, linksQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    if (!result?.viewer) throw new Error('Empresa não encontrada');
    return { A4: result.viewer.company.a4, A5: result.viewer.company.a5 };
  }, [environment]);
  const closePreview = useCallback(() => setPreviewing(false), []);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Cabeçalho e rodapé
            </Title>
            <Text size="sm" c="dimmed">
              Impressos em todas as páginas das anotações, com a imagem da empresa no cabeçalho.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconEye size={18} aria-hidden />} onClick={() => setPreviewing(true)}>
              Visualizar impressão
            </Button>
            {!editing && (
              <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={startEditing}>
                Editar
              </Button>
            )}
          </Group>
        </Group>
        {editing ? (
          <>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                Cabeçalho
              </Text>
              <RichTextEditor
                label="Cabeçalho de impressão"
                initialHtml={company?.printHeader ?? ''}
                minHeight={EDITOR_HEIGHT}
                onUploadImage={uploadImage}
                onChange={(html) => {
                  header.current = html;
                }}
              />
            </Stack>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                Rodapé
              </Text>
              <RichTextEditor
                label="Rodapé de impressão"
                initialHtml={company?.printFooter ?? ''}
                minHeight={EDITOR_HEIGHT}
                onUploadImage={uploadImage}
                onChange={(html) => {
                  footer.current = html;
                }}
              />
            </Stack>
            <Group justify="flex-end" gap="sm">
              {/* Cancel restores what was saved: the editors go, and the view shows the stored layout. */}
              <Button variant="default" onClick={() => setEditing(false)}>
                Cancelar
              </Button>
              <Button onClick={() => void submit()} loading={saving}>
                Salvar
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Part title="Cabeçalho" html={company?.printHeader} />
            <Part title="Rodapé" html={company?.printFooter} />
          </>
        )}
      </Stack>
      <PrintPreview opened={previewing} onClose={closePreview} loadLinks={loadLinks} showEditLayout={false} />
    </Paper>
  );
}

/** /print-layout: the company's print header and footer, seen, edited and previewed. */
export function PrintLayoutPage() {
  return (
    <QueryScreen<PrintLayoutPageQuery> query={query} failure={LOAD_FAILED}>
      {(data) => <Layout {...data} />}
    </QueryScreen>
  );
}

export const Component = PrintLayoutPage;
