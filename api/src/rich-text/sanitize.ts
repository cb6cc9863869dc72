import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  storedImageKey,
  storedImageSrc,
} from '@practice/common';
import sanitizeHtml from 'sanitize-html';
import type { Executor } from '../db/index.ts';
import { JPEG, PNG } from '../storage/file-types.ts';
import type { FileUrls } from '../storage/signed-urls.ts';
import { RICH_TEXT_MAX_NESTING } from './limits.ts';

/** A cell keeps colspan and rowspan only as small numbers. */
function spans(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name];
    if (value && /^\d{1,2}$/.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/**
 * The allowlist sanitizer (`@practice/common`'s rules over sanitize-html, which parses with
 * htmlparser2). Links keep only http, https and mailto and open apart from the app; images keep
 * only the product's own files, as `/files/{key}`, and of those only the keys `ownImage` accepts.
 * Elements nested deeper than RICH_TEXT_MAX_NESTING are dropped and their text kept.
 */
function options(ownImage: (key: string) => boolean): sanitizeHtml.IOptions {
  return {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
      // target and rel are written by the transform below, never taken from the input.
      a: ['href', 'target', 'rel'],
    },
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    allowedClasses: {},
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    parseStyleAttributes: false,
    nestingLimit: RICH_TEXT_MAX_NESTING,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          target: '_blank',
          rel: 'noopener noreferrer',
        },
      }),
      img: (tagName, attribs) => {
        const key = attribs.src === undefined ? undefined : storedImageKey(attribs.src);
        const kept: Record<string, string> = {};
        if (key !== undefined && ownImage(key)) kept.src = storedImageSrc(key);
        if (attribs.alt) kept.alt = attribs.alt;
        return { tagName, attribs: kept };
      },
      td: spans,
      th: spans,
      ol: (tagName, attribs) => ({
        tagName,
        attribs: attribs.start && /^\d{1,6}$/.test(attribs.start) ? { start: attribs.start } : ({} as Record<string, string>),
      }),
    },
    // An image that lost its source shows nothing.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Sanitizes `html`, keeping the images whose storage key `ownImage` accepts. */
export function sanitizeRichText(html: string, ownImage: (key: string) => boolean = () => false): string {
  return sanitizeHtml(html, options(ownImage)).trim();
}

/** The storage keys of the product's files that `html`'s images point at. */
export function imageKeysOf(html: string): string[] {
  const keys = new Set<string>();
  sanitizeRichText(html, (key) => {
    keys.add(key);
    return true;
  });
  return [...keys];
}

/**
 * Which of `keys` (at most 200 are looked at) rich text of the company `companyId` may show: PNG
 * or JPG files, by the type their bytes had when stored, stored for that company and not as a
 * task's attachment, whose file goes with the task and may be any kind of file.
 */
async function companyImageKeys(db: Executor, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('attachments')
    .select('key')
    .where('company_id', '=', companyId)
    .where('key', 'in', keys.slice(0, 200))
    .where('content_type', 'in', [PNG.contentType, JPEG.contentType])
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('task_attachments').select('task_attachments.id').whereRef('task_attachments.attachment_id', '=', 'attachments.id'))),
    )
    .execute();
  return new Set(rows.map((row) => row.key));
}

/**
 * Sanitizes rich text sent to the company `companyId`: images keep only PNG and JPG files stored
 * for that company (another company's key, even a signed URL of it, and a task's attachment are
 * dropped).
 */
export async function sanitizeCompanyRichText(db: Executor, companyId: number, html: string): Promise<string> {
  const own = await companyImageKeys(db, companyId, imageKeysOf(html));
  return sanitizeRichText(html, (key) => own.has(key));
}

/** Whether sanitized rich text shows anything: some text or an image. */
export function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const textOnly = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return textOnly.replace(/&nbsp;|&#160;|\s/g, '').length > 0;
}

/** A stored body's images as signed URLs, valid for the next hour, for a reader to show. */
export function signImages(html: string, urls: FileUrls): string {
  // Stored bodies come out of sanitizeRichText, which escapes `<`, `>` and quotes inside text and
  // attribute values, so an `<img ...>` tag is exactly what this matches, and its source exactly
  // `src="/files/{key}"`.
  return html.replace(/<img\b[^>]*>/g, (tag) =>
    tag.replace(/ src="\/files\/([A-Za-z0-9_-]{32}\.[a-z0-9]{1,8})"/, (_, key: string) => ` src="${urls.sign(key).replace(/&/g, '&amp;')}"`),
  );
}
