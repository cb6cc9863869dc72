import { ActionIcon, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { ColumnPickerProps } from './DataTable';
import { LAST_COLUMN_MESSAGE } from './DataTableColumns';
import { notify } from './notify';

/**
 * The table's column picker, opened: it takes the place of the toolbar's button at its first click
 * (DataTable), and keeps the focus where that button had it.
 */
export default function DataTableColumnPicker({ columns, isVisible, toggle, focusTarget }: ColumnPickerProps & { focusTarget: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTarget) target.current?.focus();
  }, [focusTarget]);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal returnFocus defaultOpened>
      <Popover.Target>
        <Tooltip label="Colunas">
          <ActionIcon ref={target} variant="default" size={36} aria-label="Escolher colunas">
            <IconColumns3 size={18} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Colunas visíveis">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            Colunas visíveis
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={column.title}
              checked={isVisible(column.key)}
              onChange={() => {
                if (!toggle(column.key)) notify.warning(LAST_COLUMN_MESSAGE, { id: 'data-table-last-column' });
              }}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
