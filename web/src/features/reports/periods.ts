import { addDays, zonedDate } from '@practice/common';

/** Spec §2: the customer report's registration periods. */
export type ReportPeriod = 'all' | 'today' | 'week' | 'month' | 'custom';

export const REPORT_PERIOD_OPTIONS: { value: ReportPeriod; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'today', label: 'Hoje' },
  { value: 'week', label: 'Últimos 7 dias' },
  { value: 'month', label: 'Este mês' },
  { value: 'custom', label: 'Personalizado' },
];

export type PeriodBounds = { createdFrom: string | null; createdTo: string | null };

/**
 * The days (`YYYY-MM-DD`, the practice's calendar) a period covers. Week is the last 7 days, month
 * starts on the 1st; a custom period filters only once both of its days are set.
 */
export function periodBounds(period: ReportPeriod, custom: { from: string | null; to: string | null }, now: Date = new Date()): PeriodBounds {
  const today = zonedDate(now);
  switch (period) {
    case 'today':
      return { createdFrom: today, createdTo: today };
    case 'week':
      return { createdFrom: addDays(today, -6), createdTo: today };
    case 'month':
      return { createdFrom: `${today.slice(0, 8)}01`, createdTo: today };
    case 'custom':
      return custom.from && custom.to ? { createdFrom: custom.from, createdTo: custom.to } : { createdFrom: null, createdTo: null };
    default:
      return { createdFrom: null, createdTo: null };
  }
}
