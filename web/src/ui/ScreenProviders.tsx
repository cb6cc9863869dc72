import { DatesProvider } from '@mantine/dates';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

/** Brazil starts the week on Sunday. */
const DATES_SETTINGS = { locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] } as const;

const ModalsHost = lazy(() => import('./ModalsHost'));

/** What `modals.open…` of @mantine/modals sends, for the host to hear once it is there. */
const OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

type Waiting = { hostReady: boolean; events: CustomEvent[] };

/** Sends again, to the host that has just started listening, what was asked of it while it loaded. */
function Replay({ waiting }: { waiting: Waiting }) {
  useEffect(() => {
    waiting.hostReady = true;
    for (const event of waiting.events.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [waiting]);
  return null;
}

/**
 * The confirmation dialogs' host, loaded with the first dialog a screen opens: most page loads open
 * none. It sits beside the screens, not around them, so its arrival redraws none of them.
 */
function LazyModals() {
  const [waiting] = useState<Waiting>(() => ({ hostReady: false, events: [] }));
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const hold = (event: Event) => {
      if (waiting.hostReady) return;
      waiting.events.push(event as CustomEvent);
      setNeeded(true);
    };
    OPEN_EVENTS.forEach((name) => window.addEventListener(name, hold));
    return () => OPEN_EVENTS.forEach((name) => window.removeEventListener(name, hold));
  }, [waiting]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
      <Replay waiting={waiting} />
    </Suspense>
  );
}

/**
 * Date pickers and confirmation dialogs for the signed-in screens. They live in the main layout's
 * chunk rather than around the whole app, so the sign-in page does not download them.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ ...DATES_SETTINGS, weekendDays: [...DATES_SETTINGS.weekendDays] }}>
      {children}
      <LazyModals />
    </DatesProvider>
  );
}
