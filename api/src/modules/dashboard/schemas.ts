import { TASK_STATUSES } from '@practice/common';
import { day, integer, listOf, number, objectOf, oneOfTexts, text } from '../../http/openapi.ts';
import { activitySchema } from '../activity/schemas.ts';

/** customers/stats.ts's customerStats: archived customers left out. */
const customerStatsSchema = objectOf(
  {
    total: integer,
    this_month: { ...integer, description: 'Registered since the month began.' },
    last_month: { ...integer, description: 'Registered in the whole month before this one.' },
    change_percent: { ...number, description: "Against last month's registrations, with one decimal; 100 when last month had none and this one has some." },
    trend: oneOfTexts(['up', 'down']),
  },
  { title: 'CustomerStats' },
);

/** tasks/stats.ts's taskStats, by status today on the practice's calendar. */
const taskStatsSchema = objectOf(
  {
    total: integer,
    pending: integer,
    completed: integer,
    due_today: integer,
    overdue: integer,
    completion_rate: { ...number, description: 'Completed out of all, in percent with one decimal; 0 without tasks.' },
  },
  { title: 'TaskStats' },
);

const charts = objectOf(
  {
    notes_per_month: {
      ...listOf(objectOf({ month: { ...text, description: '`YYYY-MM`.' }, label: { ...text, description: "'mar/26'." }, count: integer }, { title: 'MonthCount' })),
      description: 'One per month, oldest first, up to this one.',
    },
    tasks_per_week: {
      ...listOf(
        objectOf(
          { week: { ...day, description: 'Its Monday.' }, label: { ...text, description: "'02/03'." }, created: integer, completed: integer },
          { title: 'WeekTaskCounts' },
        ),
      ),
      description: 'One per week, oldest first, up to this one.',
    },
    task_distribution: listOf(
      objectOf({ status: oneOfTexts(TASK_STATUSES), label: text, color: text, count: integer }, { title: 'TaskStatusSlice' }),
    ),
  },
  { title: 'DashboardCharts' },
);

/** `GET /api/v1/dashboard/stats`. */
export const DASHBOARD_ANSWER = objectOf(
  {
    stats: objectOf(
      {
        customers: customerStatsSchema,
        tasks: taskStatsSchema,
        charts,
        recent_activities: { ...listOf(activitySchema), description: 'The latest few the caller may read, newest first.' },
      },
      { title: 'DashboardStats' },
    ),
  },
  { title: 'DashboardAnswer' },
);
