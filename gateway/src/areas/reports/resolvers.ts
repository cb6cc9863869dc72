import type { CompanyTaskReportArgs, Resolvers } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import { connectionOf, restPagesOf, sliceOf } from '../../connections.ts';
import type { RestCustomerPage } from '../customers/index.ts';
import type { RestReportCount, RestTaskReport, RestTaskReportRow } from './types.ts';

/** The api answers up to this many customers a page, so an export reads a company in few calls. */
export const REPORT_PAGE_MAX = 1000;


/** A report's page and page size, checked before the api is asked. */
function pageOf(args: CompanyTaskReportArgs, fallback: number) {
  const page = args.page ?? 1;
  const perPage = args.perPage ?? fallback;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > REPORT_PAGE_MAX) {
    throw new GraphQLError(`Informe a página (de 1) e de 1 a ${REPORT_PAGE_MAX} itens por página.`, {
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  }
  return { page, perPage, createdFrom: args.createdFrom ?? undefined, createdTo: args.createdTo ?? undefined };
}

export const reportResolvers: Resolvers = {
  Company: {
    /**
     * The customer report's rows: oldest first, so an export reads in registration order. Read from
     * the api's report, which refuses whoever may not see reports (a 403, FORBIDDEN here).
     */
    async reportCustomers(_company, args, context) {
      const slice = sliceOf(args, REPORT_PAGE_MAX);
      const { loaders } = context.session();
      const pages = await Promise.all(
        restPagesOf(slice).map(async ({ page, perPage }) => {
          const { customers, totalCount } = await loaders.customerReportPage.load({
            page,
            perPage,
            createdFrom: args.createdFrom ?? undefined,
            createdTo: args.createdTo ?? undefined,
          });
          return { rows: customers, totalCount };
        }),
      );
      return connectionOf(slice, pages);
    },
    reportCustomerRows: (_company, args, context) => context.session().loaders.customerReportPage.load(pageOf(args, 250)),
    taskReport: (_company, args, context) => context.session().loaders.taskReport.load(pageOf(args, 10)),
  },
  ReportCustomerRows: {
    totalCount: (rows: RestCustomerPage) => rows.totalCount,
    customers: (rows: RestCustomerPage) => rows.customers,
  },
  TaskReport: {
    total: (report: RestTaskReport) => report.summary.total,
    byStatus: (report: RestTaskReport) => report.summary.by_status,
    byPriority: (report: RestTaskReport) => report.summary.by_priority,
    byBoard: (report: RestTaskReport) => report.summary.by_board,
    byAssignee: (report: RestTaskReport) => report.summary.by_assignee,
    totalCount: (report: RestTaskReport) => report.meta.total_count,
    rows: (report: RestTaskReport) => report.tasks,
  },
  ReportCount: {
    key: (count: RestReportCount) => count.key,
    label: (count: RestReportCount) => count.label,
    count: (count: RestReportCount) => count.count,
  },
  TaskReportRow: {
    databaseId: (row: RestTaskReportRow) => row.id,
    title: (row: RestTaskReportRow) => row.title,
    boardName: (row: RestTaskReportRow) => row.board,
    column: (row: RestTaskReportRow) => row.kanban_group,
    statusText: (row: RestTaskReportRow) => row.status_text,
    priorityText: (row: RestTaskReportRow) => row.priority_text,
    assignees: (row: RestTaskReportRow) => row.assignees,
    customerName: (row: RestTaskReportRow) => row.customer,
    dueDate: (row: RestTaskReportRow) => row.due_date,
    completedAt: (row: RestTaskReportRow) => row.completed_at,
    createdAt: (row: RestTaskReportRow) => row.created_at,
  },
};
