import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestDashboardStats } from './types.ts';

export function dashboardLoaders(send: Send) {
  return {
    /** The dashboard's figures of the caller's company. */
    dashboardStats: resource(send, (_: typeof ONLY) => paths.dashboardStats, (body: { stats: RestDashboardStats }) => body.stats),
  };
}
