// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestDashboardStats = ApiAnswer<'/api/v1/dashboard/stats'>['stats'];

export type RestDashboardCustomers = RestDashboardStats['customers'];
export type RestDashboardTasks = RestDashboardStats['tasks'];
export type RestMonthCount = RestDashboardStats['charts']['notes_per_month'][number];
export type RestWeekCount = RestDashboardStats['charts']['tasks_per_week'][number];
export type RestTaskStatusCount = RestDashboardStats['charts']['task_distribution'][number];
