import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { columnsOf, REMOVED_COLUMNS_WARNING, TASK_MESSAGES } from './messages';

export type BoardSettings = { name: string; description: string; columns: string[] };

type Props = {
  opened: boolean;
  title: string;
  initial: BoardSettings;
  /** Editing an existing board shows the warning about removed columns. */
  editing: boolean;
  onClose: () => void;
  /** Resolves with the field errors the server gave, if any. */
  onSubmit: (settings: BoardSettings) => Promise<Record<string, string> | null>;
};

/** A board's name, description and columns (comma separated), as created or edited (spec section 2). */
export function BoardSettingsModal({ opened, title, initial, editing, onClose, onSubmit }: Props) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [columns, setColumns] = useState(initial.columns.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName(initial.name);
    setDescription(initial.description);
    setColumns(initial.columns.join(', '));
    setErrors({});
  }, [opened, initial]);

  const submit = async () => {
    const found: Record<string, string> = {};
    const list = columnsOf(columns);
    if (!name.trim()) found.name = TASK_MESSAGES.boardNameRequired;
    if (list.length === 0) found.columns = TASK_MESSAGES.columnsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const refused = await onSubmit({ name: name.trim(), description: description.trim(), columns: list });
      if (refused) setErrors(refused);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput label="Nome" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} data-autofocus maxLength={255} />
          <Textarea label="Descrição" value={description} onChange={(event) => setDescription(event.currentTarget.value)} autosize minRows={2} maxRows={6} />
          <TextInput
            label="Colunas"
            description="Separe as colunas por vírgula, na ordem do quadro"
            placeholder="A fazer, Fazendo, Feito"
            required
            value={columns}
            onChange={(event) => setColumns(event.currentTarget.value)}
            error={errors.columns}
          />
          {editing && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
              {REMOVED_COLUMNS_WARNING}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
