// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestActivity = ApiAnswer<'/api/v1/activity_history'>['activities'][number];

export type RestActivityChange = RestActivity['changes'][number];

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
