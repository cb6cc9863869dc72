import { storedImageKey } from '@practice/common';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { Content, ContentText } from 'pdfmake/interfaces.js';
import { RICH_TEXT_MAX_NESTING } from '../../rich-text/limits.ts';

/**
 * Stored rich text (already through the allowlist of rich-text/sanitize.ts) as pdfmake content.
 * The allowlist is small (paragraphs, headings, bold, italic, underline, strike, lists, links,
 * images, simple tables), so each element maps to one pdfmake construct here; html-to-pdfmake
 * would need a whole browser DOM (jsdom) in the api for the same result.
 */

export interface PdfImages {
  /** The name in the document's `images` of a stored file, or undefined when it is not drawn. */
  nameOf(key: string): string | undefined;
  /** Whether the file is gone or is not an image pdfmake can draw: a placeholder shows where it was. */
  isUnavailable(key: string): boolean;
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

/** What an image that cannot be drawn prints as. */
export const IMAGE_PLACEHOLDER = '[imagem indisponível]';

/**
 * pdfmake wraps a word wider than the line by measuring it again for every line it fills, so one
 * long unbroken word costs time and memory in proportion to its length squared. A word longer than
 * LONG_WORD letters gets a zero-width space after them and after every WORD_PIECE letters more:
 * pdfmake then wraps the pieces as words, filling each line to within a piece of its end, and
 * pdftotext or a reader copying the text does not see the spaces.
 */
const LONG_WORD = 60;
const WORD_PIECE = 10;
const ZERO_WIDTH_SPACE = '\u200b';
/** A combining mark or the second half of a surrogate pair belongs with the letter before it. */
const JOINS_PREVIOUS = /[\u0300-\u036f\udc00-\udfff]/;

/**
 * pdfmake copies the rest of a text's words for each word it places, and joins its runs one copy
 * at a time, both quadratic in the size of one text; a longer paragraph is laid out as several
 * texts of at most this many words, one under the other (a line ends early where one gives way to
 * the next, once in pages of text).
 */
const WORDS_PER_TEXT = 1000;

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

/**
 * The text of `nodes` and everything under them, with a stack rather than recursion: what lies
 * deeper than the nesting a document keeps is printed as its text.
 */
function flatText(nodes: readonly ChildNode[]): string {
  const parts: string[] = [];
  const pending = [...nodes].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'text') parts.push(node.data);
    else if (isElement(node)) {
      if (node.name === 'br' || node.name === 'li' || node.name === 'p' || node.name === 'td' || node.name === 'th') parts.push(' ');
      for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index]!);
    }
  }
  return parts.join('');
}

