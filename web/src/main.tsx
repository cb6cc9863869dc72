// The entry is small, so that it runs as soon as it arrives: for a visitor with a session it sends the
// first screen's queries (routing/earlyRelay.ts) while the app's code (boot.tsx), named beside it in
// the page (vite/first-screen.ts), still downloads. The app then runs in a task of its own.
import './routing/earlyRelay';
import './ui/entry-styles';

void import('./boot');
