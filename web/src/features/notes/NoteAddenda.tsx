import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTextPlus } from '@tabler/icons-react';
import { NOTE_ADDENDUM_MAX, noteAddendumStamp } from '@practice/common';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { subjectOf, useAbility } from '../../lib/ability';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { NoteAddenda_note$key } from './__generated__/NoteAddenda_note.graphql';
import type { NoteAddendaAddMutation } from './__generated__/NoteAddendaAddMutation.graphql';
import { ADDENDUM_SAVED, ADDENDUM_SAVE_FAILED } from './messages';
import { failure } from './failure';

const fragment = graphql`
  fragment NoteAddenda_note on CustomerNote {
    id
    locked
    body
    addenda {
      id
      body
      authorName
      createdAt
    }
  }
`;

// The answer is the note with all its addenda: the store's note record takes them, and the list shows the new one.
const addMutation = graphql`
  mutation NoteAddendaAddMutation($input: AddNoteAddendumInput!) {
    addNoteAddendum(input: $input) {
      note {
        id
        ...NoteAddenda_note
      }
      fullMessages
    }
  }
`;

/**
 * The addenda under a note, oldest first ('Adendo de {autor} em {data}'), and on a locked note that
 * the user may read, 'Adicionar adendo' with a small form (not on an archived customer's note).
 * Addenda are plain text and never change.
 */
export function NoteAddenda({ note, companyId, readOnly = false }: { note: NoteAddenda_note$key; companyId: number; readOnly?: boolean }) {
  const data = useFragment(fragment, note);
  const ability = useAbility();
  const [add, saving] = useMutationPromise<NoteAddendaAddMutation>(addMutation);
  const [key, renewKey] = useIdempotencyKey();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');

  const canAdd = !readOnly && data.locked && data.body != null && ability.can('create', subjectOf('CustomerNote', { company_id: companyId, creator_id: null }));
  if (data.addenda.length === 0 && !canAdd) return null;

  const close = () => {
    setWriting(false);
    setText('');
  };

  const save = async () => {
    try {
      const { addNoteAddendum } = await add({ variables: { input: { noteId: data.id, body: text } }, skipErrorToast: true, idempotencyKey: key });
      if (!addNoteAddendum.note) {
        notify.error(failure(ADDENDUM_SAVE_FAILED, addNoteAddendum.fullMessages));
        return;
      }
      renewKey();
      close();
      notify.success(ADDENDUM_SAVED);
    } catch {
      notify.error(ADDENDUM_SAVE_FAILED);
    }
  };

  return (
    <Stack gap="xs" mt="sm">
      {data.addenda.map((addendum) => (
        <Box
          key={addendum.id}
          pl="sm"
          py={4}
          style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
          aria-label={noteAddendumStamp(addendum.createdAt, addendum.authorName)}
          role="note"
        >
          <Text size="xs" fw={600} c="dimmed">
            {noteAddendumStamp(addendum.createdAt, addendum.authorName)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {addendum.body}
          </Text>
        </Box>
      ))}
      {canAdd &&
        (writing ? (
          <Stack gap="xs">
            <Textarea
              label="Texto do adendo"
              description="A anotação original não muda; o adendo fica registrado com seu nome e a data."
              rows={4}
              resize="vertical"
              maxLength={NOTE_ADDENDUM_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-autofocus
              autoFocus
            />
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed">
                {text.length}/{NOTE_ADDENDUM_MAX}
              </Text>
              <Group gap="sm">
                <Button variant="default" size="xs" onClick={close} disabled={saving}>
                  Cancelar
                </Button>
                <Button size="xs" onClick={() => void save()} loading={saving} disabled={text.trim() === ''}>
                  Salvar adendo
                </Button>
              </Group>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconTextPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
              Adicionar adendo
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
