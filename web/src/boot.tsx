// The app: React, the router, the sign-in page and the route table. The entry (main.tsx) loads it
// once it has sent the first signed-in screen's queries.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './App';
import { watchConnectivity } from './lib/connectivity';
import { installGlobalErrorReporter } from './lib/errorReporter';
import { setNavigator } from './lib/navigation';
import { syncSignedInHint } from './lib/signedInHint';
import { watchSession } from './lib/sessionGuard';
import { applyStartUrl } from './lib/startUrl';
import { PROTECTED_ROUTE_ID, routes } from './routes';

/**
 * Lets the browser run what waits (input, a paint, a response) before the next step of the start:
 * evaluating the app's code, making the router (which matches the address against every route and
 * starts the first screen's loaders) and drawing were one task of about 100 ms on a mid-range phone,
 * and each is now one of its own.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  installGlobalErrorReporter();
  watchConnectivity();
  await yieldToMain();

  const router = createBrowserRouter(routes);
  // The first screen is drawn in a transition (below), which React may set aside between slices: the
  // router can finish loading the first page before RouterProvider, which subscribes once drawn,
  // listens. So a new subscriber hears the router's state at once, as useSyncExternalStore would
  // check it; a state it has already drawn changes nothing.
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    const unsubscribe = subscribe(subscriber);
    subscriber(router.state, { deletedFetchers: [], newErrors: null, flushSync: false });
    return unsubscribe;
  };
  // Signing in or out ends in a navigation: the gateway's hint follows before the next load.
  router.subscribe(() => syncSignedInHint());
  setNavigator((path, options) => void router.navigate(path, options));
  watchSession({
    isProtected: () => router.state.matches.some((match) => match.route.id === PROTECTED_ROUTE_ID),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    go: (path) => void router.navigate(path, { replace: true }),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('O elemento #root não existe em index.html');
  await yieldToMain();
  const root = createRoot(container);
  // A transition, like the router's own updates: React draws the first screen in slices of a few
  // milliseconds instead of one long task that would hold the phone's main thread.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// The URL is fixed before the router reads it; a stored editor value reloads the page instead.
if (applyStartUrl()) void start();
