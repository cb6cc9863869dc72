import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyContentTypeParser, FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { HttpError, MESSAGES } from './errors.ts';
import { baseError } from './validation.ts';

/** Bracket keys (`user[email]`) of a form or a JSON body: how many, and how deep they nest. */
export const NESTING = { depth: 10, arrayLimit: 1000, parameterLimit: 2000 } as const;

/**
 * A JSON body's own nesting (objects and lists within each other) and its number of values: far
 * beyond any form of the product, far below what would keep the event loop busy parsing.
 */
const JSON_MAX_DEPTH = 32;
const JSON_MAX_VALUES = 20_000;

export const INPUT_MESSAGES = {
  tooManyFields: 'A requisição tem campos demais',
  controlCharacters: 'A requisição contém caracteres não permitidos (caracteres de controle ou inválidos)',
  badMultipart: 'O envio de arquivos chegou incompleto ou mal formado. Tente enviar novamente.',
} as const;

export interface BodyParsingOptions {
  /** Takes each multipart file part as it streams in; what it leaves in `part.value` joins the body. */
  onFile: (this: FastifyRequest, part: MultipartFile) => Promise<void>;
  /** Larger file parts are cut there; `onFile` sees the cut and refuses them. */
  maxFileBytes: number;
  /** The largest body the api reads (Fastify's bodyLimit), which the JSON reader applies itself. */
  bodyLimit: number;
}

function tooManyFields(): HttpError {
  return new HttpError(413, INPUT_MESSAGES.tooManyFields);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * NUL, the other C0 and C1 control characters but tab, line feed and carriage return, and UTF-16
 * halves without their pair: PostgreSQL refuses the first and the rest are never typed by a person.
 */
const REFUSED_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !REFUSED_CHARACTERS.test(value);
}

/**
 * Walks what the client sent (keys and texts) once, refusing control characters, and more values
 * or deeper nesting than any form of the product has. Counts bracket keys on the way.
 */
function inspect(value: unknown): { bracketKeys: number } {
  let values = 0;
  let bracketKeys = 0;
  const visit = (node: unknown, depth: number): void => {
    values += 1;
    if (values > JSON_MAX_VALUES || depth > JSON_MAX_DEPTH) throw tooManyFields();
    if (typeof node === 'string') {
      if (!isCleanText(node)) throw baseError(INPUT_MESSAGES.controlCharacters);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
    } else if (isPlainObject(node)) {
      for (const key in node) {
        if (!isCleanText(key)) throw baseError(INPUT_MESSAGES.controlCharacters);
        if (depth === 0 && key.includes('[')) bracketKeys += 1;
        visit(node[key], depth + 1);
      }
    }
  };
  visit(value, 0);
  return { bracketKeys };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Counts a JSON body's values (its `:` and `,` outside strings) and nesting as its bytes arrive, so
 * a body of a million tiny keys is refused after its first few hundred kilobytes, without reading
 * the rest or parsing any of it. Strings are skipped with `indexOf`, so a long text (a base64 image)
 * costs next to nothing. Quotes and backslashes are ASCII, never part of a multibyte UTF-8
 * character, so the bytes can be read without decoding them.
 */
class JsonShapeScanner {
  private values = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  feed(bytes: Buffer): void {
    let i = 0;
    while (i < bytes.length) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          i += 1;
          continue;
        }
        const quote = bytes.indexOf(QUOTE, i);
        const backslash = bytes.indexOf(BACKSLASH, i);
        if (backslash !== -1 && (quote === -1 || backslash < quote)) {
          this.escaped = true;
          i = backslash + 1;
        } else if (quote !== -1) {
          this.inString = false;
          i = quote + 1;
        } else {
          return;
        }
        continue;
      }
      const byte = bytes[i];
      if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === 0x3a || byte === 0x2c) {
        this.values += 1;
        if (this.values > JSON_MAX_VALUES) throw tooManyFields();
      } else if (byte === 0x7b || byte === 0x5b) {
        this.depth += 1;
        if (this.depth > JSON_MAX_DEPTH) throw tooManyFields();
      } else if (byte === 0x7d || byte === 0x5d) {
        this.depth -= 1;
      }
      i += 1;
    }
  }
}

/**
 * Reads a JSON body from its stream through the scanner, within Fastify's body limit, and parses it
 * with Fastify's own parser (which refuses `__proto__` and `constructor` keys). A refused body is
 * answered at once; what is left of it is drained unread.
 */
function jsonBodyParser(app: FastifyInstance, bodyLimit: number): FastifyContentTypeParser {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, payload, done) => {
    const scanner = new JsonShapeScanner();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const refuse = (error: Error) => {
      if (settled) return;
      settled = true;
      payload.removeAllListeners('data');
      payload.resume();
      done(error, undefined);
    };
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return refuse(new HttpError(413, MESSAGES.tooLarge));
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > bodyLimit) return refuse(new HttpError(413, MESSAGES.tooLarge));
      try {
        scanner.feed(chunk);
      } catch (error) {
        return refuse(error as Error);
      }
      chunks.push(chunk);
    });
    payload.on('error', (error) => refuse(Object.assign(error, { statusCode: 400 })));
    payload.on('end', () => {
      if (settled) return;
      settled = true;
      parseJson(request, Buffer.concat(chunks).toString('utf8'), done);
    });
  };
}

function parseForm(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, { ...NESTING, throwOnLimitExceeded: true, strictDepth: true });
  } catch (error) {
    if (error instanceof RangeError) throw tooManyFields();
    throw error;
  }
}

/**
 * The one reader of what a client sends. JSON, urlencoded and multipart bodies all end up as the
 * same nested object: Rails-style bracket keys (`user[email]`) become `{ user: { email } }` whichever
 * way the client sent them, within the same caps. Every body, query string, route parameter and
 * header passes the same character check before any route sees it.
 */
export async function installBodyParsing(app: FastifyInstance, options: BodyParsingOptions): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', jsonBodyParser(app, options.bodyLimit));
  await app.register(formbody, { parser: parseForm });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: options.onFile,
    // One byte past the limit is enough to know a file is too big; onFile answers that with a 422.
    throwFileSizeLimit: false,
    limits: { fileSize: options.maxFileBytes + 1, files: 10, fields: 500, parts: 520 },
  });

  app.addHook('onRequest', async (request) => {
    for (const [name, value] of Object.entries(request.headers)) {
      const texts = Array.isArray(value) ? value : [value ?? ''];
      if (!isCleanText(name) || !texts.every(isCleanText)) throw baseError(INPUT_MESSAGES.controlCharacters);
    }
  });

  // Added after multipart's own preValidation hook, so its fields are already on the body.
  app.addHook('preValidation', async (request) => {
    // Fastify's query and parameter objects have prototypes of their own: their entries are what counts.
    inspect({ ...(request.query as object) });
    inspect({ ...(request.params as object) });
    const { body } = request;
    if (!isPlainObject(body)) {
      if (typeof body === 'string' || Array.isArray(body)) inspect(body);
      return;
    }
    const { bracketKeys } = inspect(body);
    if (bracketKeys === 0) return;
    if (bracketKeys > NESTING.parameterLimit) throw tooManyFields();
    try {
      // qs nests the keys of an object the same way as those of a query string.
      request.body = qs.parse(body as Record<string, string>, { ...NESTING, strictDepth: true });
    } catch (error) {
      if (error instanceof RangeError) throw tooManyFields();
      throw error;
    }
  });
}
