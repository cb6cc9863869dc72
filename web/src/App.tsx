import { MantineProvider } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { onToastContainer, toastContainer } from './ui/notify';
import { theme } from './ui/theme';

/** The toasts' container, whose code comes with the first toast (ui/notify.ts): most page loads never show one. */
function Toasts() {
  const Container = useSyncExternalStore(onToastContainer, toastContainer);
  return Container ? <Container /> : null;
}

/**
 * What every screen, the sign-in page included, expects around it: the theme and toasts (at the top,
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
