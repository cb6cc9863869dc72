import { storedImageKey } from '@practice/common';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { Content, ContentText } from 'pdfmake/interfaces.js';

/**
 * Stored rich text (already through the allowlist of rich-text/sanitize.ts) as pdfmake content.
 * The allowlist is small (paragraphs, headings, bold, italic, underline, strike, lists, links,
 * images, simple tables), so each element maps to one pdfmake construct here; html-to-pdfmake
 * would need a whole browser DOM (jsdom) in the api for the same result.
 */

export interface PdfImages {
  /** The name in the document's `images` of a stored file, or undefined when it is not loaded. */
  nameOf(key: string): string | undefined;
}

export interface ConvertOptions {
  images: PdfImages;
  /** The widest an image may be drawn, in points. */
  maxImageWidth: number;
  maxImageHeight: number;
}

interface InlineStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
}

const HEADING_SIZES: Record<string, number> = { h1: 18, h2: 15, h3: 13, h4: 12 };
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'table', 'img']);

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag';
}

function inlineStyleOf(element: Element, style: InlineStyle): InlineStyle {
  switch (element.name) {
    case 'b':
    case 'strong':
      return { ...style, bold: true };
    case 'i':
    case 'em':
      return { ...style, italics: true };
    case 'u':
      return { ...style, decoration: 'underline' };
    case 's':
    case 'strike':
    case 'del':
      return { ...style, decoration: 'lineThrough' };
    case 'a':
      return element.attribs.href ? { ...style, link: element.attribs.href } : style;
    default:
      return style;
  }
}

function textRun(text: string, style: InlineStyle): ContentText {
  const run: ContentText = { text };
  if (style.bold) run.bold = true;
  if (style.italics) run.italics = true;
  if (style.decoration) run.decoration = style.decoration;
  if (style.link) Object.assign(run, { link: style.link, color: '#1c5fb8', decoration: 'underline' });
  return run;
}

/** Text runs of inline content; whitespace collapses as a browser would show it. */
function inlines(nodes: readonly ChildNode[], style: InlineStyle, out: ContentText[] = []): ContentText[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      if (text !== '') out.push(textRun(text, style));
    } else if (isElement(node)) {
      if (node.name === 'br') out.push({ text: '\n' });
      else if (!BLOCKS.has(node.name) && node.name !== 'li') inlines(node.children, inlineStyleOf(node, style), out);
    }
  }
  return out;
}

function trimRuns(runs: ContentText[]): ContentText[] {
  const first = runs[0];
  if (first && typeof first.text === 'string') first.text = first.text.replace(/^ +/, '');
  const last = runs.at(-1);
  if (last && typeof last.text === 'string') last.text = last.text.replace(/ +$/, '');
  return runs.filter((run) => run.text !== '');
}

function paragraph(runs: ContentText[], extra: Partial<ContentText> = {}): Content | undefined {
  const trimmed = trimRuns(runs);
  if (trimmed.length === 0) return undefined;
  return { text: trimmed, margin: [0, 0, 0, 6], ...extra } as Content;
}

function image(element: Element, options: ConvertOptions): Content | undefined {
  const key = element.attribs.src ? storedImageKey(element.attribs.src) : undefined;
  const name = key ? options.images.nameOf(key) : undefined;
  if (!name) return undefined;
  return { image: name, maxWidth: options.maxImageWidth, maxHeight: options.maxImageHeight, margin: [0, 2, 0, 8] } as Content;
}

function table(element: Element, options: ConvertOptions): Content | undefined {
  const rows: Element[] = [];
  const collect = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'tr') rows.push(node);
      else if (node.name === 'thead' || node.name === 'tbody') collect(node.children);
    }
  };
  collect(element.children);
  const body = rows.map((row) => {
    const cells: Content[] = [];
    for (const cell of row.children) {
      if (!isElement(cell) || (cell.name !== 'td' && cell.name !== 'th')) continue;
      const span = Math.min(Math.max(Number(cell.attribs.colspan) || 1, 1), 20);
      const content = blocks(cell.children, options);
      cells.push({ stack: content.length ? content : [{ text: '' }], bold: cell.name === 'th', colSpan: span } as Content);
      for (let i = 1; i < span; i += 1) cells.push({ text: '' });
    }
    return cells;
  });
  const columns = Math.max(0, ...body.map((row) => row.length));
  if (columns === 0) return undefined;
  for (const row of body) while (row.length < columns) row.push({ text: '' });
  return { table: { widths: Array(columns).fill('*'), body }, margin: [0, 2, 0, 8], layout: 'lightHorizontalLines' } as Content;
}

function list(element: Element, options: ConvertOptions): Content | undefined {
  const items: Content[] = [];
  for (const child of element.children) {
    if (!isElement(child) || child.name !== 'li') continue;
    const content = blocks(child.children, options);
    items.push(content.length === 1 ? content[0]! : { stack: content.length ? content : [{ text: '' }] });
  }
  if (items.length === 0) return undefined;
  if (element.name === 'ol') {
    const start = Number(element.attribs.start);
    return { ol: items, margin: [0, 0, 0, 6], ...(Number.isInteger(start) && start > 0 ? { start } : {}) } as Content;
  }
  return { ul: items, margin: [0, 0, 0, 6] } as Content;
}

function descendantImages(nodes: readonly ChildNode[], found: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === 'img') found.push(node);
    else descendantImages(node.children, found);
  }
  return found;
}

/** Block content: paragraphs, headings, lists, tables and images; loose inline content becomes a paragraph. */
function blocks(nodes: readonly ChildNode[], options: ConvertOptions): Content[] {
  const out: Content[] = [];
  let pending: ChildNode[] = [];
  const flush = () => {
    const made = paragraph(inlines(pending, {}));
    if (made) out.push(made);
    pending = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCKS.has(node.name)) {
      pending.push(node);
      continue;
    }
    flush();
    let made: Content | undefined;
    if (node.name === 'p') made = paragraph(inlines(node.children, {}));
    else if (node.name in HEADING_SIZES) made = paragraph(inlines(node.children, { bold: true }), { fontSize: HEADING_SIZES[node.name] });
    else if (node.name === 'ul' || node.name === 'ol') made = list(node, options);
    else if (node.name === 'table') made = table(node, options);
    else if (node.name === 'img') made = image(node, options);
    if (made) out.push(made);
    // Images inside a paragraph or a heading are drawn after its text, on their own line.
    if (node.name === 'p' || node.name in HEADING_SIZES) {
      for (const img of descendantImages(node.children)) {
        const drawn = image(img, options);
        if (drawn) out.push(drawn);
      }
    }
  }
  flush();
  return out;
}

export function htmlToPdfContent(html: string, options: ConvertOptions): Content[] {
  return blocks(parseDocument(html).children, options);
}

/** The storage keys of the images `html` shows, to load them before the document is laid out. */
export function imageKeysIn(html: string): string[] {
  const keys: string[] = [];
  const walk = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'img' && node.attribs.src) {
        const key = storedImageKey(node.attribs.src);
        if (key && !keys.includes(key)) keys.push(key);
      }
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return keys;
}
