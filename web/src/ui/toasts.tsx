// What shows toasts: Mantine's notifications, their container and icons. Loaded with the first toast
// (ui/notify.ts): most page loads never show one.
import { notifications, Notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { DEFAULT_TOAST_MS, type NotifyOptions, type ToastKind } from './notify';

const COLORS: Record<ToastKind, string> = {
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
 * Shows a toast with the id notify() gave it. Mantine lists toasts oldest first; a rising `priority`
 * puts the newest on top and keeps it visible when more toasts are waiting than fit on screen.
 */
export function showToast(kind: ToastKind, id: string, message: ReactNode, options: NotifyOptions, priority: number): void {
  notifications.show({
    id,
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

export function hideToast(id: string): void {
  notifications.hide(id);
}

/** Where toasts show: top-right, newest first, five at most (drawn by App.tsx once this module is here). */
export function ToastContainer() {
  return <Notifications position="top-right" limit={5} zIndex={1000} />;
}
