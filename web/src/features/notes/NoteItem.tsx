import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCertificate, IconCopy, IconDots, IconEyeOff, IconLock, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { noteDateParts, noteLockStamp, privateNoteLabel } from '@practice/common';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { subjectOf, useAbility } from '../../lib/ability';
import { useViewer } from '../../lib/viewer';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { NoteItemDeleteMutation } from './__generated__/NoteItemDeleteMutation.graphql';
import type { NoteItemLockMutation } from './__generated__/NoteItemLockMutation.graphql';
import type { NoteItemUpdateMutation } from './__generated__/NoteItemUpdateMutation.graphql';
import type { NoteItem_note$key } from './__generated__/NoteItem_note.graphql';
import { RichTextEditor } from '../../ui/rich-text/RichTextEditor';
import { failure } from './failure';
import { NOTE_DELETE_FAILED, NOTE_LOCK_FAILED, NOTE_LOCKED, NOTE_SAVE_FAILED, PRIVATE_NOTE_HINT } from './messages';
import { NoteAddenda } from './NoteAddenda';
import { hasRichContent, RichText } from '../../ui/rich-text/RichText';
import classes from './NoteItem.module.css';
import { tooLargeBeforeSending, tooLargeInMessages, tooLargeRequest } from './size';
import { useNoteImageUpload } from '../../ui/rich-text/useNoteImageUpload';
import { useSignedPdfDownload } from '../signatures/useSignedPdfDownload';

const fragment = graphql`
  fragment NoteItem_note on CustomerNote {
    id
    body
    private
    creatorName
    creatorDatabaseId
    createdAt
    locked
    lockedAt
    lockedByName
    ...NoteAddenda_note
  }
`;

const updateMutation = graphql`
  mutation NoteItemUpdateMutation($input: UpdateCustomerNoteInput!) {
    updateCustomerNote(input: $input) {
      note {
        ...NoteItem_note
      }
      fullMessages
    }
  }
`;

const lockMutation = graphql`
  mutation NoteItemLockMutation($input: LockCustomerNoteInput!) {
    lockCustomerNote(input: $input) {
      note {
        ...NoteItem_note
      }
      fullMessages
    }
  }
`;

const deleteMutation = graphql`
  mutation NoteItemDeleteMutation($input: DeleteCustomerNoteInput!, $connections: [ID!]!) {
    deleteCustomerNote(input: $input) {
      deletedNoteId @deleteEdge(connections: $connections)
      fullMessages
    }
  }
`;

type NoteAction = { label: string; icon: typeof IconPencil; onClick: () => void; highlight?: boolean; color?: string };

