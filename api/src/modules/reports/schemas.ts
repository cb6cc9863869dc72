import { TASK_PRIORITIES, TASK_STATUSES } from '@practice/common';
import { PAGE_META, dateTime, day, integer, listOf, nullable, objectOf, oneOfTexts, queryOf, text, type JsonSchema } from '../../http/openapi.ts';
import { customerSchema } from '../customers/schemas.ts';

/** The period and the page a report reads (http/periods.ts's readPeriod, then `page` and `per_page`). */
const reportQuery = (what: string, perPageDefault: number, perPageMax: number): JsonSchema =>
  queryOf({
    created_from: { ...day, description: `${what} from this day on (the practice's calendar); from the first when left out.` },
    created_to: { ...day, description: `${what} up to this day, inclusive; up to now when left out.` },
    page: { ...integer, minimum: 1, description: 'From 1; 1 when left out.' },
    per_page: { ...integer, minimum: 1, description: `${perPageDefault} when left out; at most ${perPageMax}.` },
  });

/** What `GET /api/v1/reports/customers` reads. */
export const customerReportQuery = (perPageDefault: number, perPageMax: number) => reportQuery('Registered', perPageDefault, perPageMax);

/** `GET /api/v1/reports/customers`: one page of the customers registered in the period, oldest first, archived ones left out. */
export const CUSTOMER_REPORT_ANSWER = objectOf({ customers: listOf(customerSchema), meta: PAGE_META }, { title: 'CustomerReport' });

/** What `GET /api/v1/reports/tasks` reads. */
export const taskReportQuery = (perPageDefault: number, perPageMax: number) => reportQuery('Created', perPageDefault, perPageMax);

/** How many tasks of the period have one value: a status, a priority, a board or an assignee. */
const reportCount = (key: JsonSchema, title: string) => objectOf({ key, label: text, count: integer }, { title });

const taskReportSummary = objectOf(
  {
    total: { ...integer, description: 'The tasks created in the period.' },
    by_status: { ...listOf(reportCount(oneOfTexts(TASK_STATUSES), 'TaskReportStatusCount')), description: 'Every status, in order, with those of none counted 0.' },
    by_priority: {
      ...listOf(reportCount(oneOfTexts([...TASK_PRIORITIES, 'none']), 'TaskReportPriorityCount')),
      description: 'Every priority, in order, then `none`: the tasks of no priority.',
    },
    by_board: { ...listOf(reportCount({ ...text, description: "The board's id." }, 'TaskReportBoardCount')), description: 'The boards with tasks in the period, most first.' },
    by_assignee: {
      ...listOf(reportCount({ ...text, description: "The user's id, or `none` for the tasks given to nobody." }, 'TaskReportAssigneeCount')),
      description: 'Most first; a task given to two counts for each.',
    },
  },
  { title: 'TaskReportSummary' },
);

const taskReportRow = objectOf(
  {
    id: integer,
    title: text,
    board: { ...text, description: "The board's name." },
    kanban_group: nullable(text),
    status: oneOfTexts(TASK_STATUSES),
    priority: nullable(oneOfTexts(TASK_PRIORITIES)),
    assignees: { ...nullable(text), description: "The assignees' names, comma-separated; null for none." },
    customer: { ...nullable(text), description: "The customer's name." },
    due_date: nullable(day),
    completed_at: nullable(dateTime),
    created_at: dateTime,
    status_text: text,
    priority_text: nullable(text),
  },
  { title: 'TaskReportRow' },
);

/** `GET /api/v1/reports/tasks`: the period's counts, and one page of its tasks, oldest first. */
export const TASK_REPORT_ANSWER = objectOf(
  {
    summary: taskReportSummary,
    tasks: listOf(taskReportRow),
    meta: objectOf({ total_count: integer, page: integer, per_page: integer }, { title: 'TaskReportMeta', description: 'The whole count, the page answered (from 1) and its size.' }),
  },
  { title: 'TaskReport' },
);
