import { Anchor, Button, Divider, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCreditCard, IconLock, IconLogout, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { logoutPath } from '../../lib/navigation';
import { hasSession } from '../../lib/session';
import { PRODUCT_NAME } from '../../ui/Brand';
import { SUPPORT_EMAIL, SYSTEM_ADMIN_CODE } from './suspension';

const SUPPORT_MAIL_LINK = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Regularização da assinatura')}`;

export function Component() {
  useDocumentTitle(`Assinatura pendente ou suspensa · ${PRODUCT_NAME}`);
  const [searchParams] = useSearchParams();
  const isSystemAdmin = searchParams.get('admin') === SYSTEM_ADMIN_CODE;
  const [signedIn] = useState(hasSession);

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
