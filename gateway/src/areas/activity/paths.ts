import type { ActivityHistoryQuery } from './types.ts';

function activityHistory(query: ActivityHistoryQuery): string {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.eventTypes?.length) params.set('event_type', query.eventTypes.join(','));
  if (query.itemTypes?.length) params.set('item_type', query.itemTypes.join(','));
  if (query.fromDate) params.set('from_date', query.fromDate);
  if (query.toDate) params.set('to_date', query.toDate);
  return `/api/v1/activity_history?${params.toString()}`;
}

export const paths = { activityHistory };
