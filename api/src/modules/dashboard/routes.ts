import { addDays, addMonths, PRACTICE_TIME_ZONE, zonedDate, zonedMidnight } from '@practice/common';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { abilityOf } from '../../auth/abilities.ts';
import { getCaller } from '../../auth/hook.ts';
import { listActivities, serializeActivity } from '../activity/history.ts';
import { visibleActivities } from '../activity/visibility.ts';
import { findCompany } from '../companies/queries.ts';
import { customerStats } from '../customers/stats.ts';
import { notesPerPeriod } from '../notes/stats.ts';
import { taskDistribution, tasksPerPeriod, taskStats } from '../tasks/stats.ts';
import { DASHBOARD_ANSWER } from './schemas.ts';

export const CHART_MONTHS = 6;
export const CHART_WEEKS = 8;
export const RECENT_ACTIVITIES = 5;
const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** The Monday of the week holding `date` (`YYYY-MM-DD`). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export async function dashboardRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  /**
   * The dashboard's figures on the practice's calendar, whatever the company's size in a fixed
   * number of statements: customers, tasks by status, notes per month, tasks per week, the latest activities.
   */
  app.get('/api/v1/dashboard/stats', { schema: { response: { 200: DASHBOARD_ANSWER } } }, async (request) => {
    const companyId = getCaller(request).user.company_id;
    const now = clock();
    const zone = PRACTICE_TIME_ZONE;
    const today = zonedDate(now, zone);
    const monthStart = `${today.slice(0, 8)}01`;
    const months = Array.from({ length: CHART_MONTHS }, (_, index) => addMonths(monthStart, index - CHART_MONTHS + 1));
    const thisWeek = mondayOf(today);
    const weeks = Array.from({ length: CHART_WEEKS }, (_, index) => addDays(thisWeek, 7 * (index - CHART_WEEKS + 1)));

    const [company, customers, tasks, notes, perWeek, recent] = await Promise.all([
      findCompany(db, companyId),
      customerStats(db, companyId, zonedMidnight(monthStart, zone), zonedMidnight(addMonths(monthStart, -1), zone)),
      taskStats(db, companyId, today),
      notesPerPeriod(db, companyId, months.map((month) => zonedMidnight(month, zone))),
      tasksPerPeriod(db, companyId, weeks.map((week) => zonedMidnight(week, zone))),
      listActivities(db, companyId, visibleActivities(abilityOf(request)), { itemTypes: [], period: { from: null, until: null }, limit: RECENT_ACTIVITIES, after: null }),
    ]);

    return {
      stats: {
        customers,
        tasks,
        charts: {
          notes_per_month: months.map((month, index) => ({
            month: month.slice(0, 7),
            label: `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`,
            count: notes[index] ?? 0,
          })),
          tasks_per_week: weeks.map((week, index) => ({
            week,
            label: `${week.slice(8, 10)}/${week.slice(5, 7)}`,
            created: perWeek[index]?.created ?? 0,
            completed: perWeek[index]?.completed ?? 0,
          })),
          task_distribution: taskDistribution(tasks),
        },
        recent_activities: recent.rows.map((row) => serializeActivity(row, company, now)),
      },
    };
  });
}
