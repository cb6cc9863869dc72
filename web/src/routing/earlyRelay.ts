import mainLayoutQuery from '../layouts/__generated__/MainLayoutQuery.graphql';
import { isSessionValid } from '../lib/session';
import { syncSignedInHint } from '../lib/signedInHint';
import permissionQuery from './__generated__/permissionQuery.graphql';
import { prefetchQuery } from './prefetch';

// Every screen behind the sign-in reads through Relay, its largest script: for a visitor with a
// session it is asked for as soon as the entry starts to run, while React and the router still set
// up, instead of once the first screen's loader asks for it (routing/screen.ts, loadScreenRelay).
// So is the main layout's script (with the customers list, where staff land), rather than once the
// router has set up and matched the address. The layout's query and the permission check take no
// variables and come with the entry, so they leave now too, beside the scripts instead of after
// them; Relay takes their answers (prefetch.ts).
// The entry imports this module first, so that it runs before the others.
const signedIn = isSessionValid();
// Said to the gateway, which names those scripts in the next page's answer (lib/signedInHint.ts).
syncSignedInHint(signedIn);

if (signedIn) {
  void import('./screenRelay');
  void import('../layouts/MainLayout');
  prefetchQuery(mainLayoutQuery.params, {});
  prefetchQuery(permissionQuery.params, {});
}
