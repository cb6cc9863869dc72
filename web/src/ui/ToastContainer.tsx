import { Notifications } from '@mantine/notifications';

/** Where toasts show: top-right, newest first, five at most. Loaded with the first toast (App.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-right" limit={5} zIndex={1000} />;
}
