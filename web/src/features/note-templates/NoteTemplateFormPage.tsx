import { Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { RichTextEditor } from '../../ui/rich-text/RichTextEditor';
import { hasRichContent } from '../../ui/rich-text/RichText';
import { useNoteImageUpload } from '../../ui/rich-text/useNoteImageUpload';
import type { NoteTemplateFormPageCreateMutation } from './__generated__/NoteTemplateFormPageCreateMutation.graphql';
import type { NoteTemplateFormPageQuery } from './__generated__/NoteTemplateFormPageQuery.graphql';
import type { NoteTemplateFormPageUpdateMutation } from './__generated__/NoteTemplateFormPageUpdateMutation.graphql';
import {
  TEMPLATE_BODY_BLANK,
  TEMPLATE_CREATE_FAILED,
  TEMPLATE_CREATED,
  TEMPLATE_LOAD_FAILED,
  TEMPLATE_NAME_BLANK,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_UPDATE_FAILED,
  TEMPLATE_UPDATED,
  TEMPLATES_LOAD_FAILED,
} from './messages';

export const query = graphql`
  query NoteTemplateFormPageQuery($databaseId: Int!, $editing: Boolean!) {
    noteTemplate(databaseId: $databaseId) @include(if: $editing) {
      id
      name
      body
    }
    viewer {
      id
      company {
        id
        noteTemplates(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation NoteTemplateFormPageCreateMutation($input: CreateNoteTemplateInput!) {
    createNoteTemplate(input: $input) {
      noteTemplate {
        id
        databaseId
        name
        body
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const updateMutation = graphql`
  mutation NoteTemplateFormPageUpdateMutation($input: UpdateNoteTemplateInput!) {
    updateNoteTemplate(input: $input) {
      noteTemplate {
        id
        name
        body
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;


/** Names compare as the api compares them: ignoring case and accents. */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLocaleLowerCase('pt-BR');
}

function TemplateForm({ noteTemplate, viewer, editing }: NoteTemplateFormPageQuery['response'] & { editing: boolean }) {
  const navigate = useNavigate();
  const uploadImage = useNoteImageUpload();
  const [create, creating] = useMutationPromise<NoteTemplateFormPageCreateMutation>(createMutation);
  const [createKey] = useIdempotencyKey();
  const [update, updating] = useMutationPromise<NoteTemplateFormPageUpdateMutation>(updateMutation);
  const [name, setName] = useState(noteTemplate?.name ?? '');
  const body = useRef(noteTemplate?.body ?? '');
  const [errors, setErrors] = useState<{ name?: string; body?: string }>({});

  // An address that names no template of the company: back to the list.
  const missing = editing && !noteTemplate;
  useEffect(() => {
    if (!missing) return;
    notify.error(TEMPLATE_LOAD_FAILED, { id: `load-failure:${TEMPLATE_LOAD_FAILED}` });
    navigate(paths.noteTemplates(), { replace: true });
  }, [missing, navigate]);
  if (missing) return null;

  const others = (viewer?.company.noteTemplates.edges ?? []).filter(({ node }) => node.id !== noteTemplate?.id);

  const validate = () => {
    const found: { name?: string; body?: string } = {};
    if (name.trim() === '') found.name = TEMPLATE_NAME_BLANK;
    else if (others.some(({ node }) => nameKey(node.name) === nameKey(name))) found.name = TEMPLATE_NAME_TAKEN;
    if (!hasRichContent(body.current)) found.body = TEMPLATE_BODY_BLANK;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const save = async () => {
    if (!validate()) return;
    const failed = editing ? TEMPLATE_UPDATE_FAILED : TEMPLATE_CREATE_FAILED;
    try {
      const input = { name: name.trim(), body: body.current };
      const payload = noteTemplate
        ? (await update({ variables: { input: { id: noteTemplate.id, ...input } }, skipErrorToast: true })).updateNoteTemplate
        : (await create({ variables: { input }, skipErrorToast: true, idempotencyKey: createKey })).createNoteTemplate;
      if (!payload.noteTemplate) {
        const byField = Object.fromEntries(payload.errors.map((error) => [error.field, error.messages[0]]));
        setErrors({ name: byField.name, body: byField.body });
        notify.error(failed);
        return;
      }
      notify.success(editing ? TEMPLATE_UPDATED : TEMPLATE_CREATED);
      navigate(paths.noteTemplates());
    } catch {
      notify.error(failed);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text fw={600} size="lg" component="h2" m={0}>
          {editing ? 'Editar modelo' : 'Novo modelo'}
        </Text>
        <TextInput label="Nome" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} maxLength={255} />
        <Input.Wrapper label="Conteúdo" required error={errors.body}>
          <RichTextEditor
            label="Conteúdo do modelo"
            initialHtml={noteTemplate?.body ?? ''}
            onUploadImage={uploadImage}
            onChange={(html) => {
              body.current = html;
            }}
          />
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(paths.noteTemplates())}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} loading={creating || updating}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /note-templates/add and /note-templates/edit/{id}. */
export function NoteTemplateFormPage() {
  const editing = useParams().id !== undefined;
  return (
    <QueryScreen<NoteTemplateFormPageQuery> query={query} failure={editing ? TEMPLATE_LOAD_FAILED : TEMPLATES_LOAD_FAILED} leaveTo={paths.noteTemplates()}>
      {(data) => <TemplateForm {...data} editing={editing} />}
    </QueryScreen>
  );
}

export const Component = NoteTemplateFormPage;
