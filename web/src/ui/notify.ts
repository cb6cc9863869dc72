import type { ComponentType, ReactNode } from 'react';

export type NotifyOptions = {
  title?: string;
  /** Milliseconds before the toast hides, or false to keep it until closed. */
  autoClose?: number | false;
  withCloseButton?: boolean;
  /** A toast with the id of one already on screen is not shown twice. */
  id?: string;
  icon?: ReactNode;
};

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

type Toasts = typeof import('./toasts');

// The toasts' code (ui/toasts.tsx) comes with the first toast. Until it is here, toasts and their
// removals wait in the order they were asked for; a failed download is tried again by the next toast.
let toasts: Promise<Toasts> | null = null;
let container: ComponentType | null = null;
const listeners = new Set<() => void>();

function withToasts(use: (module: Toasts) => void): void {
  toasts ??= import('./toasts').then(
    (module) => {
      container = module.ToastContainer;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      toasts = null;
      throw error;
    },
  );
  toasts.then(use, () => undefined);
}

/** The toasts' container once their code is here (App.tsx draws it), null before. */
export function toastContainer(): ComponentType | null {
  return container;
}

export function onToastContainer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const DEFAULT_TOAST_MS = 5000;

/** How many toasts were asked for: each one's generated id, and its rank (the newest shows on top). */
let shown = 0;

/**
 * The toasts on screen by kind and text: the same words again (three 'Status atualizado.' from three
 * clicks) count up on the toast already shown, which stays longer, rather than stacking over the screen.
 */
const onScreen = new Map<string, { id: string; count: number }>();

function show(kind: ToastKind, message: ReactNode, options: NotifyOptions = {}): string {
  shown += 1;
  const priority = shown;
  const key = typeof message === 'string' && options.id === undefined && options.title === undefined ? `${kind}:${message}` : null;
  const repeated = key === null ? undefined : onScreen.get(key);
  const id = repeated?.id ?? options.id ?? `toast-${priority}`;
  const closed = () => {
    if (key !== null && onScreen.get(key)?.id === id) onScreen.delete(key);
  };
  if (key !== null && !repeated) onScreen.set(key, { id, count: 1 });
  withToasts(({ isShown, repeatToast, showToast }) => {
    // A toast removed without closing (its container went away) is shown again rather than counted.
    if (repeated && isShown(id)) repeatToast(kind, id, message, options, (repeated.count += 1));
    else {
      if (repeated) repeated.count = 1;
      showToast(kind, id, message, options, priority, closed);
    }
  });
  return id;
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  // Nothing to hide before the first toast: no need for the toasts' code then.
  hide: (id: string) => {
    if (toasts) withToasts(({ hideToast }) => hideToast(id));
  },
};
