import { Center, Loader, type CenterProps } from '@mantine/core';

/** Shown while a page's code or data arrives; announced to screen readers once. */
export function PageLoader({ fullScreen = false, ...props }: { fullScreen?: boolean } & CenterProps) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite" {...props}>
      <Loader size="md" aria-label="Carregando" />
    </Center>
  );
}
