// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export interface RestActivityChange {
  field_name: string;
  from: string | null;
  to: string | null;
}

export interface RestActivity {
  id: number;
  event: 'create' | 'update' | 'destroy';
  event_text: string;
  user_name: string;
  item_type: string;
  item_type_text: string;
  item_id: number;
  item_name: string | null;
  customer_id: number | null;
  customer_name: string | null;
  created_at: string;
  relative_time: string;
  /** The entry as a pt-BR sentence; an api that follows only the spec answers none. */
  summary?: string;
  changes: RestActivityChange[];
  /** Where a page that resumes after this row starts (history pages only). */
  cursor?: string;
}

/** One page of GET /api/v1/activity_history, as its query string asks for it. */
export interface ActivityHistoryQuery {
  limit: number;
  cursor?: string;
  eventTypes?: string[];
  itemTypes?: string[];
  fromDate?: string;
  toDate?: string;
}

export interface RestActivityPage {
  activities: RestActivity[];
  nextCursor: string | null;
}
