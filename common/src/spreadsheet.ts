/**
 * The start of a text that a spreadsheet runs as a formula, by OWASP's CSV injection rule: `=`,
 * `+`, `-`, `@`, a tab or a carriage return ('-1+1' and "-2+3+cmd|' /C calc'!A0" are formulas
 * too), also behind leading blanks, invisible characters or quotes, which an import or a cleanup
 * may drop before the cell is read (' =1+1', '"=1+1', '\n-1+1').
 */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}"']*[=+\-@\t\r]/u;

/**
 * A text cell as every CSV and XLSX of the product writes it: one that could start a formula gets a
 * leading apostrophe, the spreadsheets' own mark for "this is text". Only texts pass here: a number
 * written as a number cannot hold a formula and stays as it is.
 */
export function inertCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
