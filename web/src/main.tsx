// The entry is small, so that it runs as soon as it arrives: for a visitor with a session it sends the
// first screen's queries (routing/earlyRelay.ts) while the app's code (boot.tsx), named beside it in
// the page (vite/first-screen.ts), still downloads. The app then runs in a task of its own.
import { customersEarlyQuery } from './features/customers/earlyQuery';
import { paths } from './lib/paths';
import { isSessionValid } from './lib/session';
import { sendEarlyQueries } from './routing/earlyRelay';
import './ui/entry-styles';

sendEarlyQueries([customersEarlyQuery]);

void import('./boot');
// Without a session the visitor lands on the sign-in page, whose code (vite/chunks.ts, `login`) then
// downloads beside the app's instead of once the router has matched the address. With one, the main
// layout is asked for now: its stylesheet is then applied before the first paint, where restyling the
// page once the router asked for it was a long task of its own on a phone. Neither on the agenda's
// public pages, which patients open and which have a layout of their own.
const publicPage = [paths.booking(''), paths.appointmentLink('', '')].some((prefix) => window.location.pathname.startsWith(prefix.replace(/\/+$/, '/')));
if (!isSessionValid() && !publicPage) {
  void import('./layouts/AuthLayout');
  void import('./features/accounts/LoginPage');
} else if (!publicPage) {
  void import('./layouts/MainLayout');
}
