import { ScrollArea, Table, Text } from '@mantine/core';
import { cellText, type ReportCell } from './table';

type Props = {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  /** The first column is the row's id (its key). */
  rows: readonly ReportCell[][];
  /** Said in the table when there are no rows. */
  empty: string;
  /** Wide enough for every column; the table scrolls sideways inside its frame. */
  minWidth: number;
  /** The first columns (id, name, date) kept on one line. */
  nowrapColumns?: number;
};

/** The first rows of a report, as the export will write them. */
export function ReportPreviewTable({ label, headers, rows, empty, minWidth, nowrapColumns = 0 }: Props) {
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder highlightOnHover miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} style={{ whiteSpace: 'nowrap' }}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>
                <Text size="sm" c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <Table.Td key={index} style={{ whiteSpace: index < nowrapColumns ? 'nowrap' : undefined }}>
                    {cellText(cell)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
