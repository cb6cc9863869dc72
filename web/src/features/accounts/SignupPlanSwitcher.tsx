import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SignupPlanSwitcher_plans$key } from './__generated__/SignupPlanSwitcher_plans.graphql';
import { paths } from '../../lib/paths';
import { planPrice, planTitle } from '../plans/plans';
import classes from './SignupPlanSwitcher.module.css';

/** Links to the same signup page for each plan; the form keeps what was typed. */
export function SignupPlanSwitcher({
  plans: plansKey,
  current,
}: {
  plans: SignupPlanSwitcher_plans$key;
  current: string;
}) {
  const plans = useFragment(
    graphql`
      fragment SignupPlanSwitcher_plans on Plan @relay(plural: true) {
        id
        identifier
        name
        valueCents
        recommended
      }
    `,
    plansKey,
  );

  return (
    <nav aria-label="Trocar de plano">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Prefere outro plano?
        </Text>
        <SimpleGrid cols={plans.length} spacing="xs">
          {plans.map((plan) => {
            const identifier = plan.identifier.toLowerCase();
            const selected = identifier === current;
            return (
              <UnstyledButton
                key={plan.id}
                component={Link}
                to={paths.signup(identifier)}
                replace
                preventScrollReset
                className={classes.option}
                data-selected={selected || undefined}
                aria-current={selected ? 'page' : undefined}
              >
                <Stack gap={2} align="center">
                  <Group gap={4} justify="center" wrap="nowrap">
                    <Text size="sm" fw={700}>
                      {planTitle(plan)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" ta="center">
                    {planPrice(plan)}
                  </Text>
                  {plan.recommended && (
                    <Badge color="teal" variant="light" size="xs" tt="none" px={5} classNames={{ label: classes.badgeLabel }}>
                      Recomendado
                    </Badge>
                  )}
                </Stack>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Stack>
    </nav>
  );
}
