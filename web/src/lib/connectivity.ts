import { notify } from '../ui/notify';

export const OFFLINE_MESSAGE = 'Você está offline. Verifique sua conexão.';
const OFFLINE_TOAST_ID = 'offline';

/** Says so while the browser is offline, and takes the notice away when the connection returns. */
export function watchConnectivity(target: Window = window): () => void {
  const onOffline = () => {
    notify.warning(OFFLINE_MESSAGE, { id: OFFLINE_TOAST_ID, autoClose: false });
  };
  const onOnline = () => notify.hide(OFFLINE_TOAST_ID);
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
