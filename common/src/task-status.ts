import { PRACTICE_TIME_ZONE, zonedDate } from './zoned.ts';

export type TaskStatus = 'pending' | 'due_today' | 'overdue' | 'completed';

export const TASK_STATUSES: readonly TaskStatus[] = ['pending', 'due_today', 'overdue', 'completed'];

/**
 * How each status reads and its colour (a Mantine colour name). The spec names the calendar's
 * colours: completed grey, overdue red; a task due today is orange and a pending one blue.
 */
export const TASK_STATUS_LABELS: Record<TaskStatus, { text: string; color: string }> = {
  pending: { text: 'Pendente', color: 'blue' },
  due_today: { text: 'Vence hoje', color: 'orange' },
  overdue: { text: 'Atrasada', color: 'red' },
  completed: { text: 'Concluída', color: 'gray' },
};

export interface TaskStatusInput {
  completed_at: Date | string | null;
  /** `YYYY-MM-DD`, a day on the practice's calendar. */
  due_date: string | null;
}

/**
 * A task's status at `now`: completed once `completed_at` is set; otherwise overdue when its due
 * date has passed on the practice's calendar, due_today on that day, else pending.
 */
export function taskStatus(task: TaskStatusInput, now: Date, timeZone: string = PRACTICE_TIME_ZONE): TaskStatus {
  return taskStatusOn(task, zonedDate(now, timeZone));
}

/** The same rule for a day already read on the practice's calendar (`YYYY-MM-DD`), for many tasks at once. */
export function taskStatusOn(task: TaskStatusInput, today: string): TaskStatus {
  if (task.completed_at !== null) return 'completed';
  if (task.due_date === null) return 'pending';
  if (task.due_date < today) return 'overdue';
  if (task.due_date === today) return 'due_today';
  return 'pending';
}

/** `status`, `status_text` and `status_color` as the api answers them for a task. */
export function taskStatusFields(task: TaskStatusInput, now: Date, timeZone: string = PRACTICE_TIME_ZONE) {
  const status = taskStatus(task, now, timeZone);
  return { status, status_text: TASK_STATUS_LABELS[status].text, status_color: TASK_STATUS_LABELS[status].color };
}
