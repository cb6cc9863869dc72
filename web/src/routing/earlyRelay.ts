import mainLayoutQuery from '../layouts/__generated__/MainLayoutQuery.graphql';
import { isSessionValid } from '../lib/session';
import { syncSignedInHint } from '../lib/signedInHint';
import permissionQuery from './__generated__/permissionQuery.graphql';
import { prefetchQuery, type QueryParams } from './prefetch';

/**
 * A screen whose query leaves with the entry when the page opens on its address: declared by the
 * screen's feature (e.g. features/customers/earlyQuery.ts) and named in the entry (main.tsx), with the
 * variables its route will ask for, so that Relay takes the answer (prefetch.ts).
 */
export type EarlyQuery = {
  path: string;
  query: { params: QueryParams };
  variables: (search: URLSearchParams) => Record<string, unknown>;
};

/**
 * For a visitor with a session, the first screen's queries leave as soon as the entry runs, while
 * React, the router and Relay still download (the page names their files beside the entry:
 * vite/first-screen.ts), instead of once they have arrived and the router has matched the address:
 * the main layout's query and the permission check, which take no variables, and the query of the
 * screen the address names among `screens`. The entry runs this before it loads the app's code
 * (main.tsx, boot.tsx).
 */
export function sendEarlyQueries(screens: readonly EarlyQuery[]): void {
  const signedIn = isSessionValid();
  // Said to the gateway, which names those scripts in the next page's answer (lib/signedInHint.ts).
  syncSignedInHint(signedIn);
  if (!signedIn) return;
  prefetchQuery(mainLayoutQuery.params, {});
  prefetchQuery(permissionQuery.params, {});
  const screen = screens.find((early) => early.path === window.location.pathname);
  if (screen) prefetchQuery(screen.query.params, screen.variables(new URLSearchParams(window.location.search)));
}
