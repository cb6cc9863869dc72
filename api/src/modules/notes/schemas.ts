import { NOTE_ADDENDUM_MAX, RICH_TEXT_MAX } from '@practice/common';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../../http/list-query.ts';
import { boolean, dateTime, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, PAGE_META, queryOf, text } from '../../http/openapi.ts';

/** Signed links to a PDF in each page size (storage/pdf-urls.ts), good for 5 to 10 minutes. */
export const pdfUrlsSchema = objectOf({ A4: text, A5: text }, { title: 'PdfUrls', description: 'Signed links to the PDF in each page size, good for 5 to 10 minutes.' });

/** An addendum under a locked note (serializeAddendum). */
const addendumSchema = objectOf(
  { id: integer, body: { ...text, description: 'Plain text, line breaks kept.' }, author_name: text, created_at: dateTime },
  { title: 'NoteAddendum' },
);

/** A note as serializeNote answers it. */
export const noteSchema = objectOf(
  {
    id: integer,
    hashid: { ...text, description: 'The public handle of its PDF links.' },
    customer_id: integer,
    private: { ...boolean, description: "'Somente eu': only its author reads it." },
    body: { ...nullable(text), description: "HTML, sanitized, its images behind signed links; null on someone else's private note." },
    creator_id: nullable(integer),
    creator_name: text,
    created_at: dateTime,
    updated_at: dateTime,
    locked: boolean,
    locked_at: nullable(dateTime),
    locked_by_name: nullable(text),
    addenda: { ...listOf(addendumSchema), description: "By date; empty on someone else's private note." },
    pdf_urls: { ...nullable(pdfUrlsSchema), description: "null on someone else's private note." },
    signed_pdf_urls: { ...nullable(pdfUrlsSchema), description: 'The PDF signed with an A1 certificate: a locked note only, else null.' },
  },
  { title: 'Note' },
);

/** `{ customer_note }`: the note with its addenda, as the caller may see it. */
export const NOTE_ANSWER = objectOf({ customer_note: noteSchema }, { title: 'NoteAnswer' });

/** `GET /api/v1/customers/{customerId}/customer_notes`: one page of the customer's notes by date. */
export const NOTE_LIST_ANSWER = objectOf({ customer_notes: listOf(noteSchema), meta: PAGE_META }, { title: 'NoteList' });

/** What the list of notes reads from its query string (list.ts). */
export const NOTE_LIST_QUERY = queryOf({
  page: { ...integer, minimum: 1, description: 'From 1; 1 when left out.' },
  per_page: { ...integer, minimum: 1, maximum: PER_PAGE_MAX, description: `${PER_PAGE_DEFAULT} when left out.` },
  sort: { ...oneOfTexts(['created_at']), description: 'By date, the only order.' },
  direction: { ...oneOfTexts(['asc', 'desc']), description: 'desc (newest first) when left out.' },
});

const flag = (description: string): JsonSchema => ({ anyOf: [boolean, text], description: `${description} A boolean, or 'true', '1', 'false', '0'.` });

const noteInput: Record<string, JsonSchema> = {
  body: { ...text, maxLength: RICH_TEXT_MAX, description: 'HTML; sanitized as it is kept. Required on a create.' },
  private: flag("true for 'Somente eu'; only the note's author changes it."),
  locked: flag('On a change, true locks the note for good.'),
};

/** What a create or a change reads (`customer_note[...]`, input.ts); keys left out of a change keep their value. */
export const NOTE_BODY = objectOf({ customer_note: inputOf(noteInput, { title: 'NoteInput' }) }, { optional: ['customer_note'] });

/** `addendum[body]` (addenda.ts). */
export const ADDENDUM_BODY = objectOf(
  { addendum: objectOf({ body: { ...text, maxLength: NOTE_ADDENDUM_MAX, description: 'Plain text, never markup. Required.' } }, { title: 'NoteAddendumInput', optional: ['body'] }) },
  { optional: ['addendum'] },
);

/** `POST /api/v1/note_images`: the image stored, for a rich text to show. */
export const NOTE_IMAGE_ANSWER = objectOf(
  {
    note_image: objectOf(
      { id: integer, url: { ...nullable(text), description: 'A signed link for the editor to put in the body; the api signs it again whenever the body is read.' } },
      { title: 'NoteImage' },
    ),
  },
  { title: 'NoteImageAnswer' },
);

/** `note_image[attachment]` (images.ts). */
export const NOTE_IMAGE_BODY = objectOf(
  {
    note_image: objectOf(
      { attachment: { ...text, description: 'A JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. Required.' } },
      { title: 'NoteImageInput', optional: ['attachment'] },
    ),
  },
  { optional: ['note_image'] },
);
