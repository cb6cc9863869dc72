// What table-writers and table-readers share: the api's source files, the area each file belongs
// to, and where each file writes or reads a table (Kysely's builders and raw SQL alike).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(API, 'src');

/** A source file, its path relative to the api folder (`src/modules/customers/routes.ts`). */
export interface SourceFile {
  file: string;
  text: string;
}

/** Where a file names a table. */
export interface TableUse {
  file: string;
  table: string;
  line: number;
}

const BUILDER_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)['"`]/g;
// A raw write is a template that starts with it (an upsert's `do update` or a `for update` is none).
const RAW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)/gi;
// `selectFrom` is also called bare, destructured from an expression builder.
const BUILDER_READ = /(?:\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|crossJoinLateral)|\.(?:from|using))\(\s*['"`]([a-z_]+)\b/g;
const RAW_READ = /\b(?:from|join)\s+([a-z_]+)\b/gi;
const SQL_START = /\bsql\s*(?:<[^`]*?>)?\s*`/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every source file of the api (migrations left out: they shape the tables, owned by nobody). */
export function apiSources(): SourceFile[] {
  return sourceFiles(SRC).map((path) => ({ file: relative(API, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
}

/** `customers` for src/modules/customers/routes.ts, `src/auth` for src/auth/tokens.ts. */
export function areaOf(file: string): string {
  const [top, area] = file.split(/[\\/]/).slice(1);
  return top === 'modules' ? area! : `src/${top}`;
}

/**
 * The text of each raw SQL template of `text` (sql`...`), with its offset in `text`, with what its
 * `${...}` put in blanked out (a nested sql`...` is a template of its own).
 */
function sqlTemplates(text: string): { at: number; body: string }[] {
  const found: { at: number; body: string }[] = [];
  for (const start of text.matchAll(SQL_START)) {
    const at = start.index + start[0].length;
    let body = '';
    let index = at;
    while (index < text.length && text[index] !== '`') {
      if (text[index] === '\\') {
        body += text.slice(index, index + 2);
        index += 2;
      } else if (text.startsWith('${', index)) {
        const end = skipExpression(text, index + 2);
        // Blanked to the same length and lines, so an offset in the body is one in the text.
        body += text.slice(index, end).replace(/[^\n]/g, ' ');
        index = end;
      } else body += text[index++];
    }
    found.push({ at, body });
  }
  return found;
}

/** The index after the `}` that closes the expression starting at `index`, over nested templates. */
function skipExpression(text: string, index: number): number {
  let depth = 1;
  while (index < text.length && depth > 0) {
    const char = text[index]!;
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === '`') {
      index += 1;
      while (index < text.length && text[index] !== '`') index = text.startsWith('${', index) ? skipExpression(text, index + 2) : index + (text[index] === '\\' ? 2 : 1);
    } else if (char === "'" || char === '"') {
      const quote = char;
      index += 1;
      while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1;
    }
    index += 1;
  }
  return index;
}

function uses(files: readonly SourceFile[], builder: RegExp, raw: RegExp): TableUse[] {
  const found: TableUse[] = [];
  for (const { file, text } of files) {
    const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
    for (const match of text.matchAll(builder)) found.push({ file, table: match[1]!.toLowerCase(), line: lineAt(match.index) });
    for (const { at, body } of sqlTemplates(text)) {
      for (const match of body.matchAll(raw)) found.push({ file, table: match[1]!.toLowerCase(), line: lineAt(at + match.index) });
    }
  }
  return found;
}

/** Every write of a table: Kysely's insertInto, updateTable and deleteFrom, and raw insert, update and delete. */
export function tableWrites(files: readonly SourceFile[]): TableUse[] {
  return uses(files, BUILDER_WRITE, RAW_WRITE);
}

/**
 * Every read of a table: Kysely's selectFrom and joins (and an update's `from`, a delete's `using`),
 * and a raw `from` or `join`. Names that are no table (a CTE, a function) are for the caller to drop.
 */
export function tableReads(files: readonly SourceFile[]): TableUse[] {
  return uses(files, BUILDER_READ, RAW_READ);
}

/** Table → writer (an area, or a folder below the areas) → the files where it writes. */
export function tableWriters(files: readonly SourceFile[]): Map<string, Map<string, Set<string>>> {
  const tables = new Map<string, Map<string, Set<string>>>();
  for (const { file, table } of tableWrites(files)) {
    const writers = tables.get(table) ?? new Map<string, Set<string>>();
    tables.set(table, writers);
    const writer = areaOf(file);
    writers.set(writer, (writers.get(writer) ?? new Set()).add(file));
  }
  return tables;
}

/** Table → its owner: the one area (or folder below the areas) that writes it. */
export function tableOwners(files: readonly SourceFile[]): Map<string, string> {
  return new Map([...tableWriters(files)].filter(([, writers]) => writers.size === 1).map(([table, writers]) => [table, [...writers.keys()][0]!]));
}
