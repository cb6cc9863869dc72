import { inertCellText, isoDateToBrazilian, PRACTICE_TIME_ZONE, zonedDate } from '@practice/common';

/** A cell of a report: text, a number, or a calendar day (`YYYY-MM-DD`) written as DD/MM/YYYY. */
export type ReportCell = string | number | { date: string } | null;

export type ReportTable = {
  /** The sheet's name in the XLSX. */
  title: string;
  headers: string[];
  rows: ReportCell[][];
};

export const EXPORT_EMPTY = 'No data to export';
export const EXPORT_DONE = 'Relatório exportado com sucesso!';
export const EXPORT_FAILED = 'Erro ao exportar relatório';
export const REPORT_LOAD_FAILED = 'Erro ao carregar dados';
/** Spec §9: no XLSX column is wider than this, however long its texts. */
export const XLSX_MAX_COLUMN_WIDTH = 50;

export function cellText(cell: ReportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return isoDateToBrazilian(cell.date);
  return String(cell);
}

/**
 * A cell as an export writes it: a number stays a number (its digits cannot hold a formula) and a
 * day stays a day; every text, headers included (they are the company's own questions), goes
 * through inertCellText. XLSX text cells get it as well: they become live once the sheet is saved
 * as CSV or the cell is edited.
 */
function exportedText(cell: ReportCell): string {
  return typeof cell === 'string' ? inertCellText(cell) : cellText(cell);
}

/** CSV as the spec asks: UTF-8 with a byte-order mark (so Excel reads the accents), every field quoted. */
export function toCsv(table: ReportTable): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const lines = [table.headers.map(inertCellText), ...table.rows.map((row) => row.map(exportedText))].map((fields) =>
    fields.map(quote).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Each column's width in characters: its longest text, at least 10, at most 50. */
export function columnWidths(table: ReportTable): number[] {
  return table.headers.map((header, column) => {
    let longest = header.length;
    for (const row of table.rows) longest = Math.max(longest, cellText(row[column] ?? null).length);
    return Math.min(XLSX_MAX_COLUMN_WIDTH, Math.max(10, longest + 2));
  });
}

/** 'relatorio-clientes-2026-03-10-143005.csv': the moment of the export in São Paulo, so files sort by it. */
export function timestampedName(base: string, extension: 'csv' | 'xlsx', now: Date = new Date()): string {
  const time = now.toLocaleTimeString('pt-BR', { timeZone: PRACTICE_TIME_ZONE, hour12: false }).replace(/:/g, '');
  return `${base}-${zonedDate(now)}-${time}.${extension}`;
}

/** `Cliente` → `clientes` without accents, for a file name. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Hands the browser a file to save. */
export function download(contents: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
