import { Readable } from 'node:stream';
import archiver from 'archiver';
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

  /** Adds a file; `store` keeps bytes that are compressed already (PDFs, images) as they are. */
  async add(name: string, source: Readable | Buffer | string, options: { store?: boolean; date?: Date } = {}): Promise<void> {
    this.signal?.throwIfAborted();
    if (this.failure) throw this.failure;
    let resolve = () => {};
    const done = new Promise<void>((settle) => (resolve = settle));
    this.waiting.push({ done, resolve });
    this.entries += 1;
    this.archive.append(source, { name, store: options.store ?? false, date: options.date ?? new Date() });
    while (this.waiting.length > MAX_WAITING_ENTRIES && !this.failure) await this.waiting[0]!.done;
    if (this.failure) throw this.failure;
  }

  /** Lines of text (a CSV's, a JSON's) made as they are read, so a long table is never held whole. */
  async addLines(name: string, lines: AsyncIterable<string>): Promise<void> {
    await this.add(name, Readable.from(lines, { objectMode: false }));
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

/** One CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A cell that starts like a formula is kept as text by spreadsheets that open the file.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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

/** A name fit for a ZIP entry: no folders, no control characters, nothing a file system refuses. */
export function entryName(name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120);
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
