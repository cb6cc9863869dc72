import { Box, Button, Container, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { Brand } from '../ui/Brand';
import { PageLoader } from '../ui/PageLoader';

export const ONBOARDING_STEPS = [paths.onboardingProfile(), paths.onboardingReady()] as const;

/** 1 for the profile step, 2 for the last one; the path decides. */
export function onboardingStep(pathname: string): number {
  const index = ONBOARDING_STEPS.findIndex((path) => pathname.startsWith(path));
  return index < 0 ? 1 : index + 1;
}

/** First steps after signup: the brand, the step marker and one card. The protected route checks the session. */
export function OnboardingLayout() {
  const { pathname } = useLocation();
  const step = onboardingStep(pathname);
  const total = ONBOARDING_STEPS.length;

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size={720} py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Brand size={28} />
            <Button component={Link} to={paths.logout()} variant="subtle" color="gray" size="compact-sm" leftSection={<IconLogout size={16} aria-hidden />}>
              Sair
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size={720} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" fw={600} c="brand.8" aria-live="polite">
              Passo {step} de {total}
            </Text>
            <Progress
              value={(step / total) * 100}
              size="sm"
              radius="xl"
              aria-label={`Passo ${step} de ${total}`}
            />
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }}>
            <Suspense fallback={<PageLoader h={160} />}>
              <Outlet />
            </Suspense>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

export const Component = OnboardingLayout;
