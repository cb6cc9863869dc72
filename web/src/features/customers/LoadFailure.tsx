import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/errorReporter';
import { RequestError } from '../../relay/requestErrors';
import { notify } from '../../ui/notify';

type Props = {
  /** The screen's own words for the failure (spec section 8), shown as a toast and in place of the content. */
  message: string;
  /** Loads the screen's data again. */
  onRetry: () => void;
  /** The load on screen (a query reference): a new one is tried afresh. */
  resetKey: unknown;
  children: ReactNode;
};

type State = { failed: boolean; resetKey: unknown };

/** A screen whose data could not be loaded: the toast of the catalogue, and a way to try again in place. */
export class LoadFailureBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    notify.error(this.props.message, { id: `load-failure:${this.props.message}` });
    // A refused or failed request is expected and already told to the user; anything else is a bug.
    if (!(error instanceof RequestError)) reportError(error, { source: 'screen', componentStack: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <LoadFailure message={this.props.message} onRetry={this.props.onRetry} />;
  }
}

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper withBorder p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconCloudOff size={28} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{message}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          Verifique sua conexão e tente novamente em alguns instantes.
        </Text>
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Paper>
  );
}
