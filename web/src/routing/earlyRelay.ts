import { isSessionValid } from '../lib/session';

// Every screen behind the sign-in reads through Relay, its largest script: for a visitor with a
// session it is asked for as soon as the entry starts to run, while React and the router still set
// up, instead of once the first screen's loader asks for it (routing/screen.ts, loadScreenRelay).
// The entry imports this module first, so that it runs before the others.
if (isSessionValid()) void import('./screenRelay');