type Props = {
  note: NoteItem_note$key;
  connectionId: string;
  companyId: number;
  /** The note of an archived customer: read and printed, nothing else. */
  readOnly?: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  /** The edit button (or, in edit mode, the save button) is pointed out for a moment. */
  highlighted: boolean;
  onDuplicate: () => void;
  onPrint: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * One note: its date, author and body; a locked one its stamp and addenda; and what the user may do
 * with it. A private note of someone else shows only 'Anotação privada de {autor}' and its date.
 */
export function NoteItem({ note, connectionId, companyId, readOnly = false, editing, onEdit, onDone, highlighted, onDuplicate, onPrint, onDirtyChange }: Props) {
  const data = useFragment(fragment, note);
  const ability = useAbility();
  const uploadImage = useNoteImageUpload();
  const downloadSigned = useSignedPdfDownload();
  const [update, saving] = useMutationPromise<NoteItemUpdateMutation>(updateMutation);
  const [lock] = useMutationPromise<NoteItemLockMutation>(lockMutation);
  const [remove] = useMutationPromise<NoteItemDeleteMutation>(deleteMutation);
  const html = useRef(data.body ?? '');
  const [empty, setEmpty] = useState(false);
  const viewerId = useViewer()?.databaseId;
  const mine = viewerId !== undefined && data.creatorDatabaseId === viewerId;
  const [onlyMe, setOnlyMe] = useState(data.private);
  // The api answers a private note of someone else without its body: nothing to read, print, copy or change.
  const hidden = data.body == null;

  const asSubject = subjectOf('CustomerNote', { company_id: companyId, creator_id: data.creatorDatabaseId ?? null });
  const canChange = !readOnly && !hidden && !data.locked && ability.can('update', asSubject);
  const canDelete = !readOnly && !hidden && !data.locked && ability.can('delete', asSubject);
  const { date, time } = noteDateParts(data.createdAt);

  const save = async () => {
    const tooLarge = tooLargeBeforeSending(html.current);
    if (tooLarge) {
      notify.error(tooLarge, { id: 'note-too-large' });
      return;
    }
    try {
      const privacy = mine && onlyMe !== data.private ? { private: onlyMe } : {};
      const { updateCustomerNote } = await update({ variables: { input: { id: data.id, body: html.current, ...privacy } }, skipErrorToast: true });
      if (!updateCustomerNote.note) {
        const reasons = updateCustomerNote.fullMessages;
        notify.error(tooLargeInMessages(reasons) ?? failure(NOTE_SAVE_FAILED, reasons));
        return;
      }
      onDirtyChange(false);
      onDone();
    } catch (error) {
      notify.error(tooLargeRequest(error) ?? NOTE_SAVE_FAILED);
    }
  };

  const confirmLock = () =>
    modals.openConfirmModal({
      title: 'Bloquear anotação?',
      children: (
        <Text size="sm">
          Depois de bloqueada, a anotação não poderá mais ser editada nem excluída; ela poderá apenas ser visualizada, impressa e copiada.{' '}
          <strong>Essa ação não pode ser desfeita.</strong>
        </Text>
      ),
      labels: { confirm: 'Bloquear', cancel: 'Cancelar' },
      confirmProps: { color: 'dark', leftSection: <IconLock size={16} aria-hidden /> },
      onConfirm: async () => {
        try {
          const { lockCustomerNote } = await lock({ variables: { input: { id: data.id } }, skipErrorToast: true });
          if (lockCustomerNote.note) notify.success(NOTE_LOCKED);
          else notify.error(failure(NOTE_LOCK_FAILED, lockCustomerNote.fullMessages));
        } catch {
          notify.error(NOTE_LOCK_FAILED);
        }
      },
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir anotação?',
      children: <Text size="sm">A anotação será excluída. Essa ação não pode ser desfeita.</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { deleteCustomerNote } = await remove({
            variables: { input: { id: data.id }, connections: [connectionId] },
            skipErrorToast: true,
            updater: (store, response) => {
              if (!response?.deleteCustomerNote.deletedNoteId) return;
              const connection = store.get(connectionId);
              const total = connection?.getValue('totalCount');
              if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
            },
          });
          if (!deleteCustomerNote.deletedNoteId) notify.error(failure(NOTE_DELETE_FAILED, deleteCustomerNote.fullMessages));
        } catch {
          notify.error(NOTE_DELETE_FAILED);
        }
      },
    });

  const actions: NoteAction[] = [];
  if (canChange) actions.push({ label: 'Editar', icon: IconPencil, onClick: onEdit, highlight: highlighted });
  if (!hidden && !readOnly) actions.push({ label: 'Copiar', icon: IconCopy, onClick: onDuplicate });
  if (!hidden) actions.push({ label: 'Imprimir', icon: IconPrinter, onClick: onPrint });
  if (!hidden && data.locked) actions.push({ label: 'Baixar PDF assinado', icon: IconCertificate, onClick: () => void downloadSigned(data.id) });
  if (canChange) actions.push({ label: 'Bloquear', icon: IconLock, onClick: confirmLock });
  if (canDelete) actions.push({ label: 'Excluir', icon: IconTrash, onClick: confirmDelete, color: 'red' });

  return (
    <Paper withBorder p="md" radius="md" className={highlighted ? classes.highlighted : undefined} data-note-id={data.id} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="xs">
        <Stack gap={0} miw={0}>
          <Group gap={6} style={{ rowGap: 2 }}>
            <Text fw={600} size="sm">
              {date} às {time}
            </Text>
            {data.private && (
              <Badge size="sm" variant="light" color="gray" leftSection={<IconEyeOff size={12} aria-hidden />}>
                {hidden ? 'Privada' : 'Somente eu'}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {data.creatorName}
          </Text>
        </Stack>
        {!editing && actions.length > 0 && (
          <>
            <Group gap={4} visibleFrom="sm" wrap="nowrap">
              {actions.map((action) => (
                <Button
                  key={action.label}
                  size="xs"
                  variant={action.highlight ? 'filled' : 'subtle'}
                  color={action.color ?? (action.highlight ? 'brand' : 'gray')}
                  className={action.highlight ? classes.pulse : undefined}
                  leftSection={<action.icon size={16} aria-hidden />}
                  onClick={action.onClick}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant={highlighted ? 'filled' : 'subtle'} color="gray" hiddenFrom="sm" aria-label="Ações da anotação" size="lg">
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {actions.map((action) => (
                  <Menu.Item key={action.label} color={action.color} leftSection={<action.icon size={16} aria-hidden />} onClick={action.onClick}>
                    {action.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      </Group>
      {data.locked && data.lockedAt && (
        <Alert color="gray" variant="light" icon={<IconLock size={16} aria-hidden />} p="xs" mb="sm">
          <Text size="sm">{noteLockStamp(data.lockedAt, data.lockedByName ?? '')}</Text>
        </Alert>
      )}
      {editing ? (
        <Stack gap="sm">
          <RichTextEditor
            label="Texto da anotação"
            initialHtml={data.body ?? ''}
            onUploadImage={uploadImage}
            onChange={(next) => {
              html.current = next;
              setEmpty(!hasRichContent(next));
              onDirtyChange(next !== data.body);
            }}
          />
          {mine && (
            <Checkbox
              label="Somente eu"
              description={PRIVATE_NOTE_HINT}
              checked={onlyMe}
              onChange={(event) => {
                setOnlyMe(event.currentTarget.checked);
                onDirtyChange(true);
              }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setOnlyMe(data.private);
                onDirtyChange(false);
                onDone();
              }}
            >
              Cancelar
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={empty} className={highlighted ? classes.pulse : undefined}>
              Salvar
            </Button>
          </Group>
        </Stack>
      ) : hidden ? (
        <Text size="sm" c="dimmed" fs="italic">
          {privateNoteLabel(data.creatorName)}
        </Text>
      ) : (
        <>
          <RichText html={data.body ?? ''} />
          <NoteAddenda note={data} companyId={companyId} readOnly={readOnly} />
        </>
      )}
    </Paper>
  );
}
