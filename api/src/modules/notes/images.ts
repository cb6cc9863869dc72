import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller } from '../../auth/hook.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { section } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { IMAGE_FIELD_ROUTE } from '../../storage/uploads.ts';
import { IMAGE_LABEL, applyImageChange, attachmentKey, commitImageChange, readImageChange } from '../attachments/images.ts';
import { FILE_BODY_TYPES } from '../customers/schemas.ts';
import { NOTE_IMAGE_ANSWER, NOTE_IMAGE_BODY } from './schemas.ts';

/**
 * `POST /api/v1/note_images` with `note_image[attachment]` (a file part, a data URL or base64; JPG
 * or PNG up to 5 MB): stores an image for rich text (notes, templates, the print layout) and
 * answers `201 { note_image: { id, url } }`. The editor puts `url` in the body; the api keeps only
 * the file's key and signs it again whenever the body is read.
 */
export async function noteImagesRoutes(app: FastifyInstance, { files, writeOnce }: AppDeps): Promise<void> {
  const schema = { consumes: FILE_BODY_TYPES, body: NOTE_IMAGE_BODY, response: { 201: NOTE_IMAGE_ANSWER } };
  app.post('/api/v1/note_images', { config: { ...IMAGE_FIELD_ROUTE, ...IDEMPOTENT }, schema }, async (request, reply) => {
    const { user } = getCaller(request);
    const companyId = user.company_id;
    authorize(request, 'create', subject('CustomerNote', { company_id: companyId, creator_id: user.id }));
    const input = section(request.body, 'note_image');
    const errors = new FieldErrors({ attachment: IMAGE_LABEL });
    const change = await readImageChange(request, files, { attachment_attributes: { attachment: input.attachment } }, null, errors);
    if (change.kind !== 'replace' && !errors.has('attachment')) errors.add('attachment', VALIDATION.blank);
    errors.throwIfAny();

    return commitImageChange(request, files, change, async () => ({
      result: await writeOnce(request, reply, async (trx) => {
        const imageId = (await applyImageChange(trx, companyId, null, change)).imageId!;
        const key = await attachmentKey(trx, imageId);
        reply.status(201);
        return { note_image: { id: imageId, url: key ? files.urls.sign(key) : null } };
      }),
    }));
  });
}
