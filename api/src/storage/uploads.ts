import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_FILE, SIGNATURE_BYTES, detectFileType, newFileKey, type FileType } from './file-types.ts';
import type { FileStorage } from './storage.ts';

/** The largest file the api takes, whether sent as a file part or as base64 text. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The largest task attachment: any type, taken only by the routes that say so (`ANY_FILE_ROUTE`). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** What a route takes as file parts: images only up to MAX_UPLOAD_BYTES unless its config says otherwise. */
export interface UploadPolicy {
  maxBytes: number;
  /** Files of any type are kept, named by a neutral extension and served as downloads. */
  anyType: boolean;
}

const IMAGES_ONLY: UploadPolicy = { maxBytes: MAX_UPLOAD_BYTES, anyType: false };

/** Why a file that arrived was not kept: too big, or not one of the types the product takes. */
export type UploadProblem = 'too_large' | 'unsupported';

/**
 * A file that arrived with a request. Accepted bytes are already in the storage; the route that
 * uses the file claims it, and a file nobody claimed is deleted when the answer has gone out.
 */
export class ReceivedFile {
  private state: 'pending' | 'claimed' | 'discarded' = 'pending';

  constructor(
    readonly size: number,
    readonly stored: { key: string; type: FileType } | undefined,
    readonly problem: UploadProblem | undefined,
    /** What the sender said the file is: its name (file parts) or its media type (data URLs). */
    readonly declared: { filename?: string; contentType?: string } = {},
    /** SHA-256 of every byte that arrived (file parts), so a repeated request can be told from another. */
    readonly digest?: string,
  ) {}

  /** The route now owns the stored file: it keeps it, or deletes it if its own work fails. */
  claim(): { key: string; type: FileType } {
    if (!this.stored) throw new Error('a refused file cannot be claimed');
    if (this.state === 'discarded') throw new Error('the request ended before its file was used');
    this.state = 'claimed';
    return this.stored;
  }

  async discard(storage: FileStorage): Promise<void> {
    if (this.state !== 'pending') return;
    this.state = 'discarded';
    if (this.stored) await storage.delete(this.stored.key);
  }
}

const receivedByRequest = new WeakMap<FastifyRequest, ReceivedFile[]>();

function track(request: FastifyRequest, file: ReceivedFile): ReceivedFile {
  const list = receivedByRequest.get(request) ?? [];
  list.push(file);
  receivedByRequest.set(request, list);
  return file;
}

async function discardUnclaimed(request: FastifyRequest, storage: FileStorage): Promise<void> {
  for (const file of receivedByRequest.get(request) ?? []) {
    try {
      await file.discard(storage);
    } catch (error) {
      request.log.error({ err: error }, 'could not delete an unused upload');
    }
  }
}

/** Deletes a stored file that nothing points at any more; a failure only leaves an unreachable file. */
export async function deleteStoredFile(storage: FileStorage, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.error({ err: error, key }, 'could not delete a stored file');
  }
}

/**
 * Streams one multipart file part into the storage without holding it in memory: its first bytes
 * decide its type (and a file of any other type is never stored), and it stops being stored once it
 * passes MAX_UPLOAD_BYTES. The rest of a refused file is read and dropped, so the fields after it
 * still arrive.
 */
