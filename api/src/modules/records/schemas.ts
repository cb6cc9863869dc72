import type { ExportStatus } from '../../db/schema.ts';
import { dateTime, integer, nullable, objectOf, oneOfTexts, text } from '../../http/openapi.ts';

const EXPORT_STATUSES: readonly ExportStatus[] = ['pending', 'done', 'failed'];

/** An export as serializeExport answers it. */
const exportSchema = objectOf(
  {
    id: integer,
    status: { ...oneOfTexts(EXPORT_STATUSES), description: '`pending` while it is built, then `done` or `failed`.' },
    customer_id: { ...nullable(integer), description: "The customer exported; null for the whole company's." },
    requested_by_name: text,
    created_at: dateTime,
    finished_at: nullable(dateTime),
    expires_at: { ...nullable(dateTime), description: 'Once done: when the link stops working and the ZIP is removed.' },
    filename: { ...nullable(text), description: 'The ZIP, once done.' },
    download_url: { ...nullable(text), description: 'Once done: a signed link to the ZIP, good until `expires_at`.' },
  },
  { title: 'Export' },
);

/** `{ export }`: the export asked for (202) or as it stands (200). */
export const EXPORT_ANSWER = objectOf({ export: exportSchema }, { title: 'ExportAnswer' });
