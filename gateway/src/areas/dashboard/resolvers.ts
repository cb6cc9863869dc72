import type { Resolvers } from '../../generated/graphql.ts';
import { ONLY } from '../../loaders.ts';
import type { Trend } from '../../generated/graphql.ts';
import type { RestDashboardCustomers, RestDashboardStats, RestDashboardTasks, RestMonthCount, RestTaskStatusCount, RestWeekCount } from './types.ts';

type Stats = RestDashboardStats;

export const dashboardResolvers: Resolvers = {
  Company: {
    dashboard: (_company, _args, context) => context.session().loaders.dashboardStats.load(ONLY),
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
    total: (customers: RestDashboardCustomers) => customers.total,
    thisMonth: (customers: RestDashboardCustomers) => customers.this_month,
    lastMonth: (customers: RestDashboardCustomers) => customers.last_month,
    changePercent: (customers: RestDashboardCustomers) => customers.change_percent,
    trend: (customers: RestDashboardCustomers) => customers.trend.toUpperCase() as Trend,
  },
  DashboardTasks: {
    total: (tasks: RestDashboardTasks) => tasks.total,
    pending: (tasks: RestDashboardTasks) => tasks.pending,
    completed: (tasks: RestDashboardTasks) => tasks.completed,
    dueToday: (tasks: RestDashboardTasks) => tasks.due_today,
    overdue: (tasks: RestDashboardTasks) => tasks.overdue,
    completionRate: (tasks: RestDashboardTasks) => tasks.completion_rate,
  },
  MonthCount: {
    month: (row: RestMonthCount) => row.month,
    label: (row: RestMonthCount) => row.label,
    count: (row: RestMonthCount) => row.count,
  },
  WeekCount: {
    week: (row: RestWeekCount) => row.week,
    label: (row: RestWeekCount) => row.label,
    created: (row: RestWeekCount) => row.created,
    completed: (row: RestWeekCount) => row.completed,
  },
  TaskStatusCount: {
    status: (row: RestTaskStatusCount) => row.status,
    label: (row: RestTaskStatusCount) => row.label,
    color: (row: RestTaskStatusCount) => row.color,
    count: (row: RestTaskStatusCount) => row.count,
  },
};
