import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/index.ts';
import { has, section, text, type Input } from '../../http/input.ts';
import type { FieldErrors } from '../../http/validation.ts';
import type { Files } from '../../storage/index.ts';
import { JPEG, PNG } from '../../storage/file-types.ts';
import { ReceivedFile, deleteStoredFile, receiveBase64 } from '../../storage/uploads.ts';
import { deleteAttachments, insertAttachment } from './queries.ts';

export const IMAGE_MESSAGES = {
  notImage: 'deve ser uma imagem JPG ou PNG',
  tooLarge: 'é muito grande (máximo 5 MB)',
} as const;

/** The label of `attachment` errors in full messages ('Imagem deve ser uma imagem JPG ou PNG'). */
export const IMAGE_LABEL = 'Imagem';

const IMAGE_TYPES = [PNG, JPEG];
const IMAGE_NAME = /\.(jpe?g|png)$/i;
const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];

export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: ReceivedFile };

const KEEP: ImageChange = { kind: 'keep' };

function isDestroy(attributes: Input): boolean {
  const flag = text(attributes, '_destroy')?.toLowerCase();
  return flag === 'true' || flag === '1';
}

/** `[_destroy]` removes the current image when `[id]` is left out or names it; any other id is stale. */
function removesCurrent(attributes: Input, currentImageId: number | null): boolean {
  if (currentImageId === null || !isDestroy(attributes)) return false;
  const id = text(attributes, 'id') ?? '';
  return id === '' || id === String(currentImageId);
}

function newAttachment(attributes: Input): ReceivedFile | string | undefined {
  const value = attributes.attachment;
  if (value instanceof ReceivedFile) return value;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/**
 * Whether `[attachment_attributes]` would change the image (a new file, or removing the current
 * one), to check the caller may change it before anything is stored.
 */
export function touchesImage(input: Input, currentImageId: number | null): boolean {
  if (!has(input, 'attachment_attributes')) return false;
  const attributes = section(input, 'attachment_attributes');
  return newAttachment(attributes) !== undefined || removesCurrent(attributes, currentImageId);
}

function imageProblem(file: ReceivedFile): string | undefined {
  if (file.problem === 'too_large') return IMAGE_MESSAGES.tooLarge;
  const { filename, contentType } = file.declared;
  // The bytes decide the type; a name or media type the sender gave must agree it is an image.
  const namedOtherwise = filename !== undefined && /\.[^./\\]+$/.test(filename) && !IMAGE_NAME.test(filename);
  const declaredOtherwise = contentType !== undefined && !IMAGE_CONTENT_TYPES.includes(contentType);
  if (!file.stored || !IMAGE_TYPES.includes(file.stored.type) || namedOtherwise || declaredOtherwise) {
    return IMAGE_MESSAGES.notImage;
  }
  return undefined;
}

/**
 * Reads `[attachment_attributes][attachment | id | _destroy]`: the attachment is a multipart file
 * part, a data URL or bare base64; a JPG or PNG of at most 5 MB, judged by its bytes. A refused
 * file adds its error under `attachment`.
 */
export async function readImageChange(
  request: FastifyRequest,
  files: Files,
  input: Input,
  currentImageId: number | null,
  errors: FieldErrors,
): Promise<ImageChange> {
  if (!has(input, 'attachment_attributes')) return KEEP;
  const attributes = section(input, 'attachment_attributes');
  const attachment = newAttachment(attributes);
  if (attachment !== undefined) {
    const file = attachment instanceof ReceivedFile ? attachment : await receiveBase64(files.storage, request, attachment);
    const problem = imageProblem(file);
    if (problem) {
      errors.add('attachment', problem);
      return KEEP;
    }
    return { kind: 'replace', file };
  }
  return removesCurrent(attributes, currentImageId) ? { kind: 'remove' } : KEEP;
}

export interface AppliedImageChange {
  /** The owner's new image_id; undefined when it stays. */
  imageId: number | null | undefined;
  /** A stored file nothing points at once the transaction commits. */
  removedKey: string | undefined;
}

/**
 * Writes the attachment rows of a change, inside the owner's transaction; the owner then stores
 * `imageId`. The replaced file's bytes must only go after the commit (`finishImageChange`).
 */
export async function applyImageChange(
  trx: Executor,
  companyId: number,
  currentImageId: number | null,
  change: ImageChange,
): Promise<AppliedImageChange> {
  if (change.kind === 'keep') return { imageId: undefined, removedKey: undefined };
  let imageId: number | null = null;
  if (change.kind === 'replace') {
    const { key, type } = change.file.claim();
    imageId = await insertAttachment(trx, {
      companyId,
      key,
      contentType: type.contentType,
      byteSize: change.file.size,
      filename: change.file.declared.filename ?? null,
    });
  }
  const [removedKey] = currentImageId === null ? [] : await deleteAttachments(trx, companyId, [currentImageId]);
  return { imageId, removedKey };
}

/**
 * Runs the owner's transaction for a change: a new file that the transaction fails to keep is
 * deleted, and a file the committed transaction replaced or removed is deleted afterwards.
 */
export async function commitImageChange<T>(
  request: FastifyRequest,
  files: Files,
  change: ImageChange,
  transaction: () => Promise<{ result: T; removedKey?: string | undefined }>,
): Promise<T> {
  let outcome: { result: T; removedKey?: string | undefined };
  try {
    outcome = await transaction();
  } catch (error) {
    if (change.kind === 'replace' && change.file.stored) {
      await deleteStoredFile(files.storage, change.file.stored.key, request.log);
    }
    throw error;
  }
  if (outcome.removedKey) await deleteStoredFile(files.storage, outcome.removedKey, request.log);
  return outcome.result;
}

/** The stored key of an attachment, to sign its URL. */
export async function attachmentKey(db: Executor, attachmentId: number | null): Promise<string | null> {
  if (attachmentId === null) return null;
  const row = await db.selectFrom('attachments').select('key').where('id', '=', attachmentId).executeTakeFirst();
  return row?.key ?? null;
}
