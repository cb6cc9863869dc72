import { Readable } from 'node:stream';
import archiver from 'archiver';
import { inertCellText } from '@practice/common';
import type { FileStorage } from '../../storage/storage.ts';

/** Entries handed to the archive and not yet written: past this many, adding waits, so memory stays flat. */
const MAX_WAITING_ENTRIES = 8;

/**
 * A ZIP written as it is built, straight into the file storage under one key: entries are
 * compressed and written one after another, and whoever adds waits while the archive is behind.
 */
export class ZipWriter {
  private readonly archive = archiver('zip', { zlib: { level: 6 } });
  private readonly written: Promise<void>;
  private readonly waiting: { done: Promise<void>; resolve: () => void }[] = [];
  private failure: Error | null = null;
  private entries = 0;
  /** The names written so far, in lower case: two files never share one, even where case does not count. */
  private readonly names = new Set<string>();

  constructor(
    storage: FileStorage,
    key: string,
    private readonly signal?: AbortSignal,
  ) {
    this.archive.on('entry', () => this.waiting.shift()?.resolve());
    this.archive.on('warning', (error: Error) => this.fail(error));
    this.archive.on('error', (error: Error) => this.fail(error));
    this.written = storage.put(key, this.archive);
    // Seen by `finish`; without this an early failure would be an unhandled rejection meanwhile.
    this.written.catch((error: unknown) => this.fail(error instanceof Error ? error : new Error(String(error))));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const entry of this.waiting.splice(0)) entry.resolve();
  }

  /**
   * Adds a file under `path`, each of its folders and its name made fit for any file system
   * (`entryName`), and numbered when the archive has that name already ('a (2).pdf'); the name it got.
   */
  async add(path: string, source: Readable | Buffer | string, options: { store?: boolean; date?: Date } = {}): Promise<string> {
    this.signal?.throwIfAborted();
    if (this.failure) throw this.failure;
    const name = this.uniqueName(path.split('/').map(entryName).join('/'));
    let resolve = () => {};
    const done = new Promise<void>((settle) => (resolve = settle));
    this.waiting.push({ done, resolve });
    this.entries += 1;
    this.archive.append(source, { name, store: options.store ?? false, date: options.date ?? new Date() });
    while (this.waiting.length > MAX_WAITING_ENTRIES && !this.failure) await this.waiting[0]!.done;
    if (this.failure) throw this.failure;
    return name;
  }

  /** `name`, or the first of 'name (2).ext', 'name (3).ext'... the archive does not hold yet, letter case aside. */
  private uniqueName(name: string): string {
    const slash = name.lastIndexOf('/') + 1;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > slash ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let copy = 2; this.names.has(candidate.toLocaleLowerCase('pt-BR')); copy += 1) candidate = `${stem} (${copy})${extension}`;
    this.names.add(candidate.toLocaleLowerCase('pt-BR'));
    return candidate;
  }

  /** Lines of text (a CSV's, a JSON's) made as they are read, so a long table is never held whole. */
  async addLines(name: string, lines: AsyncIterable<string>): Promise<string> {
    return this.add(name, Readable.from(lines, { objectMode: false }));
  }

  get count(): number {
    return this.entries;
  }

  /** Closes the archive and waits until the storage has it whole; the ZIP's size in bytes. */
  async finish(): Promise<number> {
    if (this.failure) throw this.failure;
    await this.archive.finalize();
    await this.written;
    if (this.failure) throw this.failure;
    return this.archive.pointer();
  }

  /** Stops writing; the storage keeps nothing of it. */
  async abort(): Promise<void> {
    this.archive.abort();
    this.archive.destroy(new Error('export aborted'));
    await this.written.catch(() => undefined);
  }
}

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180). A number stays
 * as it is (a negative amount is no formula); every text, JSON included, is kept inert.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : inertCellText(value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV with a byte-order mark (so spreadsheets read it as UTF-8), its header and then each batch of rows. */
export async function* csvLines<T extends Record<string, unknown>>(columns: readonly string[], batches: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns)}`;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += csvLine(columns.map((column) => row[column]));
    if (chunk !== '') yield chunk;
  }
}

/** A JSON array written a batch of rows at a time, one row a line. */
export async function* jsonArrayLines(batches: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      chunk += `${first ? '\n  ' : ',\n  '}${JSON.stringify(row)}`;
      first = false;
    }
    if (chunk !== '') yield chunk;
  }
  yield first ? ']\n' : '\n]\n';
}

/** Longest name of a ZIP entry, in characters; a longer one keeps its end ('.pdf'). */
const ENTRY_NAME_MAX = 120;
/** Names Windows keeps for devices, whatever their extension: 'CON.txt' cannot be created there. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com\d|lpt\d)(?:\.|$)/i;

/**
 * A name fit for a ZIP entry's folder or file: letters of any script, digits, spaces and `.-_()`
 * only, so no folder, control, bidi override (which shows 'fdp.exe' as 'exe.pdf') or character a
 * file system refuses survives; each other character becomes `_`.
 */
export function entryName(name: string): string {
  let clean = name
    .normalize('NFC')
    .replace(/\p{Zs}/gu, ' ')
    .replace(/[^\p{L}\p{M}\p{Nd} .\-_()]/gu, '_')
    .trim()
    // A leading dot hides a file ('..' climbs out of the folder); a trailing one is dropped by Windows.
    .replace(/^\.+|\.+$/g, '_');
  const characters = Array.from(clean);
  if (characters.length > ENTRY_NAME_MAX) {
    const extension = /\.[^.]{1,10}$/.exec(clean)?.[0] ?? '';
    clean = characters.slice(0, ENTRY_NAME_MAX - extension.length).join('').trimEnd() + extension;
  }
  if (DEVICE_NAME.test(clean)) clean = `_${clean}`;
  return clean === '' ? 'arquivo' : clean;
}

/** `maria-da-silva`: a name in a file name, without accents or spaces. */
export function slug(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return plain === '' ? 'dados' : plain;
}
