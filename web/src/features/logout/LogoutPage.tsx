import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import { loginPath, safeRedirectPath } from '../../lib/notices';
import { reloadTo, SESSION_EXPIRED_ACTION } from '../../lib/navigation';
import { clearSession, hasSession } from '../../lib/session';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { LogoutPageMutation } from './__generated__/LogoutPageMutation.graphql';

/** Signing out locally never waits longer than this for the server to revoke the token. */
export const SIGN_OUT_WAIT_MS = 4000;

export const LOGOUT_MUTATION = graphql`
  mutation LogoutPageMutation {
    signOut {
      success
    }
  }
`;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * /logout?action=SESSION_EXPIRED:DO_LOGIN_AGAIN&redirectTo=/path. Revokes the token when there is one,
 * clears the stored session whatever the server answers, and opens the login with a full page load.
 */
export function LogoutPage() {
  const [searchParams] = useSearchParams();
  const [signOut] = useMutationPromise<LogoutPageMutation>(LOGOUT_MUTATION);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const expired = searchParams.get('action') === SESSION_EXPIRED_ACTION;
    const redirectTo = safeRedirectPath(searchParams.get('redirectTo'));
    const revoke = hasSession()
      ? Promise.race([signOut({ variables: {}, skipErrorToast: true }).then(
          () => undefined,
          () => undefined,
        ), wait(SIGN_OUT_WAIT_MS)])
      : Promise.resolve();
    void revoke.then(() => {
      clearSession();
      reloadTo(expired ? loginPath({ notice: 'session_expired', redirectTo }) : loginPath({ notice: 'signed_out' }));
    });
  }, [searchParams, signOut]);

  return (
    <Center h="100dvh">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed">Saindo com segurança…</Text>
      </Stack>
    </Center>
  );
}

export const Component = LogoutPage;
