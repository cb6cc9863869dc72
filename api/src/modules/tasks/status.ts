import type { Clock } from '../../clock.ts';

/** The practices are Brazilian: due dates are calendar days in São Paulo. */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the company's time zone, `YYYY-MM-DD`. */
export function companyToday(clock: Clock): string {
  return dayFormat.format(clock());
}

export type TaskStatus = 'pending' | 'completed' | 'overdue' | 'due_today';
export const TASK_STATUSES: readonly TaskStatus[] = ['pending', 'completed', 'overdue', 'due_today'];

export const STATUS_TEXT: Record<TaskStatus, string> = {
  pending: 'Pendente',
  completed: 'Concluída',
  overdue: 'Atrasada',
  due_today: 'Vence hoje',
};

/** Mantine colour names, as the web app's badges use them. */
export const STATUS_COLOR: Record<TaskStatus, string> = {
  pending: 'blue',
  completed: 'green',
  overdue: 'red',
  due_today: 'orange',
};

/** A completed task is completed whatever its date; an open one is overdue the day after its due date. */
export function taskStatus(task: { completed_at: Date | null; due_date: string | null }, today: string): TaskStatus {
  if (task.completed_at) return 'completed';
  if (task.due_date !== null && task.due_date < today) return 'overdue';
  if (task.due_date === today) return 'due_today';
  return 'pending';
}
