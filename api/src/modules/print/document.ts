import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeHtml, noteAddendumStamp, noteDateParts, noteLockStamp } from '@practice/common';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { contentTypeOfKey } from '../../storage/file-types.ts';
import { htmlToPdfContent, type PdfImages } from './html-to-pdf.ts';
import { isDrawableImage, type DocumentImage } from './images.ts';
import type { PageSize } from '../../storage/pdf-urls.ts';
import type { PdfSigning } from './sign-pdf.ts';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake');

// Roboto ships with pdfmake and covers every accent of Portuguese; it is embedded in each PDF.
const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
const fontFiles = new Set(Object.values(FONTS.Roboto));
pdfmake.setFonts(FONTS);
// Documents read only their fonts from disk and nothing from the network: images arrive as data.
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
pdfmake.setUrlAccessPolicy(() => false);

interface PageLayout {
  width: number;
  height: number;
  /** left, top, right, bottom */
  margins: [number, number, number, number];
  logo: [number, number];
  fontSize: number;
}

const LAYOUTS: Record<PageSize, PageLayout> = {
  A4: { width: 595.28, height: 841.89, margins: [50, 110, 50, 72], logo: [110, 64], fontSize: 10.5 },
  A5: { width: 419.53, height: 595.28, margins: [34, 92, 34, 62], logo: [84, 50], fontSize: 9.5 },
};

export interface PrintCompany {
  /** The company's name: the letterhead's text while the company has written none of its own. */
  name: string | null;
  imageKey: string | null;
  printHeader: string | null;
  printFooter: string | null;
}

export interface PrintNote {
  customerName: string;
  createdAt: Date;
  /** Absent on the layout preview, whose sample note has no author. */
  creatorName: string | null;
  body: string;
  locked: boolean;
  lockedAt: Date | null;
  lockedByName: string | null;
  /** The texts written under the locked note, by date: printed after its body. */
  addenda?: PrintAddendum[];
  /** 'Assinado digitalmente por {nome} em ...', under the lock stamp of a signed copy. */
  signatureStamp?: string;
}

export interface PrintAddendum {
  authorName: string;
  createdAt: Date;
  /** Plain text, printed as it is. */
  body: string;
}

/** A note and its addenda as its PDF shows them: date, author, lock stamp, body and what was written under it. */
export function printNote(
  customerName: string,
  note: { created_at: Date; creator_name: string | null; body: string; locked: boolean; locked_at: Date | null; locked_by_name: string | null },
  addenda: readonly { author_name: string; created_at: Date; body: string }[],
): PrintNote {
  return {
    customerName,
    createdAt: note.created_at,
    creatorName: note.creator_name,
    body: note.body,
    locked: note.locked,
    lockedAt: note.locked_at,
    lockedByName: note.locked_by_name,
    addenda: addenda.map((addendum) => ({ authorName: addendum.author_name, createdAt: addendum.created_at, body: addendum.body })),
  };
}

/** What a worker lays out: the note, the company's letterhead and the files they show. */
export interface NotePdfJob {
  company: PrintCompany;
  note: PrintNote;
  pageSize: PageSize;
  images: DocumentImage[];
  /** The certificate that signs the finished PDF, when a signed copy is asked for. */
  signing?: PdfSigning;
}

