/**
 * The one allowlist for rich text (note bodies, templates, the print header and footer): the api
 * sanitizes what it stores with it and the web renders stored bodies through it. Anything not
 * listed is dropped: the element (its text is kept, except inside the elements of
 * `RICH_TEXT_DROPPED_WITH_CONTENT`), or the attribute.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept per element; no element keeps `style`, `class`, `id` or an event handler. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** The only schemes a link may point at. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Elements whose content goes with them: code, styles, embedded documents, forms. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'title',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'xmp',
  'svg',
  'math',
  'head',
] as const;

/** A stored file's key: 32 URL-safe random characters and an extension (api/src/storage/file-types.ts). */
const FILE_KEY = /^[A-Za-z0-9_-]{32}\.[a-z0-9]{1,8}$/;

/**
 * The storage key an image source points at, when it is one of the product's own files: the
 * stored form `/files/{key}`, or a signed URL the product handed out (`/files/{key}?expires&signature`,
 * relative or on any origin, since the web app may send it back absolute). Anything else is
 * undefined: remote images and data URLs are never kept.
 */
export function storedImageKey(src: string): string | undefined {
  const trimmed = src.trim();
  let path: string;
  if (trimmed.startsWith('/files/')) {
    path = trimmed;
  } else if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return undefined;
    }
  } else {
    return undefined;
  }
  const match = /^\/files\/([^/?#]+)(?:[?#].*)?$/.exec(path);
  if (!match?.[1]) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return FILE_KEY.test(key) ? key : undefined;
}

/** How an image is kept in a stored body: the file's key only, signed again on each read. */
export function storedImageSrc(key: string): string {
  return `/files/${key}`;
}

/** Plain text as HTML text or attribute value: `& < > " '` become character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The most rich text a field takes as sent, in characters, before sanitizing (a long note with
 * tables fits many times): the api refuses more and the web app says so before sending.
 */
export const RICH_TEXT_MAX = 200_000;
