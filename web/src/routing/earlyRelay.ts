import customersPageQuery from '../features/customers/__generated__/CustomersPageQuery.graphql';
import { customerListVariables } from '../features/customers/order';
import mainLayoutQuery from '../layouts/__generated__/MainLayoutQuery.graphql';
import { paths } from '../lib/paths';
import { isSessionValid } from '../lib/session';
import { syncSignedInHint } from '../lib/signedInHint';
import permissionQuery from './__generated__/permissionQuery.graphql';
import { prefetchQuery } from './prefetch';

// For a visitor with a session, the first screen's queries leave as soon as the entry runs, while
// React, the router and Relay still download (the page names their files beside the entry:
// vite/first-screen.ts), instead of once they have arrived and the router has matched the address:
// the main layout's query and the permission check, which take no variables, and the customers
// list's, where staff land, with the variables its route asks for. Relay takes their answers
// (prefetch.ts). The entry runs this module before it loads the app's code (main.tsx, boot.tsx).
const signedIn = isSessionValid();
// Said to the gateway, which names those scripts in the next page's answer (lib/signedInHint.ts).
syncSignedInHint(signedIn);

if (signedIn) {
  prefetchQuery(mainLayoutQuery.params, {});
  prefetchQuery(permissionQuery.params, {});
  // The customers list, where staff land: its query too, with the variables its route will ask for.
  if (window.location.pathname === paths.customers()) {
    prefetchQuery(customersPageQuery.params, customerListVariables(new URLSearchParams(window.location.search)));
  }
}
