import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId } from '../../auth/hook.ts';
import { isUniqueViolation, type Executor } from '../../db/index.ts';
import type { ActivityChange, NoteTemplate } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { section } from '../../http/input.ts';
import { signImages } from '../../rich-text/sanitize.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { nameTakenError, readTemplate } from './input.ts';
import { NOTE_TEMPLATE_ANSWER, NOTE_TEMPLATE_BODY, NOTE_TEMPLATE_LIST_ANSWER } from './schemas.ts';

type TemplateParams = { Params: { templateId: string } };

const COLUMNS = ['id', 'company_id', 'name', 'body', 'created_at', 'updated_at'] as const;
const TRACKED = ['name', 'body'];

type TemplateRow = Pick<NoteTemplate, (typeof COLUMNS)[number]>;

function serializeTemplate(template: TemplateRow, urls: FileUrls) {
  return {
    id: template.id,
    name: template.name,
    body: signImages(template.body, urls),
    created_at: template.created_at,
    updated_at: template.updated_at,
  };
}

async function findTemplate(db: Executor, companyId: number, templateId: number, forUpdate = false): Promise<TemplateRow> {
  let query = db.selectFrom('note_templates').select(COLUMNS).where('id', '=', templateId).where('company_id', '=', companyId);
  if (forUpdate) query = query.forUpdate();
  const template = await query.executeTakeFirst();
  if (!template) throw notFound();
  return template;
}

async function recordTemplateActivity(
  trx: Executor,
  request: FastifyRequest,
  event: 'create' | 'update' | 'destroy',
  template: TemplateRow,
  changes: ActivityChange[],
) {
  const { user } = getCaller(request);
  await recordActivity(trx, {
    companyId: user.company_id,
    userId: user.id,
    event,
    itemType: 'NoteTemplate',
    itemId: template.id,
    itemName: template.name,
    changes,
  });
}

/** The unique index over the unaccented name is the last word when two saves race. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'note_templates_company_name_index')) throw nameTakenError();
    throw error;
  }
}

export async function noteTemplatesRoutes(app: FastifyInstance, { db, clock, files, writeOnce }: AppDeps): Promise<void> {
  const companyOf = (request: FastifyRequest) => getCaller(request).user.company_id;

  app.get('/api/v1/note_templates', { schema: { response: { 200: NOTE_TEMPLATE_LIST_ANSWER } } }, async (request) => {
    const companyId = companyOf(request);
    authorize(request, 'read', subject('NoteTemplate', { company_id: companyId }));
    const templates = await db
      .selectFrom('note_templates')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
    return {
      note_templates: templates.map((template) => serializeTemplate(template, files.urls)),
      meta: { total_count: templates.length },
    };
  });

  const templateAnswer = { schema: { response: { 200: NOTE_TEMPLATE_ANSWER } } };
  app.get<TemplateParams>('/api/v1/note_templates/:templateId', templateAnswer, async (request) => {
    const template = await findTemplate(db, companyOf(request), parseId(request.params.templateId));
    authorize(request, 'read', subject('NoteTemplate', template));
    return { note_template: serializeTemplate(template, files.urls) };
  });

  app.post('/api/v1/note_templates', { config: IDEMPOTENT, schema: { body: NOTE_TEMPLATE_BODY, response: { 201: NOTE_TEMPLATE_ANSWER } } }, async (request, reply) => {
    const companyId = companyOf(request);
    authorize(request, 'create', subject('NoteTemplate', { company_id: companyId }));
    const values = await readTemplate(db, companyId, section(request.body, 'note_template'));
    return uniqueName(() =>
      writeOnce(request, reply, async (trx) => {
        const now = clock();
        const created = await trx
          .insertInto('note_templates')
          .values({ company_id: companyId, ...values, created_at: now, updated_at: now })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await recordTemplateActivity(trx, request, 'create', created, diffChanges(null, created, TRACKED));
        reply.status(201);
        return { note_template: serializeTemplate(created, files.urls) };
      }),
    );
  });

  const update = async (request: FastifyRequest<TemplateParams>) => {
    const companyId = companyOf(request);
    const templateId = parseId(request.params.templateId);
    const current = await findTemplate(db, companyId, templateId);
    authorize(request, 'update', subject('NoteTemplate', current));
    const values = await readTemplate(db, companyId, section(request.body, 'note_template'), current);
    const template = await uniqueName(() =>
      db.transaction().execute(async (trx) => {
        const before = await findTemplate(trx, companyId, templateId, true);
        const changes = diffChanges(before, values, TRACKED);
        if (changes.length === 0) return before;
        const after = await trx
          .updateTable('note_templates')
          .set({ ...values, updated_at: clock() })
          .where('id', '=', templateId)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await recordTemplateActivity(trx, request, 'update', after, changes);
        return after;
      }),
    );
    return { note_template: serializeTemplate(template, files.urls) };
  };
  const updateRoute = { schema: { body: NOTE_TEMPLATE_BODY, response: { 200: NOTE_TEMPLATE_ANSWER } } };
  app.patch<TemplateParams>('/api/v1/note_templates/:templateId', updateRoute, update);
  app.put<TemplateParams>('/api/v1/note_templates/:templateId', updateRoute, update);

  app.delete<TemplateParams>('/api/v1/note_templates/:templateId', templateAnswer, async (request) => {
    const companyId = companyOf(request);
    const templateId = parseId(request.params.templateId);
    const current = await findTemplate(db, companyId, templateId);
    authorize(request, 'delete', subject('NoteTemplate', current));
    const template = await db.transaction().execute(async (trx) => {
      const before = await findTemplate(trx, companyId, templateId, true);
      await trx.deleteFrom('note_templates').where('id', '=', templateId).execute();
      await recordTemplateActivity(trx, request, 'destroy', before, diffChanges(before, null, TRACKED));
      return before;
    });
    return { note_template: serializeTemplate(template, files.urls) };
  });
}
