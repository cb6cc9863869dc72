import { Modal, Progress, Stack, Text } from '@mantine/core';

/** The export's progress, 0 to 100, while the rows load and the file is written; it cannot be closed meanwhile. */
export function ExportModal({ progress, format }: { progress: number | null; format: string }) {
  const value = Math.round(progress ?? 0);
  return (
    <Modal opened={progress !== null} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered title="Exportando relatório">
      <Stack gap="sm">
        <Text size="sm">Gerando o arquivo {format.toUpperCase()}... {value}%</Text>
        <Progress value={value} size="lg" animated striped aria-label="Progresso da exportação" />
      </Stack>
    </Modal>
  );
}
