import { ACTIVITY_EVENT_LABELS, ACTIVITY_ITEM_TYPE_LABELS, addDays, addMonths, zonedDate } from '@practice/common';
import type { CompanyTerms } from '../../lib/terms';

export const HISTORY_LOAD_FAILED = 'Erro ao carregar histórico de atividades';
export const HISTORY_PAGE_SIZE = 50;

/** Spec §4: today, week (the last 7 days), month (the last month, the default) and all. */
export type ActivityPeriod = 'today' | 'week' | 'month' | 'all';
export const DEFAULT_PERIOD: ActivityPeriod = 'month';

export const PERIOD_OPTIONS: { value: ActivityPeriod; label: string }[] = [
  { value: 'today', label: 'Hoje' },
  { value: 'week', label: 'Últimos 7 dias' },
  { value: 'month', label: 'Último mês' },
  { value: 'all', label: 'Todo o período' },
];

/** The first day of a period on the practice's calendar, or null for all of it. */
export function periodStart(period: ActivityPeriod, now: Date = new Date()): string | null {
  const today = zonedDate(now);
  if (period === 'today') return today;
  if (period === 'week') return addDays(today, -6);
  if (period === 'month') return addMonths(today, -1);
  return null;
}

export type ActivityEventValue = 'CREATE' | 'UPDATE' | 'DESTROY';

export const EVENT_OPTIONS: { value: ActivityEventValue; label: string }[] = [
  { value: 'CREATE', label: ACTIVITY_EVENT_LABELS.create },
  { value: 'UPDATE', label: ACTIVITY_EVENT_LABELS.update },
  { value: 'DESTROY', label: ACTIVITY_EVENT_LABELS.destroy },
];

/** The kinds of record the history holds, in the company's words. */
export function itemTypeOptions(terms: CompanyTerms): { value: string; label: string }[] {
  return [
    { value: 'Customer', label: terms.customer },
    { value: 'CustomerNote', label: ACTIVITY_ITEM_TYPE_LABELS.CustomerNote },
    { value: 'Task', label: ACTIVITY_ITEM_TYPE_LABELS.Task },
    { value: 'TaskList', label: ACTIVITY_ITEM_TYPE_LABELS.TaskList },
    { value: 'NoteTemplate', label: ACTIVITY_ITEM_TYPE_LABELS.NoteTemplate },
    ...administrationItemTypeOptions(terms),
  ];
}

/** The kinds of record of the company's own administration, which the company log keeps to. */
export const ADMINISTRATION_ITEM_TYPES = ['Company', 'User', 'CustomerField', 'Subscription', 'PaymentMethod', 'SigningCertificate'];

/** The first page's variables: the default period, every kind of record or the administration's only. */
export function historyVariables(scope: 'all' | 'administration') {
  return { fromDate: periodStart(DEFAULT_PERIOD), itemTypes: scope === 'administration' ? ADMINISTRATION_ITEM_TYPES : null };
}

/** What the company log shows: the company's own administration. */
export function administrationItemTypeOptions(terms: CompanyTerms): { value: string; label: string }[] {
  return [
    { value: 'Company', label: terms.company },
    { value: 'User', label: ACTIVITY_ITEM_TYPE_LABELS.User },
    { value: 'CustomerField', label: ACTIVITY_ITEM_TYPE_LABELS.CustomerField },
    { value: 'Subscription', label: ACTIVITY_ITEM_TYPE_LABELS.Subscription },
    { value: 'PaymentMethod', label: ACTIVITY_ITEM_TYPE_LABELS.PaymentMethod },
    { value: 'SigningCertificate', label: ACTIVITY_ITEM_TYPE_LABELS.SigningCertificate },
  ];
}
