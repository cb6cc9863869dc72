// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { RestActivity } from '../activity/index.ts';

export interface RestDashboardStats {
  customers: { total: number; this_month: number; last_month: number; change_percent: number; trend: 'up' | 'down' };
  tasks: { total: number; pending: number; completed: number; due_today: number; overdue: number; completion_rate: number };
  charts: {
    notes_per_month: { month: string; label: string; count: number }[];
    tasks_per_week: { week: string; label: string; created: number; completed: number }[];
    task_distribution: { status: string; label: string; color: string; count: number }[];
  };
  recent_activities: RestActivity[];
}

export type RestDashboardCustomers = RestDashboardStats['customers'];
export type RestDashboardTasks = RestDashboardStats['tasks'];
export type RestMonthCount = RestDashboardStats['charts']['notes_per_month'][number];
export type RestWeekCount = RestDashboardStats['charts']['tasks_per_week'][number];
export type RestTaskStatusCount = RestDashboardStats['charts']['task_distribution'][number];
