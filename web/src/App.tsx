import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { theme } from './ui/theme';

/** Brazil starts the week on Sunday. */
const DATES_SETTINGS = { locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] } as const;

/** Everything a screen expects around it: theme, dates, dialogs, toasts and the Relay environment. */
export function AppProviders({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ ...DATES_SETTINGS, weekendDays: [...DATES_SETTINGS.weekendDays] }}>
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications position="top-right" limit={5} zIndex={1000} />
          <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
