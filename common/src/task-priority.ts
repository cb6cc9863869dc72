export type TaskPriority = 'high' | 'medium' | 'low';

/** From the most urgent: the order of the board's priority groups, the report's rows and the task form's options. */
export const TASK_PRIORITIES: readonly TaskPriority[] = ['high', 'medium', 'low'];

/** How each priority reads wherever a task is shown, listed, grouped, reported or told in the history. */
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { high: 'Alta', medium: 'Média', low: 'Baixa' };

/** A task without a priority, where priorities are listed (the board's groups, the report). */
export const NO_TASK_PRIORITY_LABEL = 'Sem prioridade';
