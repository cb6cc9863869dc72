import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app.ts';
import { getCaller, requireAccountType, requireCompany } from '../../auth/hook.ts';
import { section } from '../../http/input.ts';
import { diffChanges, recordActivity } from '../activity/record.ts';
import { findCompany, serializeCompany } from './queries.ts';
import { COMPANY_TRACKED_FIELDS, readCompanyChanges } from './update.ts';

/** Who may change the company's settings; signup makes its first user a system_admin. */
const COMPANY_EDITORS = ['system_admin', 'standard'] as const;

export async function companiesRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get<{ Params: { companyId: string } }>('/api/v1/companies/:companyId', async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    return { company: serializeCompany(await findCompany(db, companyId)) };
  });

  app.patch<{ Params: { companyId: string } }>('/api/v1/companies/:companyId', async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    requireAccountType(request, COMPANY_EDITORS);
    const changes = readCompanyChanges(section(request.body, 'company'));
    const company = await db.transaction().execute(async (trx) => {
      const before = await findCompany(trx, companyId, { forUpdate: true });
      if (Object.keys(changes).length > 0) {
        await trx
          .updateTable('companies')
          .set({ ...changes, updated_at: sql<Date>`now()` })
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
        changes: diffChanges(before, after, COMPANY_TRACKED_FIELDS),
      });
      return after;
    });
    return { company: serializeCompany(company) };
  });
}
