import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useWorkingHoursQuery } from './__generated__/useWorkingHoursQuery.graphql';

const query = graphql`
  query useWorkingHoursQuery($userId: ID!) {
    availability(userId: $userId) {
      weekday
      start
      end
    }
  }
`;

export type WorkingWindow = { weekday: number; start: string; end: string };

/**
 * A professional's weekly hours, to shade the rest of the agenda; none (nothing shaded) until they
 * arrive or when they cannot be read. Asked again when `version` changes (after the hours are saved).
 */
export function useWorkingHours(userId: string | null, version: number): ReadonlyArray<WorkingWindow> | null {
  const environment = useRelayEnvironment();
  const [windows, setWindows] = useState<ReadonlyArray<WorkingWindow> | null>(null);
  useEffect(() => {
    setWindows(null);
    if (!userId) return;
    const subscription = fetchQuery<useWorkingHoursQuery>(environment, query, { userId }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setWindows(data.availability),
      error: () => setWindows(null),
    });
    return () => subscription.unsubscribe();
  }, [environment, userId, version]);
  return windows;
}
