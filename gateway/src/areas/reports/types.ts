// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export interface RestReportCount {
  key: string;
  label: string;
  count: number;
}

export interface RestTaskReport {
  summary: {
    total: number;
    by_status: RestReportCount[];
    by_priority: RestReportCount[];
    by_board: RestReportCount[];
    by_assignee: RestReportCount[];
  };
  tasks: {
    id: number;
    title: string;
    board: string;
    kanban_group: string | null;
    status_text: string;
    priority_text: string | null;
    assignees: string | null;
    customer: string | null;
    due_date: string | null;
    completed_at: string | null;
    created_at: string;
  }[];
  meta: { total_count: number };
}

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
