import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { planPrice, planTitle } from '../plans/plans';
import { customersUsage, quotaLevel } from '../plans/quota';
import type { CurrentPlan_company$key } from './__generated__/CurrentPlan_company.graphql';
import { billingDate } from './dates';
import { PlanFeatures } from './PlanFeatures';

const fragment = graphql`
  fragment CurrentPlan_company on Company {
    plan {
      id
      identifier
      name
      valueCents
      usersLimit
    }
    subscription {
      active
      suspended
      trialDaysLeft
      nextCharge
      cancelAtPeriodEnd
    }
    customersQuota {
      customersCount
      customersLimit
    }
  }
`;

/** The company's plan: its price, state, trial, the free plan's quota and what it includes. */
export function CurrentPlan({ company: key }: { company: CurrentPlan_company$key }) {
  const company = useFragment(fragment, key);
  const terms = useCompanyTerms();
  const { plan, subscription } = company;
  const free = plan.identifier === 'FREE';
  const trial = subscription.trialDaysLeft;
  const usage = free ? customersUsage(company.customersQuota.customersCount, company.customersQuota.customersLimit) : null;
  const level = quotaLevel(usage);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Plano atual
            </Text>
            <Title order={2} size="h3">
              {planTitle(plan)}
            </Title>
            <Text fw={600}>{planPrice(plan)}</Text>
          </Stack>
          <Group gap="xs">
            {!free && (
              <Badge color={subscription.active ? 'teal' : 'gray'} variant="light" size="lg">
                {subscription.active ? 'Ativo' : 'Inativo'}
              </Badge>
            )}
            {trial !== null && trial !== undefined && (
              <Badge color="blue" variant="light" size="lg">
                {trial === 1 ? 'Teste grátis: 1 dia restante' : `Teste grátis: ${trial} dias restantes`}
              </Badge>
            )}
          </Group>
        </Group>
        {subscription.suspended && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Assinatura suspensa">
            O pagamento não foi confirmado. Adicione um cartão válido abaixo: a cobrança é feita na hora e o acesso volta em seguida.
          </Alert>
        )}
        {subscription.cancelAtPeriodEnd && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Assinatura cancelada">
            O plano {planTitle(plan)} continua até {billingDate(subscription.nextCharge)}; depois disso, sua conta passa para o plano
            Gratuito. Nada é apagado, mas acima dos limites do plano Gratuito não será possível cadastrar novos usuários ou{' '}
            {lowerFirst(terms.customerPlural)}.
          </Alert>
        )}
        {free && usage !== null && (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {company.customersQuota.customersCount} de {company.customersQuota.customersLimit} {lowerFirst(terms.customerPlural)} cadastrados
              </Text>
              <Text size="sm" fw={600}>
                {usage}%
              </Text>
            </Group>
            <Progress
              value={usage}
              color={level === 'full' ? 'red' : level === 'near' ? 'orange' : 'teal'}
              aria-label={`${usage}% do limite de ${lowerFirst(terms.customerPlural)} usado`}
            />
          </Stack>
        )}
        <PlanFeatures plan={plan} />
      </Stack>
    </Paper>
  );
}
