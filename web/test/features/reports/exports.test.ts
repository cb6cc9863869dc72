import { inertCellText } from '@practice/common';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { periodBounds } from '../../../src/features/reports/periods';
import { columnWidths, slug, timestampedName, toCsv, type ReportCell, type ReportTable } from '../../../src/features/reports/table';
import { buildWorkbook } from '../../../src/features/reports/workbook';
import { parse } from 'csv-parse/sync';

const table: ReportTable = {
  title: 'Pacientes',
  headers: ['ID', 'Nome', 'Data de Cadastro', 'Observações'],
  rows: [
    [1, 'José Antônio "Zé" da Silva', { date: '2026-03-10' }, 'Prefere, se possível, a tarde'],
    [2, '=HYPERLINK("http://exemplo")', { date: '2026-03-11' }, null],
    [3, 'Ana', { date: '2026-03-11' }, 'x'.repeat(120)],
  ],
};

describe('CSV export', () => {
  it('is UTF-8 with a byte-order mark, every field quoted, quotes doubled, dates as DD/MM/YYYY', () => {
    const csv = toCsv(table);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"ID","Nome","Data de Cadastro","Observações"');
    expect(lines[1]).toBe('"1","José Antônio ""Zé"" da Silva","10/03/2026","Prefere, se possível, a tarde"');
    expect(lines.at(-1)).toBe('');
  });

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    const lines = toCsv(table).slice(1).split('\r\n');
    expect(lines[2]).toBe('"2","\'=HYPERLINK(""http://exemplo"")","11/03/2026",""');
  });

  it('keeps every text starting with =, +, -, @, a tab or a carriage return as text, headers included, and numbers as they are', () => {
    const csv = toCsv(hostile).slice(1).split('\r\n');
    expect(csv[0]).toBe(`"ID","'=HYPERLINK(""http://exemplo"",""Clique"")","'-1+1","'@SUM(A1)"`);
    expect(csv[1]).toBe(`"-3","'-2+3+cmd|' /C calc'!A0","'-1+1","'+1"`);
    expect(csv[2]).toBe(`"4","'\t=1+1","'\r=1+1","'- item"`);
    expect(csv[3]).toBe('"5","Ana","a=1","10/03/2026"');
    expect(inertCellText('-')).toBe("'-");
    expect(inertCellText('Ana - José')).toBe('Ana - José');
  });
});

/** Headers are the company's own questions, and answers are typed by anyone: either can be a formula. */
const hostile: ReportTable = {
  title: 'Hostil',
  headers: ['ID', '=HYPERLINK("http://exemplo","Clique")', '-1+1', '@SUM(A1)'],
  rows: [
    [-3, "-2+3+cmd|' /C calc'!A0", '-1+1', '+1'],
    [4, '\t=1+1', '\r=1+1', '- item'],
    [5, 'Ana', 'a=1', { date: '2026-03-10' }],
  ],
};

/**
 * OWASP's formula starts, also behind blanks, invisible characters and quotes that an import may
 * drop; the whole payload list runs through inertCellText in common's own test.
 */
const PAYLOADS = ['=1+1', '+1+1', '-1+1', '-2+3', '@SUM(1+1)', "=cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","Clique")', '\t=1+1', ' =1+1', '  -2+3', '\u00a0@SUM(1+1)', '\u200b=1+1', '\u202e+1+1', '"=1+1', "'=1+1", '\n-1+1'];

const payloads: ReportTable = {
  title: 'OWASP',
  headers: ['ID', 'Valor', ...PAYLOADS.slice(0, 3)],
  rows: [...PAYLOADS.map((payload, index): ReportCell[] => [-(index + 1), payload, null, null, null]), [7, '%0A-1+1', 'Ana - José', '(11) 98888-7777', '-']],
};

