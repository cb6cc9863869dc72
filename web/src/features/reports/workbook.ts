import type ExcelJS from 'exceljs';
import { inertCellText } from '@practice/common';
import { columnWidths, type ReportTable } from './table';

type ExcelModule = typeof ExcelJS;

const ROWS_PER_PROGRESS = 1000;

/**
 * The XLSX of a report: a bold header row, widths capped at 50 characters, days as real dates shown
 * DD/MM/YYYY, numbers as numbers, texts kept inert as in the CSV. `onProgress` gets the share of
 * rows written, 0 to 1.
 */
export async function buildWorkbook(excel: ExcelModule, table: ReportTable, onProgress: (share: number) => void): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(table.title.slice(0, 31) || 'Relatório');
  const widths = columnWidths(table);
  sheet.columns = table.headers.map((header, index) => ({ header: inertCellText(header), width: widths[index] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  table.rows.forEach((row, index) => {
    const added = sheet.addRow(
      row.map((cell) => {
        if (cell !== null && typeof cell === 'object') {
          const [year, month, day] = cell.date.split('-').map(Number) as [number, number, number];
          return new Date(Date.UTC(year, month - 1, day));
        }
        return cell === null ? null : typeof cell === 'number' ? cell : inertCellText(cell);
      }),
    );
    row.forEach((cell, column) => {
      if (cell !== null && typeof cell === 'object') added.getCell(column + 1).numFmt = 'dd/mm/yyyy';
    });
    if ((index + 1) % ROWS_PER_PROGRESS === 0) onProgress((index + 1) / table.rows.length);
  });
  onProgress(1);
  // exceljs answers a Buffer-like view; a plain ArrayBuffer of exactly its bytes can be transferred.
  const written = new Uint8Array(await workbook.xlsx.writeBuffer());
  return written.slice().buffer;
}
