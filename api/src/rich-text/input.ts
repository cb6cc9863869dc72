import { RICH_TEXT_MAX } from '@practice/common';
import type { Executor } from '../db/index.ts';
import { has, text, type Input } from '../http/input.ts';
import { VALIDATION, type FieldErrors } from '../http/validation.ts';
import { hasContent, sanitizeCompanyRichText } from './sanitize.ts';

export { RICH_TEXT_MAX };

/**
 * Reads rich text from `input[field]` and sanitizes it for the company. Undefined when the field
 * was not sent; an error (and undefined) when it is too long, or empty while `required`.
 */
export async function readRichText(
  db: Executor,
  companyId: number,
  input: Input,
  field: string,
  errors: FieldErrors,
  options: { required: boolean },
): Promise<string | undefined> {
  if (!has(input, field)) return undefined;
  const raw = text(input, field, { trim: false }) ?? '';
  if (raw.length > RICH_TEXT_MAX) {
    errors.add(field, VALIDATION.tooLong(RICH_TEXT_MAX));
    return undefined;
  }
  const html = await sanitizeCompanyRichText(db, companyId, raw);
  if (!hasContent(html)) {
    if (options.required) errors.add(field, VALIDATION.blank);
    return options.required ? undefined : '';
  }
  return html;
}
