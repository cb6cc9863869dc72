import '@mantine/dates/styles.layer.css';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Brazil starts the week on Sunday. */
const DATES_SETTINGS = { locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] } as const;

/**
 * Date pickers and confirmation dialogs for the signed-in screens. They live in the main layout's
 * chunk rather than around the whole app, so the sign-in page does not download them.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ ...DATES_SETTINGS, weekendDays: [...DATES_SETTINGS.weekendDays] }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}
