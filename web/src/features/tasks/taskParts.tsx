import { ActionIcon, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { notify } from '../../ui/notify';
import { TASK_MESSAGES } from './messages';

/** Asks before a task or one of its parts (an item, a comment, a file) is deleted. */
export function confirmDeletion(title: string, body: ReactNode, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm: 'Excluir', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/**
 * Sends a change to a task's checklist, comments or files: the board is told once it went through
 * (its card counts them), a failure is shown. Answers whether it went through.
 */
export async function changeTaskPart(send: () => Promise<unknown>, onChanged: () => void): Promise<boolean> {
  try {
    await send();
    onChanged();
    return true;
  } catch {
    notify.error(TASK_MESSAGES.taskUpdateFailed);
    return false;
  }
}

/** The bin beside an item, a comment or a file: asks, then deletes. */
export function DeletePartButton({ label, title, body, onDelete }: { label: string; title: string; body: ReactNode; onDelete: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => confirmDeletion(title, body, onDelete)}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

/** The text of a new item or comment: sent trimmed, nothing when blank, cleared once it went through. */
export function usePartDraft(add: (content: string) => Promise<boolean>) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    void add(content).then((ok) => ok && setText(''));
  };
  return { text, setText, submit, blank: !text.trim() };
}
