import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { theme } from './ui/theme';

/**
 * What every screen, the sign-in page included, expects around it: the theme, toasts (top-right, newest
 * first) and the Relay environment. Date pickers and dialogs come with the main layout (ScreenProviders).
 */
export function AppProviders({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={5} zIndex={1000} />
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </MantineProvider>
  );
}
