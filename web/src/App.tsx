import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { theme } from './ui/theme';

const ToastContainer = lazy(() => import('./ui/ToastContainer'));

/** The toasts' container, loaded with the first toast: most page loads never show one. */
function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

/**
 * What every screen, the sign-in page included, expects around it: the theme and toasts (top-right,
 * newest first). The Relay environment, date pickers and dialogs come with the screens that use them
 * (DataLayout, ScreenProviders), so the sign-in page does not download them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The theme's CSS variables and responsive classes are a stylesheet of the build (vite/mantine-theme-css.ts).
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} defaultColorScheme="light">
      <Toasts />
      {children}
    </MantineProvider>
  );
}
