import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { graphql, useFragment } from 'react-relay';
import type { BillingInfo_company$key } from './__generated__/BillingInfo_company.graphql';
import { billingDate } from './dates';
import { useChangePlan } from './useChangePlan';

const fragment = graphql`
  fragment BillingInfo_company on Company {
    plan {
      id
      identifier
      name
    }
    subscription {
      status
      nextCharge
      cancelAtPeriodEnd
      createdAt
    }
  }
`;

/** What 'Manter assinatura' says once the scheduled cancellation is undone: with the renewal date when there is one. */
function keptMessage(company: { subscription: { nextCharge?: unknown } }): string {
  const renewal = company.subscription.nextCharge;
  return renewal ? `Assinatura mantida. Ela será renovada em ${billingDate(renewal)}.` : 'Assinatura mantida.';
}

/** A paid plan's charges (the next one, subscriber since), and cancelling it or keeping it once cancelled. */
export function BillingInfo({ company: key }: { company: BillingInfo_company$key }) {
  const { subscription, plan } = useFragment(fragment, key);
  const [changePlan, changing] = useChangePlan();

  const cancel = () =>
    modals.openConfirmModal({
      title: 'Cancelar assinatura',
      children: (
        <Text size="sm">
          {subscription.status === 'trialing'
            ? 'Sua conta passa agora para o plano Gratuito, sem cobrança.'
            : `O plano ${plan.name} continua até ${billingDate(subscription.nextCharge)} e não será cobrado de novo; depois, sua conta passa para o plano Gratuito.`}{' '}
          Nada é apagado.
        </Text>
      ),
      labels: { confirm: 'Cancelar assinatura', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void changePlan('FREE', 'Erro ao cancelar a assinatura. Tente novamente.', 'Assinatura cancelada.'),
    });

  const keep = () => void changePlan(plan.identifier, 'Erro ao manter a assinatura. Tente novamente.', keptMessage);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Cobrança
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {subscription.status === 'trialing' ? 'Primeira cobrança' : 'Próxima cobrança'}
            </Text>
            <Text fw={600}>{subscription.cancelAtPeriodEnd ? 'Nenhuma (cancelada)' : billingDate(subscription.nextCharge)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Assinante desde
            </Text>
            <Text fw={600}>{billingDate(subscription.createdAt)}</Text>
          </Stack>
        </SimpleGrid>
        <Group>
          {subscription.cancelAtPeriodEnd ? (
            <Button variant="light" onClick={keep} loading={changing}>
              Manter assinatura
            </Button>
          ) : (
            <Button variant="subtle" color="red" onClick={cancel} loading={changing}>
              Cancelar assinatura
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
