import './routing/earlyRelay';
import './ui/entry-styles';
import { StrictMode } from 'react';
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

function start(): void {
  installGlobalErrorReporter();
  watchConnectivity();

  const router = createBrowserRouter(routes);
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The URL is fixed before the router reads it; a stored editor value reloads the page instead.
if (applyStartUrl()) start();
