import type { FileUrls } from './signed-urls.ts';

export const PAGE_SIZES = ['A4', 'A5'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A PDF link lives 5 to 10 minutes: long enough to open the viewer, short if it leaks. */
const PDF_URL_LIFETIME_SECONDS = 10 * 60;
const PDF_URL_WINDOW_SECONDS = 5 * 60;

/** Signs the links of PDFs, which a browser's viewer opens without auth headers. */
export class PdfUrls {
  constructor(private readonly urls: FileUrls) {}

  private subject(path: string, pageSize: PageSize): string {
    return `pdf:${path}\n${pageSize}`;
  }

  sign(path: string, pageSize: PageSize): string {
    const { expires, signature } = this.urls.signSubject(this.subject(path, pageSize), PDF_URL_LIFETIME_SECONDS, PDF_URL_WINDOW_SECONDS);
    return `${path}?${new URLSearchParams({ page_size: pageSize, expires, signature })}`;
  }

  /** Whether a request for `path` at `pageSize` carries a signature this api made, not yet expired. */
  check(path: string, pageSize: PageSize, expires: unknown, signature: unknown): boolean {
    return this.urls.check(this.subject(path, pageSize), expires, signature) === 'valid';
  }
}

export function notePdfPath(companyHashid: string, noteHashid: string): string {
  return `/api/v1/companies/${encodeURIComponent(companyHashid)}/customer_notes/${encodeURIComponent(noteHashid)}.pdf`;
}

/** A locked note's PDF signed with an A1 certificate (modules/signatures). */
export function signedNotePdfPath(companyHashid: string, noteHashid: string): string {
  return `/api/v1/companies/${encodeURIComponent(companyHashid)}/customer_notes/${encodeURIComponent(noteHashid)}/signed.pdf`;
}

export function printPreviewPath(companyHashid: string): string {
  return `/api/v1/companies/${encodeURIComponent(companyHashid)}/print_preview.pdf`;
}

/** Signed links to a note's PDF in each page size. */
export function pdfUrls(pdf: PdfUrls, companyHashid: string, noteHashid: string): Record<PageSize, string> {
  const path = notePdfPath(companyHashid, noteHashid);
  return { A4: pdf.sign(path, 'A4'), A5: pdf.sign(path, 'A5') };
}

export function signedPdfUrls(pdf: PdfUrls, companyHashid: string, noteHashid: string): Record<PageSize, string> {
  const path = signedNotePdfPath(companyHashid, noteHashid);
  return { A4: pdf.sign(path, 'A4'), A5: pdf.sign(path, 'A5') };
}

export function previewUrls(pdf: PdfUrls, companyHashid: string): Record<PageSize, string> {
  const path = printPreviewPath(companyHashid);
  return { A4: pdf.sign(path, 'A4'), A5: pdf.sign(path, 'A5') };
}
