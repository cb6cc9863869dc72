import { PRACTICE_TIME_ZONE, zonedDate } from '@practice/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { getCaller } from '../../auth/hook.ts';
import { HttpError } from '../../http/errors.ts';
import { asInput, positiveNumber, text } from '../../http/input.ts';
import { pageMeta } from '../../http/list-query.ts';
import { readPeriod } from '../../http/periods.ts';
import { FieldErrors } from '../../http/validation.ts';
import { CUSTOMERS_PER_PAGE_MAX, listCustomers } from '../customers/list.ts';
import { photoKeys, serializeCustomer } from '../customers/queries.ts';
import { taskReportRows, taskReportSummary } from '../tasks/report.ts';
import { CUSTOMER_REPORT_ANSWER, TASK_REPORT_ANSWER, customerReportQuery, taskReportQuery } from './schemas.ts';

export const TASK_REPORT_PAGE_DEFAULT = 10;
/** Spec §9: the customer report's preview shows 10 rows. */
export const CUSTOMER_REPORT_PAGE_DEFAULT = 10;
/** Spec §6: reports are for administrators and standard users; the others read why. */
export const REPORTS_DENIED = 'Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.';
export const TASK_REPORT_PAGE_MAX = 1000;

/** The caller's company, once the caller may read reports: every report refuses a limited user alike. */
function reportsCompany(request: FastifyRequest): number {
  const { user } = getCaller(request);
  if (user.account_type === 'limited') throw new HttpError(403, REPORTS_DENIED);
  return user.company_id;
}

export async function reportsRoutes(app: FastifyInstance, { db, clock, files }: AppDeps): Promise<void> {
  /**
   * The customer report: the customers (archived ones left out) registered between `created_from` and `created_to` (days on
   * the practice's calendar, both included), oldest first, one page (`page`, `per_page` up to
   * 1,000) at a time, each as the customer list answers it.
   */
  const customerReport = { querystring: customerReportQuery(CUSTOMER_REPORT_PAGE_DEFAULT, CUSTOMERS_PER_PAGE_MAX), response: { 200: CUSTOMER_REPORT_ANSWER } };
  app.get('/api/v1/reports/customers', { schema: customerReport }, async (request) => {
    const companyId = reportsCompany(request);
    authorize(request, 'read', subject('Customer', { company_id: companyId }));
    const query = asInput(request.query);
    const errors = new FieldErrors({ created_from: 'Cadastrado a partir de', created_to: 'Cadastrado até' });
    const created = readPeriod(query, 'created_from', 'created_to', errors);
    errors.throwIfAny();
    const page = positiveNumber(text(query, 'page')) ?? 1;
    const perPage = Math.min(positiveNumber(text(query, 'per_page')) ?? CUSTOMER_REPORT_PAGE_DEFAULT, CUSTOMERS_PER_PAGE_MAX);
    const { customers, totalCount } = await listCustomers(db, companyId, {
      page,
      perPage,
      terms: [],
      sort: { kind: 'created_at' },
      direction: 'asc',
      created,
      archived: false,
    });
    const keys = await photoKeys(db, customers);
    return {
      customers: customers.map((customer) => serializeCustomer(customer, keys, files.urls)),
      meta: pageMeta(totalCount, { page, perPage }),
    };
  });

  /**
   * The task report: the tasks created between `created_from` and `created_to` (days on the
   * practice's calendar, both included) counted by status, priority, board and assignee, and one
   * page (`page`, `per_page` up to 1,000) of them as rows, oldest first.
   */
  const taskReport = { querystring: taskReportQuery(TASK_REPORT_PAGE_DEFAULT, TASK_REPORT_PAGE_MAX), response: { 200: TASK_REPORT_ANSWER } };
  app.get('/api/v1/reports/tasks', { schema: taskReport }, async (request) => {
    const companyId = reportsCompany(request);
    const query = asInput(request.query);
    const errors = new FieldErrors({ created_from: 'Criadas a partir de', created_to: 'Criadas até' });
    const period = readPeriod(query, 'created_from', 'created_to', errors);
    errors.throwIfAny();
    const page = positiveNumber(text(query, 'page')) ?? 1;
    const perPage = Math.min(positiveNumber(text(query, 'per_page')) ?? TASK_REPORT_PAGE_DEFAULT, TASK_REPORT_PAGE_MAX);
    const today = zonedDate(clock(), PRACTICE_TIME_ZONE);
    const [summary, { tasks, totalCount }] = await Promise.all([
      taskReportSummary(db, companyId, period, today),
      taskReportRows(db, companyId, period, today, page, perPage),
    ]);
    return { summary, tasks, meta: { total_count: totalCount, page, per_page: perPage } };
  });
}
