import { ModalsProvider } from '@mantine/modals';

/** The dialogs that `modals.openConfirmModal` and the like open, with the app's button labels. */
export default function ModalsHost() {
  return <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }} />;
}
