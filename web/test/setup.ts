import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The toasts' code loads with the first toast (ui/notify.ts); loaded here at once, so a test's timers
// start with the toast rather than with the chunk's compilation.
import { notifications } from '@mantine/notifications';
import '../src/ui/toasts';
import { mountedEnvironment, setMountedEnvironment } from './mountedEnvironment';

// The app's one Relay environment is, in every test, the mock environment of the screen the test
// mounted (test/relay.tsx), so loaders and deferred code that call getEnvironment() use it too.
vi.mock('../src/relay/environment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/relay/environment')>()),
  getEnvironment: () => mountedEnvironment(),
}));

// relay-test-utils wraps the mock environment's methods with the global `jest.fn`.
Object.assign(globalThis, { jest: vi });

// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer like a wide desktop screen.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStandIn {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStandIn });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;
// The rich-text editor (Lexical) measures the caret through a Range, which jsdom does not lay out.
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
}

// Route modules load lazily and compile on first use, which takes longer than the default second, and
// several times longer on a machine busy with other work. A find returns as soon as it finds.
configure({ asyncUtilTimeout: 10_000 });

// vi.waitFor gives up after one second unless told otherwise, which a busy machine's render can take:
// it waits as long as a find does, where a test names no time of its own. Wrapped once per worker.
const WAIT_DEFAULT = Symbol.for('practice.waitForDefault');
if (!(WAIT_DEFAULT in vi.waitFor)) {
  const waitFor = vi.waitFor.bind(vi);
  const withDefault: typeof vi.waitFor = (callback, options) =>
    waitFor(callback, typeof options === 'number' ? options : { timeout: 10_000, ...options });
  vi.waitFor = Object.assign(withDefault, { [WAIT_DEFAULT]: true });
}

afterEach(() => {
  cleanup();
  // Files of one worker share modules (vite.config.ts): toasts still listed and nodes left in the
  // page by a screen would be found by the next file's queries.
  notifications.clean();
  document.body.replaceChildren();
  setMountedEnvironment(null);
  localStorage.clear();
  sessionStorage.clear();
});
