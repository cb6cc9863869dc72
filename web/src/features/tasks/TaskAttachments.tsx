import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { fileScope, useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { TaskAttachments_task$key } from './__generated__/TaskAttachments_task.graphql';
import type { TaskAttachmentsDeleteMutation } from './__generated__/TaskAttachmentsDeleteMutation.graphql';
import { TASK_MESSAGES } from './messages';
import { changeTaskPart, DeletePartButton } from './taskParts';
import { uploadTaskAttachment } from './upload';

const fragment = graphql`
  fragment TaskAttachments_task on Task {
    id
    attachments {
      id
      filename
      downloadUrl
      humanFileSize
      author {
        name
      }
      canDelete
    }
  }
`;

// Answers the task with its files and the count its card on the board shows.
const deleteMutation = graphql`
  mutation TaskAttachmentsDeleteMutation($input: TaskPartInput!) {
    deleteTaskAttachment(input: $input) {
      task {
        ...TaskAttachments_task
        attachmentsCount
      }
    }
  }
`;

type Props = {
  task: TaskAttachments_task$key;
  onChanged: () => void;
  /** A file went up outside Relay (a multipart request with progress): the task is read again. */
  onUploaded: () => void;
};

/** A task's files in its modal: downloaded, sent with their progress shown, and deleted by those who may. */
export function TaskAttachments({ task: key, onChanged, onUploaded }: Props) {
  const task = useFragment(fragment, key);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [remove] = useMutationPromise<TaskAttachmentsDeleteMutation>(deleteMutation);
  const fileKeys = useIdempotencyKeys();
  const taskId = task.id;

  const sendFile = async (file: File | null) => {
    if (!file) return;
    setUpload({ name: file.name, percent: 0 });
    try {
      const scope = `${taskId}:${fileScope(file)}`;
      await uploadTaskAttachment(taskId, file, (percent) => setUpload({ name: file.name, percent }), fileKeys.keyFor(scope));
      fileKeys.done(scope);
      notify.success(TASK_MESSAGES.uploaded);
      onUploaded();
      onChanged();
    } catch {
      notify.error(TASK_MESSAGES.uploadFailed);
    } finally {
      setUpload(null);
    }
  };

  return (
    <Stack gap="xs">
      {task.attachments.map((attachment) => (
        <Group key={attachment.id} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconPaperclip size={16} aria-hidden />
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate="end">
                {attachment.filename}
              </Text>
              <Text size="xs" c="dimmed">
                {attachment.humanFileSize} · {attachment.author.name}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon component="a" href={attachment.downloadUrl} download={attachment.filename} variant="subtle" aria-label={`Baixar ${attachment.filename}`}>
              <IconDownload size={16} aria-hidden />
            </ActionIcon>
            {attachment.canDelete && (
              <DeletePartButton
                label={`Excluir anexo ${attachment.filename}`}
                title="Excluir anexo?"
                body={<>O arquivo <strong>{attachment.filename}</strong> será excluído.</>}
                onDelete={() => void changeTaskPart(() => remove({ variables: { input: { taskId, id: attachment.id } }, skipErrorToast: true }), onChanged)}
              />
            )}
          </Group>
        </Group>
      ))}
      {upload && (
        <Stack gap={2}>
          <Text size="xs">Enviando {upload.name}…</Text>
          <Progress value={upload.percent} aria-label={`Envio de ${upload.name}`} />
        </Stack>
      )}
      <FileButton onChange={(file) => void sendFile(file)}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} disabled={upload !== null}>
            Anexar arquivo
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        Qualquer tipo de arquivo, até 25 MB.
      </Text>
    </Stack>
  );
}
