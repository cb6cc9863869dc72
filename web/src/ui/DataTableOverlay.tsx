import { LoadingOverlay } from '@mantine/core';

/** The overlay on a data table's page while the next one loads. */
export default function DataTableOverlay({ visible }: { visible: boolean }) {
  return <LoadingOverlay visible={visible} zIndex={2} overlayProps={{ blur: 1, backgroundOpacity: 0.4 }} loaderProps={{ size: 'sm' }} />;
}
