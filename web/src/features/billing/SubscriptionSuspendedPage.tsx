import { Anchor, Button, Divider, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCreditCard, IconLock, IconLogout, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { SubscriptionSuspendedPageQuery } from './__generated__/SubscriptionSuspendedPageQuery.graphql';
import { logoutPath } from '../../lib/navigation';
import { hasSession } from '../../lib/session';
import { PRODUCT_NAME } from '../../ui/Brand';
import { SUPPORT_EMAIL, SYSTEM_ADMIN_CODE } from './suspension';

// Answered while the company is suspended: the session check is one of the calls left open.
const viewerQuery = graphql`
  query SubscriptionSuspendedPageQuery {
    viewer {
      id
      accountType
    }
  }
`;

/** A signed-in system admin, who can pay: told by the sign-in's code, or asked of the session. */
function useIsSystemAdmin(signedIn: boolean, codeSaysAdmin: boolean): boolean {
  const environment = useRelayEnvironment();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!signedIn || codeSaysAdmin) return;
    const subscription = fetchQuery<SubscriptionSuspendedPageQuery>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setAsked(data.viewer?.accountType === 'SYSTEM_ADMIN'),
      error: () => setAsked(false),
    });
    return () => subscription.unsubscribe();
  }, [environment, signedIn, codeSaysAdmin]);
  return codeSaysAdmin || asked;
}

const SUPPORT_MAIL_LINK = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Regularização da assinatura')}`;

export function Component() {
  useDocumentTitle(`Assinatura pendente ou suspensa · ${PRODUCT_NAME}`);
  const [searchParams] = useSearchParams();
  const [signedIn] = useState(hasSession);
  const isSystemAdmin = useIsSystemAdmin(signedIn, searchParams.get('admin') === SYSTEM_ADMIN_CODE);

  return (
    <Stack gap="lg" align="center" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="orange">
        <IconLock size={34} stroke={1.6} />
      </ThemeIcon>
      <Stack gap="xs" align="center">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Sua assinatura está pendente ou suspensa
        </Title>
        <Text c="dimmed" maw={420}>
          Por isso, o acesso à conta está bloqueado no momento. Para regularizar sua conta, escreva para o nosso
          suporte em{' '}
          <Anchor href={SUPPORT_MAIL_LINK} fw={600}>
            {SUPPORT_EMAIL}
          </Anchor>
          .
        </Text>
      </Stack>
      <Stack gap="sm" w="100%" maw={360}>
        <Button component="a" href={SUPPORT_MAIL_LINK} size="md" leftSection={<IconMail size={18} />}>
          Escrever para o suporte
        </Button>
        {isSystemAdmin && (
          <Button
            component={Link}
            to="/business/subscription"
            variant="light"
            size="md"
            leftSection={<IconCreditCard size={18} />}
          >
            Ver plano e assinatura
          </Button>
        )}
      </Stack>
      <Divider w="100%" />
      {signedIn ? (
        <Button component={Link} to={logoutPath()} variant="subtle" color="gray" leftSection={<IconLogout size={18} />}>
          Sair
        </Button>
      ) : (
        <Anchor component={Link} to="/login" size="sm">
          Ir para o login
        </Anchor>
      )}
    </Stack>
  );
}
