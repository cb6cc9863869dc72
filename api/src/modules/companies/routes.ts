import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, requireCompany } from '../../auth/hook.ts';
import { section } from '../../http/input.ts';
import { FieldErrors } from '../../http/validation.ts';
import { hasContent, sanitizeCompanyRichText } from '../../rich-text/sanitize.ts';
import { IMAGE_FIELD_ROUTE } from '../../storage/uploads.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { IMAGE_LABEL, applyImageChange, commitImageChange, readImageChange, touchesImage } from '../attachments/images.ts';
import { checkFieldsOrder } from './fields-order.ts';
import { findCompany, serializeCompany } from './queries.ts';
import { COMPANY_ANSWER, COMPANY_BODY, WITH_IMAGE_MEDIA_TYPES } from './schemas.ts';
import { COMPANY_LABELS, COMPANY_TRACKED_FIELDS, parseFieldsOrder, readCompanyChanges } from './update.ts';

type CompanyParams = { Params: { companyId: string } };

export async function companiesRoutes(app: FastifyInstance, { db, files }: AppDeps): Promise<void> {
  app.get<CompanyParams>('/api/v1/companies/:companyId', { schema: { response: { 200: COMPANY_ANSWER } } }, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    const company = await findCompany(db, companyId);
    authorize(request, 'read', subject('Company', company));
    return { company: serializeCompany(company, files.urls) };
  });

  app.patch<CompanyParams>('/api/v1/companies/:companyId', { config: IMAGE_FIELD_ROUTE, schema: { consumes: WITH_IMAGE_MEDIA_TYPES, body: COMPANY_BODY, response: { 200: COMPANY_ANSWER } } }, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    const input = section(request.body, 'company');
    const current = await findCompany(db, companyId);
    authorize(request, 'update', subject('Company', current));

    const changes = readCompanyChanges(input, current);
    // The print layout is rich text: stored through the same allowlist as notes.
    for (const field of ['print_header', 'print_footer'] as const) {
      const value = changes[field];
      if (typeof value !== 'string') continue;
      const html = await sanitizeCompanyRichText(db, companyId, value);
      changes[field] = hasContent(html) ? html : null;
    }
    const fieldsOrder = parseFieldsOrder(input.customer_fields_order);
    // Only what would really change needs the right to change it: the print layout screen may
    // send the whole company back.
    const changedFields = Object.entries(changes)
      .filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(current[field as keyof typeof current]))
      .map(([field]) => field);
    if (touchesImage(input, current.image_id)) changedFields.push('image');
    authorize(request, 'update', subject('Company', current), changedFields);

    const errors = new FieldErrors({ ...COMPANY_LABELS, attachment: IMAGE_LABEL });
    const image = await readImageChange(request, files, input, current.image_id, errors);
    errors.throwIfAny();

    const company = await commitImageChange(request, files, image, () =>
      db.transaction().execute(async (trx) => {
        const before = await findCompany(trx, companyId, { forUpdate: true });
        // Checked under the lock that adding or deleting a question also takes.
        if (fieldsOrder) await checkFieldsOrder(trx, companyId, fieldsOrder);
        const { imageId, removedKey } = await applyImageChange(trx, companyId, before.image_id, image);
        const set = { ...changes, ...(imageId !== undefined ? { image_id: imageId } : {}) };
        if (Object.keys(set).length > 0) {
          await trx
            .updateTable('companies')
            .set({ ...set, updated_at: sql<Date>`now()` })
            .where('id', '=', companyId)
            .execute();
        }
        const after = await findCompany(trx, companyId);
        await recordActivity(trx, {
          companyId,
          userId: getCaller(request).user.id,
          event: 'update',
          itemType: 'Company',
          itemId: companyId,
          itemName: after.company_treatment,
          changes: diffChanges(before, after, [...COMPANY_TRACKED_FIELDS, 'image_id']),
        });
        return { result: after, removedKey };
      }),
    );
    return { company: serializeCompany(company, files.urls) };
  });
}