describe('the OWASP list in a report', () => {
  it('is kept as text in the CSV, headers included, and negative numbers stay numbers', () => {
    const rows = parseCsv(toCsv(payloads).slice(1));
    expect(rows[0]).toEqual(['ID', 'Valor', "'=1+1", "'+1+1", "'-1+1"]);
    expect(rows.slice(1, -1).map((row) => row.slice(0, 2))).toEqual(PAYLOADS.map((payload, index) => [String(-(index + 1)), `'${payload}`]));
    expect(rows.at(-1)).toEqual(['7', '%0A-1+1', 'Ana - José', '(11) 98888-7777', "'-"]);
  });

  it('is kept as text in the XLSX, where numbers stay numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildWorkbook(ExcelJS, payloads, () => {}));
    const sheet = workbook.getWorksheet('OWASP')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Valor', "'=1+1", "'+1+1", "'-1+1"]);
    PAYLOADS.forEach((payload, index) => {
      expect(sheet.getCell(index + 2, 1).value).toBe(-(index + 1));
      expect(sheet.getCell(index + 2, 2).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(index + 2, 2).value).toBe(`'${payload}`);
    });
    expect(sheet.getCell(PAYLOADS.length + 2, 5).value).toBe("'-");
  });
});

/** RFC 4180, as a spreadsheet reads it back: quoted fields, doubled quotes, line breaks inside quotes. */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

describe('XLSX export', () => {
  it('caps column widths at 50 characters', () => {
    expect(columnWidths(table)).toEqual([10, 30, 18, 50]);
  });

  it('writes a sheet with bold headers, dates as real dates shown DD/MM/YYYY, numbers as numbers', async () => {
    const shares: number[] = [];
    const buffer = await buildWorkbook(ExcelJS, table, (share) => shares.push(share));
    expect(shares.at(-1)).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.getWorksheet('Pacientes')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Nome', 'Data de Cadastro', 'Observações']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('B2').value).toBe('José Antônio "Zé" da Silva');
    expect(sheet.getCell('B3').value).toBe(`'=HYPERLINK("http://exemplo")`);
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2026, 2, 10)));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.columns.map((column) => column.width)).toEqual([10, 30, 18, 50]);
  });

  it('keeps the same texts inert as the CSV does, headers included', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildWorkbook(ExcelJS, hostile, () => {}));
    const sheet = workbook.getWorksheet('Hostil')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', `'=HYPERLINK("http://exemplo","Clique")`, "'-1+1", "'@SUM(A1)"]);
    expect(sheet.getRow(2).values).toEqual([undefined, -3, "'-2+3+cmd|' /C calc'!A0", "'-1+1", "'+1"]);
    expect(sheet.getCell('B3').value).toBe("'\t=1+1");
    // XML reads a carriage return back as a line feed; the apostrophe before it is what matters.
    expect(sheet.getCell('C3').value).toMatch(/^'[\r\n]=1\+1$/);
    expect(sheet.getCell('D3').value).toBe("'- item");
    expect(sheet.getCell('B4').value).toBe('Ana');
  });
});

describe('file names', () => {
  it('carry the moment of the export in São Paulo', () => {
    expect(timestampedName('relatorio-pacientes', 'xlsx', new Date('2026-03-11T02:05:09Z'))).toBe('relatorio-pacientes-2026-03-10-230509.xlsx');
    expect(slug('Pacientes e Alunos')).toBe('pacientes-e-alunos');
    expect(slug('Clínicas')).toBe('clinicas');
  });
});

describe('report periods', () => {
  const now = new Date('2026-03-11T02:30:00Z'); // 23:30 on 10 March in São Paulo
  it('reads today, the last 7 days and this month on the São Paulo calendar', () => {
    expect(periodBounds('all', { from: null, to: null }, now)).toEqual({ createdFrom: null, createdTo: null });
    expect(periodBounds('today', { from: null, to: null }, now)).toEqual({ createdFrom: '2026-03-10', createdTo: '2026-03-10' });
    expect(periodBounds('week', { from: null, to: null }, now)).toEqual({ createdFrom: '2026-03-04', createdTo: '2026-03-10' });
    expect(periodBounds('month', { from: null, to: null }, now)).toEqual({ createdFrom: '2026-03-01', createdTo: '2026-03-10' });
  });

  it('filters a custom period only once both days are set', () => {
    expect(periodBounds('custom', { from: '2026-02-01', to: null }, now)).toEqual({ createdFrom: null, createdTo: null });
    expect(periodBounds('custom', { from: '2026-02-01', to: '2026-02-15' }, now)).toEqual({ createdFrom: '2026-02-01', createdTo: '2026-02-15' });
  });
});
