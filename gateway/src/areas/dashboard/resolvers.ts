import type { IResolvers } from '@graphql-tools/utils';
import { readsCompanyIds } from '../../company-reads.ts';
import type { GatewayContext } from '../../context.ts';
import { ONLY } from '../../loaders.ts';
import type { RestDashboardStats } from './types.ts';

type Stats = RestDashboardStats;
type Charts = Stats['charts'];

export const dashboardResolvers: IResolvers<unknown, GatewayContext> = {
  Company: {
    dashboard: readsCompanyIds((_company, _args, context) => context.session().loaders.dashboardStats.load(ONLY)),
  },
  Dashboard: {
    customers: (stats: Stats) => stats.customers,
    tasks: (stats: Stats) => stats.tasks,
    notesPerMonth: (stats: Stats) => stats.charts.notes_per_month,
    tasksPerWeek: (stats: Stats) => stats.charts.tasks_per_week,
    taskDistribution: (stats: Stats) => stats.charts.task_distribution,
    recentActivities: (stats: Stats) => stats.recent_activities,
  },
  DashboardCustomers: {
    total: (customers: Stats['customers']) => customers.total,
    thisMonth: (customers: Stats['customers']) => customers.this_month,
    changePercent: (customers: Stats['customers']) => customers.change_percent,
    trend: (customers: Stats['customers']) => customers.trend.toUpperCase(),
  },
  DashboardTasks: {
    total: (tasks: Stats['tasks']) => tasks.total,
    pending: (tasks: Stats['tasks']) => tasks.pending,
    completed: (tasks: Stats['tasks']) => tasks.completed,
    dueToday: (tasks: Stats['tasks']) => tasks.due_today,
    overdue: (tasks: Stats['tasks']) => tasks.overdue,
    completionRate: (tasks: Stats['tasks']) => tasks.completion_rate,
  },
  MonthCount: {
    month: (row: Charts['notes_per_month'][number]) => row.month,
    label: (row: Charts['notes_per_month'][number]) => row.label,
    count: (row: Charts['notes_per_month'][number]) => row.count,
  },
  WeekCount: {
    week: (row: Charts['tasks_per_week'][number]) => row.week,
    label: (row: Charts['tasks_per_week'][number]) => row.label,
    created: (row: Charts['tasks_per_week'][number]) => row.created,
    completed: (row: Charts['tasks_per_week'][number]) => row.completed,
  },
  TaskStatusCount: {
    status: (row: Charts['task_distribution'][number]) => row.status,
    label: (row: Charts['task_distribution'][number]) => row.label,
    color: (row: Charts['task_distribution'][number]) => row.color,
    count: (row: Charts['task_distribution'][number]) => row.count,
  },
};
