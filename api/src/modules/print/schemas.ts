import { fileAnswer, oneOfTexts, queryOf, text } from '../../http/openapi.ts';
import { PAGE_SIZES } from '../../storage/pdf-urls.ts';

/** What a PDF reads from its query string: the page size, and the signature of a link the api signed. */
export const PDF_QUERY = queryOf({
  page_size: { ...oneOfTexts(PAGE_SIZES), description: 'A4 when left out; lower case is read too.' },
  expires: { ...text, description: 'Of a signed link (`pdf_urls`, `print_preview_urls`, `signed_pdf_urls`): when it stops working. Without a signature the auth headers are needed.' },
  signature: { ...text, description: 'Of a signed link, for the path and the page size it was made for.' },
});

/** A PDF, shown inline. */
export const pdfAnswer = (description: string) => fileAnswer('application/pdf', description);