/** The loaded files as data URLs keyed by the names the content refers to; those pdfmake cannot draw are unavailable. */
function documentImages(loaded: readonly DocumentImage[]): { images: Record<string, string>; pdfImages: PdfImages } {
  const images: Record<string, string> = {};
  const names = new Map<string, string>();
  const unavailable = new Set<string>();
  for (const { key, bytes } of loaded) {
    if (!bytes || !isDrawableImage(bytes)) {
      unavailable.add(key);
      continue;
    }
    const name = `image${names.size}`;
    images[name] = `data:${contentTypeOfKey(key)};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
    names.set(key, name);
  }
  return { images, pdfImages: { nameOf: (key) => names.get(key), isUnavailable: (key) => unavailable.has(key) } };
}

/**
 * A note on the company's letterhead: on every page the header (the company's image and its print
 * header) and the footer (its print footer and 'Página N de M'); first the customer's name, the
 * note's date and author and, on a locked note, the lock stamp; then the body and its addenda, each
 * under 'Adendo de {autor} em DD/MM/YYYY às HH:mm'. It runs in a
 * render worker (render-pool.ts): a body may take the layout seconds and hundreds of megabytes.
 */
export async function renderNotePdf({ company, note, pageSize, images: loaded }: NotePdfJob): Promise<Buffer> {
  const layout = LAYOUTS[pageSize];
  const [left, , right] = layout.margins;
  const contentWidth = layout.width - left - right;
  const header = company.printHeader ?? (company.name ? `<p><strong>${escapeHtml(company.name)}</strong></p>` : '');
  const footer = company.printFooter ?? '';
  const { images, pdfImages } = documentImages(loaded);
  const logo = company.imageKey ? pdfImages.nameOf(company.imageKey) : undefined;

  const small = { images: pdfImages, maxImageWidth: contentWidth / 2, maxImageHeight: layout.logo[1] };
  const headerContent = htmlToPdfContent(header, small);
  const footerContent = htmlToPdfContent(footer, { ...small, maxImageHeight: 30 });

  const created = noteDateParts(note.createdAt);
  const meta = note.creatorName ? `${created.date} às ${created.time} · ${note.creatorName}` : `${created.date} às ${created.time}`;
  const intro: Content[] = [
    { text: note.customerName, fontSize: layout.fontSize + 4, bold: true, margin: [0, 0, 0, 2] },
    { text: meta, fontSize: layout.fontSize - 1.5, color: '#555555', margin: [0, 0, 0, 10] },
  ];
  if (note.locked && note.lockedAt) {
    intro.push({
      table: { widths: ['*'], body: [[{ text: noteLockStamp(note.lockedAt, note.lockedByName ?? ''), bold: true, color: '#8a1c1c', fontSize: layout.fontSize - 1 }]] },
      layout: { hLineColor: () => '#8a1c1c', vLineColor: () => '#8a1c1c', paddingTop: () => 4, paddingBottom: () => 4 },
      margin: [0, 0, 0, 10],
    });
  }
  if (note.signatureStamp) {
    intro.push({
      table: { widths: ['*'], body: [[{ text: note.signatureStamp, bold: true, color: '#1c4f8a', fontSize: layout.fontSize - 1 }]] },
      layout: { hLineColor: () => '#1c4f8a', vLineColor: () => '#1c4f8a', paddingTop: () => 4, paddingBottom: () => 4 },
      margin: [0, 0, 0, 10],
    });
  }

  const body = htmlToPdfContent(note.body, { images: pdfImages, maxImageWidth: contentWidth, maxImageHeight: (layout.height - layout.margins[1] - layout.margins[3]) * 0.6 });
  const addenda: Content[] = note.addenda?.length
    ? [
        { text: 'Adendos', bold: true, fontSize: layout.fontSize + 1, margin: [0, 14, 0, 4] },
        ...note.addenda.map(
          (addendum): Content => ({
            stack: [
              { text: noteAddendumStamp(addendum.createdAt, addendum.authorName), bold: true, fontSize: layout.fontSize - 1, color: '#444444', margin: [0, 0, 0, 2] },
              // pdfmake reads a string as text, never as markup: the addendum prints exactly as written.
              { text: addendum.body },
            ],
            margin: [0, 6, 0, 0],
          }),
        ),
      ]
    : [];
  const definition: TDocumentDefinitions = {
    pageSize,
    pageMargins: layout.margins,
    info: { title: `Anotação - ${note.customerName}`, creator: 'Practice', producer: 'Practice' },
    defaultStyle: { font: 'Roboto', fontSize: layout.fontSize, lineHeight: 1.2 },
    images,
    // A new copy per page: pdfmake writes its layout into the content it is given.
    header: () => ({
      margin: [left, 24, right, 0],
      columnGap: 14,
      columns: [
        ...(logo ? [{ image: logo, fit: layout.logo, width: layout.logo[0] } as Content] : []),
        { width: '*', stack: structuredClone(headerContent), fontSize: layout.fontSize - 1 },
      ],
    }),
    footer: (currentPage: number, pageCount: number) => ({
      margin: [left, 8, right, 0],
      fontSize: layout.fontSize - 2,
      color: '#444444',
      stack: [...structuredClone(footerContent), { text: `Página ${currentPage} de ${pageCount}`, alignment: 'right', margin: [0, 2, 0, 0] }],
    }),
    content: [...intro, ...body, ...addenda],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