function collapsed(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Text runs of inline content; whitespace collapses as a browser would show it. */
function inlines(nodes: readonly ChildNode[], style: InlineStyle, depth: number, out: ContentText[] = []): ContentText[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = collapsed(node.data);
      if (text !== '') out.push(textRun(text, style));
    } else if (isElement(node)) {
      if (node.name === 'br') out.push({ text: '\n' });
      else if (BLOCKS.has(node.name) || node.name === 'li') continue;
      else if (depth >= RICH_TEXT_MAX_NESTING) {
        const text = collapsed(flatText(node.children));
        if (text !== '') out.push(textRun(text, inlineStyleOf(node, style)));
      } else inlines(node.children, inlineStyleOf(node, style), depth + 1, out);
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

/** Lets every word longer than LONG_WORD wrap, across runs too (`<b>aaa</b><i>aaa</i>` is one word). */
function breakLongWords(runs: ContentText[]): void {
  let letters = 0;
  let limit = LONG_WORD;
  for (const run of runs) {
    const text = run.text as string;
    if (text === '\n') {
      letters = 0;
      limit = LONG_WORD;
      continue;
    }
    const pieces: string[] = [];
    let start = 0;
    for (let index = 0; index < text.length; index += 1) {
      if (text[index] === ' ') {
        letters = 0;
        limit = LONG_WORD;
        continue;
      }
      letters += 1;
      if (letters > limit && !JOINS_PREVIOUS.test(text[index]!)) {
        pieces.push(text.slice(start, index));
        start = index;
        letters = 1;
        limit = WORD_PIECE;
      }
    }
    if (pieces.length > 0) run.text = [...pieces, text.slice(start)].join(ZERO_WIDTH_SPACE);
  }
}

/**
 * The runs split into texts of at most WORDS_PER_TEXT words, a cut falling after a space, a word
 * piece or a line end. pdfmake makes a word of each run as well, so each run counts as one.
 */
function textsOf(runs: ContentText[]): ContentText[][] {
  const texts: ContentText[][] = [[]];
  let words = 0;
  for (const run of runs) {
    const text = run.text as string;
    const breaks = /[ \u200b\n]+/g;
    let taken = 0;
    words += 1;
    for (let match = breaks.exec(text); match !== null; match = breaks.exec(text)) {
      words += 1;
      if (words < WORDS_PER_TEXT) continue;
      const end = match.index + match[0].length;
      texts.at(-1)!.push({ ...run, text: text.slice(taken, end) });
      texts.push([]);
      taken = end;
      words = 0;
    }
    if (taken < text.length) texts.at(-1)!.push(taken === 0 ? run : { ...run, text: text.slice(taken) });
  }
  return texts.filter((text) => text.length > 0);
}

function paragraph(runs: ContentText[], extra: Partial<ContentText> = {}): Content | undefined {
  const trimmed = trimRuns(runs);
  if (trimmed.length === 0) return undefined;
  breakLongWords(trimmed);
  const texts = textsOf(trimmed);
  if (texts.length === 1) return { text: texts[0]!, margin: [0, 0, 0, 6], ...extra } as Content;
  return { stack: texts.map((text) => ({ text })), margin: [0, 0, 0, 6], ...extra } as Content;
}

function placeholder(options: ConvertOptions): Content {
  return {
    table: { widths: [Math.min(options.maxImageWidth, 180)], body: [[{ text: IMAGE_PLACEHOLDER, color: '#555555', fillColor: '#e4e4e4', alignment: 'center', margin: [0, 10, 0, 10] }]] },
    layout: 'noBorders',
    margin: [0, 2, 0, 8],
  } as Content;
}

function image(element: Element, options: ConvertOptions): Content | undefined {
  const key = element.attribs.src ? storedImageKey(element.attribs.src) : undefined;
  if (!key) return undefined;
  if (options.images.isUnavailable(key)) return placeholder(options);
  const name = options.images.nameOf(key);
  if (!name) return undefined;
  return { image: name, maxWidth: options.maxImageWidth, maxHeight: options.maxImageHeight, margin: [0, 2, 0, 8] } as Content;
}

function table(element: Element, options: ConvertOptions, depth: number): Content | undefined {
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
      const content = blocks(cell.children, options, depth + 1);
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

function list(element: Element, options: ConvertOptions, depth: number): Content | undefined {
  const items: Content[] = [];
  for (const child of element.children) {
    if (!isElement(child) || child.name !== 'li') continue;
    const content = blocks(child.children, options, depth + 1);
    items.push(content.length === 1 ? content[0]! : { stack: content.length ? content : [{ text: '' }] });
  }
  if (items.length === 0) return undefined;
  if (element.name === 'ol') {
    const start = Number(element.attribs.start);
    return { ol: items, margin: [0, 0, 0, 6], ...(Number.isInteger(start) && start > 0 ? { start } : {}) } as Content;
  }
  return { ul: items, margin: [0, 0, 0, 6] } as Content;
}

function descendantImages(nodes: readonly ChildNode[]): Element[] {
  const found: Element[] = [];
  const pending = [...nodes].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isElement(node)) continue;
    if (node.name === 'img') found.push(node);
    else for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index]!);
  }
  return found;
}

/**
 * Block content: paragraphs, headings, lists, tables and images; loose inline content becomes a
 * paragraph. The sanitizer keeps RICH_TEXT_MAX_NESTING levels; a body stored before it did, or
 * deeper anyway, prints its deeper levels as plain text, so neither this nor pdfmake recurses
 * without end.
 */
function blocks(nodes: readonly ChildNode[], options: ConvertOptions, depth: number): Content[] {
  if (depth >= RICH_TEXT_MAX_NESTING) {
    const made = paragraph([{ text: collapsed(flatText(nodes)) }]);
    return made ? [made] : [];
  }
  const out: Content[] = [];
  let pending: ChildNode[] = [];
  const flush = () => {
    const made = paragraph(inlines(pending, {}, depth));
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
    if (node.name === 'p') made = paragraph(inlines(node.children, {}, depth + 1));
    else if (node.name in HEADING_SIZES) made = paragraph(inlines(node.children, { bold: true }, depth + 1), { fontSize: HEADING_SIZES[node.name] });
    else if (node.name === 'ul' || node.name === 'ol') made = list(node, options, depth + 1);
    else if (node.name === 'table') made = table(node, options, depth + 1);
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
  return blocks(parseDocument(html).children, options, 0);
}
