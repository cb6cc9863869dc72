import { Anchor, Button, Divider, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCreditCard, IconLock, IconLogout, IconMail } from '@tabler/icons-react';
import { Component as ReactComponent, Suspense, useEffect, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { paths } from '../../lib/paths';
import type { SubscriptionSuspendedPageQuery } from './__generated__/SubscriptionSuspendedPageQuery.graphql';
import { logoutPath } from '../../lib/navigation';
import { hasSession } from '../../lib/session';
import { holdQuery, useOptionalScreenQuery } from '../../routing/screen';
import { PRODUCT_NAME } from '../../ui/Brand';
import { SUPPORT_EMAIL, SYSTEM_ADMIN_CODE } from './suspension';

// Answered while the company is suspended: the session check is one of the calls left open. The route
// table asks it of a signed-in visitor whose address lacks the system admin's code (asksWhetherSystemAdmin).
export const query = graphql`
  query SubscriptionSuspendedPageQuery {
    viewer {
      id
      accountType
    }
  }
`;

/** A question that could not be answered leaves the billing link out, as for anyone but the system admin. */
class Unanswered extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function BillingLink() {
  return (
    <Button component={Link} to={paths.subscription()} variant="light" size="md" leftSection={<IconCreditCard size={18} />}>
      Ver plano e assinatura
    </Button>
  );
}

/** The session's answer: the billing link for the system admin, who can pay. */
function AskedSystemAdmin({ queryRef }: { queryRef: PreloadedQuery<SubscriptionSuspendedPageQuery> }) {
  useEffect(() => holdQuery(queryRef as PreloadedQuery<OperationType>), [queryRef]);
  const { viewer } = usePreloadedQuery<SubscriptionSuspendedPageQuery>(query, queryRef);
  return viewer?.accountType === 'SYSTEM_ADMIN' ? <BillingLink /> : null;
}

const SUPPORT_MAIL_LINK = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Regularização da assinatura')}`;

export function Component() {
  useDocumentTitle(`Assinatura pendente ou suspensa · ${PRODUCT_NAME}`);
  const [searchParams] = useSearchParams();
  const [signedIn] = useState(hasSession);
  const queryRef = useOptionalScreenQuery<SubscriptionSuspendedPageQuery>();

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
        {searchParams.get('admin') === SYSTEM_ADMIN_CODE ? (
          <BillingLink />
        ) : (
          queryRef && (
            <Unanswered>
              <Suspense fallback={null}>
                <AskedSystemAdmin queryRef={queryRef} />
              </Suspense>
            </Unanswered>
          )
        )}
      </Stack>
      <Divider w="100%" />
      {signedIn ? (
        <Button component={Link} to={logoutPath()} variant="subtle" color="gray" leftSection={<IconLogout size={18} />}>
          Sair
        </Button>
      ) : (
        <Anchor component={Link} to={paths.login()} size="sm">
          Ir para o login
        </Anchor>
      )}
    </Stack>
  );
}
