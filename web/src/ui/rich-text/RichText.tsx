import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS, storedImageKey } from '@practice/common';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_ATTRIBUTES = [...new Set([...Object.values(RICH_TEXT_ATTRIBUTES).flat(), 'target', 'rel'])];
const LINK = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');

let hooked = false;

/** The same allowlist the api stores bodies with (@practice/common), applied again before showing one. */
export function sanitizeForDisplay(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!LINK.test(href)) node.removeAttribute('href');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // An image of anything but the product's storage shows nothing, so it goes.
      if (node.tagName === 'IMG' && storedImageKey(node.getAttribute('src') ?? '') === undefined) node.remove();
    });
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/files\/)/i,
  });
}

/** A note's, template's or print layout's body, shown as formatted text. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return (
    <Typography p={0} style={{ overflowWrap: 'anywhere' }}>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

/** Whether rich text shows anything: some text or an image. */
export function hasRichContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s|\u00a0/g, '') !== '';
}
