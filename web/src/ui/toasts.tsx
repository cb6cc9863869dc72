// What shows toasts: Mantine's notifications, their container and icons. Loaded with the first toast
// (ui/notify.ts): most page loads never show one.
import { useMediaQuery } from '@mantine/hooks';
import { notifications, notificationsStore, Notifications } from '@mantine/notifications';
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
export function showToast(kind: ToastKind, id: string, message: ReactNode, options: NotifyOptions, priority: number, onClose?: () => void): void {
  notifications.show({
    onClose,
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

/**
 * The same toast asked for again, the `count`th time: it says how many and stays its full time from
 * now (Mantine starts the wait again when the time changes, hence the count's few milliseconds).
 */
export function repeatToast(kind: ToastKind, id: string, message: ReactNode, options: NotifyOptions, count: number): void {
  const autoClose = options.autoClose ?? DEFAULT_TOAST_MS;
  notifications.update({
    id,
    color: COLORS[kind],
    message: createElement(
      'span',
      null,
      message,
      ' ',
      createElement('span', { style: { fontWeight: 600 }, 'aria-label': `${count} vezes` }, `×${count}`),
    ),
    autoClose: autoClose === false ? false : autoClose + count,
  });
}

/** Whether the toast `id` is on screen or waiting for room. */
export function isShown(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((toast) => toast.id === id) || queue.some((toast) => toast.id === id);
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

/**
 * Where toasts show, newest first, five at most (drawn by App.tsx once this module is here): at the
 * top's middle, between a dialog's title and its close button and clear of a drawer's buttons on the
 * right; on a phone, where a drawer fills the screen with its actions at the top, at the bottom.
 */
export function ToastContainer() {
  const phone = useMediaQuery('(max-width: 47.99em)', window.innerWidth < 768, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'top-center'} limit={5} zIndex={1000} />;
}
