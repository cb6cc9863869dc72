import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId, requireCompany } from '../../auth/hook.ts';
import { notFound } from '../../http/errors.ts';
import type { FileUrls } from '../../storage/signed-urls.ts';
import { findCompany } from '../companies/queries.ts';
import { assertVisible, findCustomer } from '../customers/queries.ts';
import { ExportJobs, type ExportRow } from './jobs.ts';
import { EXPORT_ANSWER } from './schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds the data exports in the background; tests and benchmarks `drain` and `sweep` it. */
    exportJobs: ExportJobs;
  }
}

type CustomerExportParams = { Params: { customerId: string; exportId?: string } };
type CompanyExportParams = { Params: { companyId: string; exportId?: string } };

/** The export as the api answers it; `download_url` once it is done, signed until it is removed. */
async function serializeExport(deps: AppDeps, row: ExportRow) {
  let downloadUrl: string | null = null;
  if (row.status === 'done' && row.attachment_id !== null && row.expires_at) {
    const file = await deps.db.selectFrom('attachments').select('key').where('id', '=', row.attachment_id).executeTakeFirst();
    if (file) downloadUrl = signDownload(deps.files.urls, file.key, row);
  }
  return {
    export: {
      id: row.id,
      status: row.status,
      customer_id: row.customer_id,
      requested_by_name: row.requested_by_name,
      created_at: row.created_at,
      finished_at: row.finished_at,
      expires_at: row.expires_at,
      filename: row.filename,
      download_url: downloadUrl,
    },
  };
}

function signDownload(urls: FileUrls, key: string, row: ExportRow): string {
  return urls.signUntil(key, row.expires_at!, { download: row.filename ?? 'dados.zip' });
}

/**
 * Asks for an export, in the request's transaction (which claims its Idempotency-Key): one already
 * waiting for the same customer (or the whole company) is answered again rather than built twice.
 */
async function requestExport(trx: Transaction<Database>, deps: AppDeps, request: FastifyRequest, companyId: number, customerId: number | null): Promise<ExportRow> {
  const { user } = getCaller(request);
  let waiting = trx.selectFrom('exports').selectAll().where('company_id', '=', companyId).where('status', '=', 'pending');
  waiting = customerId === null ? waiting.where('customer_id', 'is', null) : waiting.where('customer_id', '=', customerId);
  const found = await waiting.where('requested_by_id', '=', user.id).orderBy('id', 'desc').executeTakeFirst();
  if (found) return found;
  return trx
    .insertInto('exports')
    .values({ company_id: companyId, customer_id: customerId, requested_by_id: user.id, requested_by_name: user.name, created_at: deps.clock() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function findExport(deps: AppDeps, companyId: number, customerId: number | null, exportId: unknown): Promise<ExportRow> {
  let query = deps.db.selectFrom('exports').selectAll().where('id', '=', parseId(exportId)).where('company_id', '=', companyId);
  query = customerId === null ? query.where('customer_id', 'is', null) : query.where('customer_id', '=', customerId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * The patient's copy (LGPD art. 18–19) and the company's: `POST /api/v1/customers/{id}/exports`
 * (those who manage customers) and `POST /api/v1/companies/{id}/exports` (system admins) answer
 * `202 { export: { id, status } }` and build the ZIP in the background; `GET .../exports/{exportId}`
 * answers `pending`, `done` (with `download_url`, signed for 24 hours) or `failed`.
 */
export async function recordsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, accesses } = deps;
  const requestRoute = { config: IDEMPOTENT, schema: { response: { 202: EXPORT_ANSWER } } };
  const readRoute = { schema: { response: { 200: EXPORT_ANSWER } } };

  app.post<CustomerExportParams>('/api/v1/customers/:customerId/exports', requestRoute, async (request, reply) => {
    const companyId = getCaller(request).user.company_id;
    const customer = await findCustomer(db, companyId, parseId(request.params.customerId));
    assertVisible(request, customer);
    authorize(request, 'manage', subject('Customer', customer));
    return deps.writeOnce(request, reply, async (trx, afterCommit) => {
      const row = await requestExport(trx, deps, request, companyId, customer.id);
      afterCommit(() => {
        accesses.record(request, customer, 'export', row.id);
        app.exportJobs.kick();
      });
      reply.status(202);
      return serializeExport(deps, row);
    });
  });

  app.get<CustomerExportParams>('/api/v1/customers/:customerId/exports/:exportId', readRoute, async (request) => {
    const companyId = getCaller(request).user.company_id;
    const customer = await findCustomer(db, companyId, parseId(request.params.customerId));
    assertVisible(request, customer);
    authorize(request, 'manage', subject('Customer', customer));
    return serializeExport(deps, await findExport(deps, companyId, customer.id, request.params.exportId));
  });

  app.post<CompanyExportParams>('/api/v1/companies/:companyId/exports', requestRoute, async (request, reply) => {
    const companyId = requireCompany(request, request.params.companyId);
    authorize(request, 'manage', subject('Company', await findCompany(db, companyId)));
    return deps.writeOnce(request, reply, async (trx, afterCommit) => {
      const row = await requestExport(trx, deps, request, companyId, null);
      afterCommit(() => app.exportJobs.kick());
      reply.status(202);
      return serializeExport(deps, row);
    });
  });

  app.get<CompanyExportParams>('/api/v1/companies/:companyId/exports/:exportId', readRoute, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    authorize(request, 'manage', subject('Company', await findCompany(db, companyId)));
    return serializeExport(deps, await findExport(deps, companyId, null, request.params.exportId));
  });
}

/** The background builder of exports, started with the app and stopped, after its runs, as it closes. */
export function installExportJobs(app: FastifyInstance, deps: AppDeps, options?: ConstructorParameters<typeof ExportJobs>[1]): void {
  const jobs = new ExportJobs({ db: deps.db, clock: deps.clock, files: deps.files, appUrl: deps.config.appUrl, log: app.log, renderer: () => app.pdfRenderer }, options);
  app.decorate('exportJobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}
