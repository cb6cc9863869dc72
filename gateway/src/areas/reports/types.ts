// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes"): the answers are the api's own, from the types generated from its description.

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestTaskReport = ApiAnswer<'/api/v1/reports/tasks'>;

export type RestReportCount = RestTaskReport['summary']['by_status'][number];

/** One row of a task report's page. */
export type RestTaskReportRow = RestTaskReport['tasks'][number];

export interface TaskReportQuery {
  page: number;
  perPage: number;
  createdFrom?: string;
  createdTo?: string;
}

/** GET /api/v1/reports/customers: a page of the customers registered in a period, oldest first. */
export type CustomerReportQuery = TaskReportQuery;
