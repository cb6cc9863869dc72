import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { SaveAsTemplateMutation } from './__generated__/SaveAsTemplateMutation.graphql';
import { TEMPLATE_SAVE_FAILED, TEMPLATE_SAVED } from './messages';

const mutation = graphql`
  mutation SaveAsTemplateMutation($input: CreateNoteTemplateInput!) {
    createNoteTemplate(input: $input) {
      noteTemplate {
        id
        name
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** Keeps the text being written as a new note template, under a name asked for in a dialog. */
export function SaveAsTemplate({ html, disabled }: { html: () => string; disabled: boolean }) {
  const [save, saving] = useMutationPromise<SaveAsTemplateMutation>(mutation);
  const [saveKey, renewSaveKey] = useIdempotencyKey();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setOpened(false);
    setName('');
    setError(undefined);
  };

  const submit = async () => {
    if (name.trim() === '') {
      setError('Preencha o nome do modelo');
      return;
    }
    try {
      const { createNoteTemplate } = await save({
        variables: { input: { name: name.trim(), body: html() } },
        skipErrorToast: true,
        idempotencyKey: saveKey,
      });
      if (!createNoteTemplate.noteTemplate) {
        setError(createNoteTemplate.errors.find((fieldError) => fieldError.field === 'name')?.messages[0]);
        notify.error(TEMPLATE_SAVE_FAILED);
        return;
      }
      notify.success(TEMPLATE_SAVED);
      renewSaveKey();
      close();
    } catch {
      notify.error(TEMPLATE_SAVE_FAILED);
    }
  };

  return (
    <>
      <Button variant="subtle" size="xs" leftSection={<IconTemplate size={16} aria-hidden />} onClick={() => setOpened(true)} disabled={disabled}>
        Salvar como modelo
      </Button>
      <Modal opened={opened} onClose={close} title="Salvar como modelo">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <TextInput label="Nome do modelo" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} maxLength={255} data-autofocus />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={saving}>
                Salvar modelo
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
