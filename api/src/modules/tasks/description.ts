import sanitizeHtml from 'sanitize-html';

/** What a task description keeps of the rich text editor's HTML; everything else is dropped. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'a', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The description as stored: sanitized HTML, and its plain text (cards, search); empty when it has no text. */
export function cleanDescription(html: string): { description: string; description_text: string } {
  const description = sanitizeHtml(html, OPTIONS).trim();
  const description_text = sanitizeHtml(description.replace(/<\/(p|li|h[1-3]|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // An editor left empty still sends a paragraph ('<p><br></p>'): no text is no description.
  return description_text === '' ? { description: '', description_text } : { description, description_text };
}
