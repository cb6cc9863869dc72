import { useCallback, useMemo, useState } from 'react';

/** Spec: unticking the last visible column is refused with this warning. */
export const LAST_COLUMN_MESSAGE = 'Pelo menos uma coluna deve permanecer selecionada na tabela';

/** Where a table keeps the columns the user chose, one entry per table id. */
export function columnsStorageKey(tableId: string): string {
  return `data-table:${tableId}:columns`;
}

type ColumnLike = { key: string; hiddenByDefault?: boolean };

function defaultVisible(columns: readonly ColumnLike[]): string[] {
  const shown = columns.filter((column) => !column.hiddenByDefault).map((column) => column.key);
  return shown.length > 0 ? shown : columns.slice(0, 1).map((column) => column.key);
}

/**
 * The stored choice, reduced to columns the table still has (a later build may drop or rename one);
 * nothing usable stored means the table's defaults.
 */
function readVisible(tableId: string, columns: readonly ColumnLike[]): string[] {
  try {
    const raw = localStorage.getItem(columnsStorageKey(tableId));
    if (raw) {
      const stored: unknown = JSON.parse(raw);
      if (Array.isArray(stored)) {
        const known = new Set(columns.map((column) => column.key));
        const visible = stored.filter((key): key is string => typeof key === 'string' && known.has(key));
        if (visible.length > 0) return visible;
      }
    }
  } catch {
    // A broken or unreadable entry falls back to the defaults below.
  }
  return defaultVisible(columns);
}

function writeVisible(tableId: string, visible: string[]): void {
  try {
    localStorage.setItem(columnsStorageKey(tableId), JSON.stringify(visible));
  } catch {
    // Private windows may refuse storage; the choice then lasts until the page is left.
  }
}

/**
 * Which columns of a table are visible, kept in localStorage per table. `toggle` answers false,
 * changing nothing, when it would hide the last visible column.
 */
export function useVisibleColumns(tableId: string, columns: readonly ColumnLike[]) {
  const [visible, setVisible] = useState<string[]>(() => readVisible(tableId, columns));
  const visibleSet = useMemo(() => new Set(visible), [visible]);

  const toggle = useCallback(
    (key: string): boolean => {
      if (visibleSet.has(key)) {
        if (visibleSet.size <= 1) return false;
        const next = visible.filter((candidate) => candidate !== key);
        writeVisible(tableId, next);
        setVisible(next);
        return true;
      }
      // Kept in the table's own column order, whatever order they were ticked in.
      const next = columns.map((column) => column.key).filter((candidate) => candidate === key || visibleSet.has(candidate));
      writeVisible(tableId, next);
      setVisible(next);
      return true;
    },
    [columns, tableId, visible, visibleSet],
  );

  return { isVisible: (key: string) => visibleSet.has(key), toggle };
}