async function receivePart(storage: FileStorage, part: MultipartFile, policy: UploadPolicy): Promise<ReceivedFile> {
  let size = 0;
  let head: Buffer[] = [];
  let problem: UploadProblem | undefined;
  let stored: { key: string; type: FileType } | undefined;
  let sink: PassThrough | undefined;
  let writing: Promise<void> | undefined;
  const hash = createHash('sha256');

  const start = (first: Buffer): void => {
    const type = detectFileType(first) ?? (policy.anyType ? ANY_FILE : undefined);
    if (!type) {
      problem = 'unsupported';
      return;
    }
    stored = { key: newFileKey(type), type };
    const stream = new PassThrough();
    // Its failures reach this function through `writing`; unheard, an 'error' event would end the process.
    stream.on('error', () => undefined);
    sink = stream;
    writing = storage.put(stored.key, stream);
    // A storage that fails before reading everything must not leave this loop waiting for 'drain'.
    writing.catch((error: unknown) => stream.destroy(error as Error));
    stream.write(first);
  };

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      hash.update(chunk);
      if (problem) continue;
      if (size > policy.maxBytes) {
        problem = 'too_large';
        sink?.destroy(new Error('upload too large'));
        continue;
      }
      if (!sink) {
        head.push(chunk);
        if (size >= SIGNATURE_BYTES) {
          start(Buffer.concat(head));
          head = [];
        }
      } else if (!sink.write(chunk)) {
        await once(sink, 'drain');
      }
    }
    if (!problem && !sink) {
      if (size === 0) problem = 'unsupported';
      else start(Buffer.concat(head));
    }
    if (problem) {
      await writing?.catch(() => undefined);
      return new ReceivedFile(size, undefined, problem, { filename: part.filename }, hash.digest('hex'));
    }
    sink?.end();
    await writing;
    return new ReceivedFile(size, stored, undefined, { filename: part.filename }, hash.digest('hex'));
  } catch (error) {
    sink?.destroy(error as Error);
    await writing?.catch(() => undefined);
    throw error;
  }
}

/**
 * The multipart `onFile` handler: every file part of a signed-in request becomes a ReceivedFile in
 * the body, under its field name. Requests without a session keep nothing.
 */
export function receiveFileParts(storage: FileStorage) {
  return async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
    if (!this.caller) {
      part.file.resume();
      await once(part.file, 'end');
      return;
    }
    const policy = (this.routeOptions.config as { upload?: UploadPolicy }).upload ?? IMAGES_ONLY;
    part.value = track(this, await receivePart(storage, part, policy));
  };
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * A file sent as base64 text: a data URL (`data:image/png;base64,...`) or bare base64. The text is
 * already in memory, so its size is judged before it is decoded and decoded bytes are stored whole.
 */
export async function receiveBase64(storage: FileStorage, request: FastifyRequest, text: string): Promise<ReceivedFile> {
  let data = text;
  let contentType: string | undefined;
  const dataUrl = DATA_URL.exec(text);
  if (dataUrl) {
    contentType = dataUrl[1]?.trim().toLowerCase() || undefined;
    if (!/;base64$/i.test(dataUrl[2] ?? '')) return new ReceivedFile(0, undefined, 'unsupported', { contentType });
    data = text.slice(dataUrl[0].length);
  }
  data = data.replace(/\s+/g, '');
  const declared = { contentType };
  if (!BASE64.test(data)) return new ReceivedFile(0, undefined, 'unsupported', declared);
  const size = Math.floor((data.length * 3) / 4) - (data.match(/=*$/)?.[0].length ?? 0);
  if (size > MAX_UPLOAD_BYTES) return new ReceivedFile(size, undefined, 'too_large', declared);
  const bytes = Buffer.from(data, 'base64');
  const type = detectFileType(bytes);
  if (!type) return new ReceivedFile(bytes.length, undefined, 'unsupported', declared);
  const key = newFileKey(type);
  await storage.put(key, bytes);
  return track(request, new ReceivedFile(bytes.length, { key, type }, undefined, declared));
}

/**
 * Deletes the files of a request that no route claimed: before the answer goes out (so a client
 * that hears of a refusal finds nothing kept), or as soon as the client goes away (a route that
 * claims a file after that is told the request is over).
 */
export function installUploadCleanup(app: FastifyInstance, storage: FileStorage): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) void discardUnclaimed(request, storage);
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await discardUnclaimed(request, storage);
    // An answer given before the body was read whole (an upload that failed midway) leaves the rest
    // of it on the connection, where the next request on it would be read from: close it instead.
    if (request.isMultipart() && request.raw.complete === false) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Route options for routes that take an image: the original web app sends it as base64 text in a
 * multipart field, which busboy would cut at its 1 MB default.
 */
export const IMAGE_FIELD_ROUTE = {
  multipartOptions: { limits: { fieldSize: Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 1024 } },
};

/** Route options for routes that take a file of any type up to MAX_ATTACHMENT_BYTES (task attachments). */
export const ANY_FILE_ROUTE = {
  upload: { maxBytes: MAX_ATTACHMENT_BYTES, anyType: true } satisfies UploadPolicy,
  multipartOptions: { limits: { fileSize: MAX_ATTACHMENT_BYTES + 1 } },
};
