import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { SignupPlanPanel_plan$key } from './__generated__/SignupPlanPanel_plan.graphql';
import { planLimitLines, planPrice, planTitle } from '../plans/plans';

/** The chosen plan's price and limits beside the signup form. */
export function SignupPlanPanel({ plan: planKey }: { plan: SignupPlanPanel_plan$key }) {
  const plan = useFragment(
    graphql`
      fragment SignupPlanPanel_plan on Plan {
        identifier
        name
        valueCents
        usersLimit
        customersLimit
        customersLimitPeriod
        trialDays
        recommended
      }
    `,
    planKey,
  );
  const [price, perMonth] = planPrice(plan).split('/');

  return (
    <Paper component="section" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-color-brand-0)" aria-labelledby="signup-plan-title">
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.6}>
              Seu plano
            </Text>
            {plan.recommended && (
              <Badge color="teal" variant="light" size="sm" tt="none">
                Recomendado
              </Badge>
            )}
          </Group>
          <Title order={2} size="h3" id="signup-plan-title">
            {planTitle(plan)}
          </Title>
          <Group gap={4} align="baseline">
            <Text fz={32} fw={800} lh={1.1}>
              {price}
            </Text>
            {perMonth && (
              <Text c="dimmed" fw={500}>
                /{perMonth}
              </Text>
            )}
          </Group>
        </Stack>
        <List
          spacing="sm"
          size="sm"
          center
          styles={{ item: { lineHeight: 1.45 } }}
          icon={
            <ThemeIcon color="teal" size={22} radius="xl" variant="light">
              <IconCheck size={14} stroke={3} />
            </ThemeIcon>
          }
        >
          {planLimitLines(plan).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
