import { NO_TASK_PRIORITY_LABEL, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from '@practice/common';

/**
 * The calendar's colours for its events (spec section 9): completed grey, overdue red, then by
 * priority high orange, medium amber, low green, otherwise blue. A rule of the calendar's own, apart
 * from the status badge's colours; the two statuses read as common names them.
 */
export const EVENT_LEGEND = [
  { key: 'completed', label: TASK_STATUS_LABELS.completed.text, color: '#868e96' },
  { key: 'overdue', label: TASK_STATUS_LABELS.overdue.text, color: '#e03131' },
  { key: 'high', label: `Prioridade ${TASK_PRIORITY_LABELS.high.toLocaleLowerCase('pt-BR')}`, color: '#f76707' },
  { key: 'medium', label: `Prioridade ${TASK_PRIORITY_LABELS.medium.toLocaleLowerCase('pt-BR')}`, color: '#f59f00' },
  { key: 'low', label: `Prioridade ${TASK_PRIORITY_LABELS.low.toLocaleLowerCase('pt-BR')}`, color: '#2f9e44' },
  { key: 'other', label: NO_TASK_PRIORITY_LABEL, color: '#1c7ed6' },
] as const;

type EventTask = { completed: boolean; overdue: boolean; priority?: string | null };

/** The colour of a task's event on the calendar. */
export function eventColor(task: EventTask): string {
  const key = task.completed ? 'completed' : task.overdue ? 'overdue' : task.priority === 'HIGH' ? 'high' : task.priority === 'MEDIUM' ? 'medium' : task.priority === 'LOW' ? 'low' : 'other';
  return EVENT_LEGEND.find((entry) => entry.key === key)!.color;
}
