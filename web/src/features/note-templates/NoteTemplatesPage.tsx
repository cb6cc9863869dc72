import { ActionIcon, Button, Group, Paper, Stack, Table, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTemplate, IconTrash } from '@tabler/icons-react';
import { graphql } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useAbility } from '../../lib/ability';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import type { NoteTemplatesPageDeleteMutation } from './__generated__/NoteTemplatesPageDeleteMutation.graphql';
import type { NoteTemplatesPageQuery } from './__generated__/NoteTemplatesPageQuery.graphql';
import { TEMPLATE_DELETE_FAILED, TEMPLATE_DELETED, TEMPLATES_LOAD_FAILED } from './messages';

export const query = graphql`
  query NoteTemplatesPageQuery {
    viewer {
      id
      company {
        id
        noteTemplates(first: 100) @connection(key: "NoteTemplatesPage_noteTemplates") {
          __id
          totalCount
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation NoteTemplatesPageDeleteMutation($input: DeleteNoteTemplateInput!, $connections: [ID!]!) {
    deleteNoteTemplate(input: $input) {
      deletedNoteTemplateId @deleteEdge(connections: $connections)
      fullMessages
    }
  }
`;

function Templates({ viewer }: NoteTemplatesPageQuery['response']) {
  const navigate = useNavigate();
  const ability = useAbility();
  const [remove] = useMutationPromise<NoteTemplatesPageDeleteMutation>(deleteMutation);
  const canChange = ability.can('update', 'NoteTemplate');
  const connection = viewer?.company.noteTemplates;
  const edges = connection?.edges ?? [];

  const confirmDelete = (template: { id: string; name: string }) =>
    modals.openConfirmModal({
      title: 'Excluir modelo?',
      children: (
        <Text size="sm">
          O modelo <strong>{template.name}</strong> será excluído. As anotações escritas com ele não mudam.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { deleteNoteTemplate } = await remove({
            variables: { input: { id: template.id }, connections: connection ? [connection.__id] : [] },
            skipErrorToast: true,
            updater: (store, response) => {
              const record = connection && store.get(connection.__id);
              const total = record?.getValue('totalCount');
              if (response?.deleteNoteTemplate.deletedNoteTemplateId && record && typeof total === 'number') record.setValue(total - 1, 'totalCount');
            },
          });
          if (deleteNoteTemplate.deletedNoteTemplateId) notify.success(TEMPLATE_DELETED);
          else notify.error(TEMPLATE_DELETE_FAILED);
        } catch {
          notify.error(TEMPLATE_DELETE_FAILED);
        }
      },
    });

  if (edges.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTemplate size={28} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>Nenhum modelo de anotação</Text>
          <Text size="sm" c="dimmed" maw={440}>
            Modelos trazem o texto que se repete em cada atendimento, para começar uma anotação com um clique.
          </Text>
          {canChange && (
            <Button component={Link} to={paths.noteTemplateAdd()} leftSection={<IconPlus size={18} aria-hidden />}>
              CADASTRAR O PRIMEIRO MODELO
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      {canChange && (
        <Group justify="flex-end">
          <Button component={Link} to={paths.noteTemplateAdd()} leftSection={<IconPlus size={18} aria-hidden />}>
            Novo modelo
          </Button>
        </Group>
      )}
      <Paper withBorder>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              {canChange && (
                <Table.Th w={110}>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {edges.map(({ node }) => (
              <Table.Tr
                key={node.id}
                style={{ cursor: canChange ? 'pointer' : undefined }}
                onClick={canChange ? () => navigate(paths.noteTemplateEdit(node.databaseId)) : undefined}
              >
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{node.name}</Table.Td>
                {canChange && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={(event) => event.stopPropagation()}>
                      <Tooltip label="Editar">
                        <ActionIcon component={Link} to={paths.noteTemplateEdit(node.databaseId)} variant="subtle" aria-label={`Editar ${node.name}`} size="lg">
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Excluir">
                        <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${node.name}`} size="lg" onClick={() => confirmDelete(node)}>
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

/** /note-templates: the company's note templates by name. */
export function NoteTemplatesPage() {
  return (
    <QueryScreen<NoteTemplatesPageQuery> query={query} failure={TEMPLATES_LOAD_FAILED}>
      {(data) => <Templates {...data} />}
    </QueryScreen>
  );
}

export const Component = NoteTemplatesPage;
