import { createElement, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';

export type NotifyOptions = {
  title?: string;
  /** Milliseconds before the toast hides, or false to keep it until closed. */
  autoClose?: number | false;
  withCloseButton?: boolean;
  /** A toast with the id of one already on screen is not shown twice. */
  id?: string;
  icon?: ReactNode;
};

export const DEFAULT_TOAST_MS = 5000;

type Kind = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<Kind, string> = {
  success: 'teal',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};

const ICONS = {
  success: IconCheck,
  error: IconX,
  warning: IconAlertTriangle,
  info: IconInfoCircle,
} as const;

/**
 * Mantine lists toasts oldest first; a rising priority puts the newest on top and keeps it visible
 * when more toasts are waiting than fit on screen.
 */
let priority = 0;

function show(kind: Kind, message: ReactNode, options: NotifyOptions = {}): string {
  priority += 1;
  return notifications.show({
    id: options.id,
    message,
    title: options.title,
    color: COLORS[kind],
    icon: options.icon ?? createElement(ICONS[kind], { size: 18, stroke: 2, 'aria-hidden': true }),
    autoClose: options.autoClose ?? DEFAULT_TOAST_MS,
    withCloseButton: options.withCloseButton ?? true,
    priority,
    'data-kind': kind,
  });
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  hide: (id: string) => notifications.hide(id),
};
