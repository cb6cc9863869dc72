import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestActivity, RestActivityPage } from './types.ts';

export function activityLoaders(send: Send) {
  return {
    /** A page of the caller's company's activity history. */
    activityPage: resource(
      send,
      paths.activityHistory,
      (body: { activities: RestActivity[]; meta?: { next_cursor?: string | null } }): RestActivityPage => ({
        activities: body.activities,
        nextCursor: body.meta?.next_cursor ?? null,
      }),
    ),
  };
}
