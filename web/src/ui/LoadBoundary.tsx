import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { reportError } from '../lib/errorReporter';
import { RequestError } from '../relay/requestErrors';
import { notify } from './notify';

type Props = {
  /** The screen's own words for the failure (spec section 8), shown as a toast and in place of the content. */
  message: string;
  /**
   * Where the screen goes once the failure has been told (the user form goes back to the list), in
   * place of the message. It is left by rendering <Navigate>: a navigate() called from
   * componentDidCatch is dropped when the load fails on the screen's very first render, as
   * react-router only arms navigate in a layout effect of the screen, which runs after it.
   */
  leaveTo?: string;
  /** Loads the screen again; without it there is no retry button. */
  onRetry?: () => void;
  /** The load on screen (a query reference): a new one is tried afresh. */
  resetKey: unknown;
  children: ReactNode;
};

type State = { failed: boolean; resetKey: unknown };

/** The administration and profile screens whose data could not be loaded: their toast, and a retry in place. */
export class LoadBoundary extends Component<Props, State> {
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
    if (this.props.leaveTo) return <Navigate to={this.props.leaveTo} replace />;
    return (
      <Alert color="orange" variant="light" icon={<IconCloudOff size={20} aria-hidden />} maw={640}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{this.props.message}</Text>
          {this.props.onRetry && (
            <Button size="xs" variant="light" color="orange" onClick={this.props.onRetry}>
              Tentar novamente
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
}
