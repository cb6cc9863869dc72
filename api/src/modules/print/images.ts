import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { FileStorage } from '../../storage/storage.ts';
import type { PrintCompany, PrintNote } from './document.ts';

/** A stored file a document shows; no bytes when the storage no longer has it. */
export interface DocumentImage {
  key: string;
  bytes: Uint8Array | null;
}

/** A document draws at most this many images, of at most this many bytes together; the rest are left out. */
const MAX_IMAGES = 40;
const MAX_IMAGE_BYTES = 60 * 1024 * 1024;

/**
 * Stored bodies come out of the sanitizer, which writes an image as exactly `<img src="/files/{key}"`
 * (see signImages), so a pattern finds every key without parsing the body on the event loop.
 */
const STORED_IMAGE = /<img\b[^>]*? src="\/files\/([A-Za-z0-9_-]{32}\.[a-z0-9]{1,8})"/g;

/** The storage keys of the images stored rich text shows, in order, each once. */
export function imageKeysIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(STORED_IMAGE), (match) => match[1]!))];
}

/** The files a note's document shows, in the order they are loaded: the logo, the header, the footer, the body. */
export function documentImageKeys(company: PrintCompany, note: PrintNote): string[] {
  return [
    ...new Set([
      ...(company.imageKey ? [company.imageKey] : []),
      ...imageKeysIn(company.printHeader ?? ''),
      ...imageKeysIn(company.printFooter ?? ''),
      ...imageKeysIn(note.body),
    ]),
  ];
}

/** Reads the files a document shows, before it is laid out (the layout runs where storage is not at hand). */
export async function loadImages(storage: FileStorage, keys: readonly string[]): Promise<DocumentImage[]> {
  const images: DocumentImage[] = [];
  let bytes = 0;
  for (const key of keys.slice(0, MAX_IMAGES)) {
    const file = await storage.get(key);
    if (!file) {
      images.push({ key, bytes: null });
      continue;
    }
    if (bytes + file.size > MAX_IMAGE_BYTES) {
      file.body.destroy();
      continue;
    }
    bytes += file.size;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    images.push({ key, bytes: Buffer.concat(chunks) });
  }
  return images;
}

interface ImageOpener {
  openImage(src: Buffer): unknown;
}
let opener: ImageOpener | undefined;

/** pdfkit is what pdfmake draws with: asking it to open an image is asking exactly what the layout will. */
function imageOpener(): ImageOpener {
  if (!opener) {
    const PdfKitDocument = createRequire(createRequire(import.meta.url).resolve('pdfmake'))('pdfkit') as new (options: { autoFirstPage: boolean }) => ImageOpener;
    opener = new PdfKitDocument({ autoFirstPage: false });
  }
  return opener;
}

/** A PNG's pixels are unpacked to draw it with transparency: past this size it is not drawn. */
const MAX_PNG_PIXELS = 16_000_000;
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The rows of a PNG's image data: how many, and how many bytes each (its filter byte included). */
function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean): { rows: number; bytes: number }[] {
  const rowBytes = (columns: number) => 1 + Math.ceil((columns * bitsPerPixel) / 8);
  if (!interlaced) return [{ rows: height, bytes: rowBytes(width) }];
  return ADAM7.map(([x, y, dx, dy]) => ({ columns: Math.ceil((width - x) / dx), rows: Math.ceil((height - y) / dy) }))
    .filter(({ columns, rows }) => columns > 0 && rows > 0)
    .map(({ columns, rows }) => ({ rows, bytes: rowBytes(columns) }));
}

/**
 * Whether a PNG's image data unpacks whole, with a known filter on every row. pdfkit unpacks it in
 * a callback (for transparency or interlacing), where a broken file could only throw past any catch.
 */
function pngDataUnpacks(bytes: Buffer): boolean {
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  let position = 8;
  for (;;) {
    if (position + 12 > bytes.length) return false;
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    if (position + 12 + length > bytes.length) return false;
    const body = bytes.subarray(position + 8, position + 8 + length);
    if (type === 'IEND') break;
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    position += 12 + length;
  }
  if (!header || header.length !== 13 || data.length === 0) return false;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const channels = PNG_CHANNELS[header[9]!];
  if (!channels || width === 0 || height === 0 || width * height > MAX_PNG_PIXELS) return false;
  const passes = pngRows(width, height, header[8]! * channels, header[12] === 1);
  const expected = passes.reduce((sum, pass) => sum + pass.rows * pass.bytes, 0);
  let pixels: Buffer;
  try {
    // A little more than the rows need, for an encoder's padding; a file unpacking to far more is refused.
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1024 });
  } catch {
    return false;
  }
  if (pixels.length < expected) return false;
  let row = 0;
  for (const pass of passes) {
    for (let index = 0; index < pass.rows; index += 1) {
      if (pixels[row]! > 4) return false;
      row += pass.bytes;
    }
  }
  return true;
}

/**
 * Whether pdfmake can draw the file: a PNG or JPG that pdfkit opens and, for a PNG, whose image
 * data unpacks. Anything else (a task's attachment that is no image, a damaged file) is drawn as
 * a placeholder rather than failing the whole document.
 */
export function isDrawableImage(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    imageOpener().openImage(buffer);
  } catch {
    return false;
  }
  return buffer[0] === 0xff || pngDataUnpacks(buffer);
}
