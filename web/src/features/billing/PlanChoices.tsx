import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { notify } from '../../ui/notify';
import { planPrice } from '../plans/plans';
import type { PlanChoices_company$data, PlanChoices_company$key } from './__generated__/PlanChoices_company.graphql';
import type { PlanChoices_plans$data, PlanChoices_plans$key } from './__generated__/PlanChoices_plans.graphql';
import { billingDate } from './dates';
import { BILLING_MESSAGES } from './messages';
import { PlanFeatures } from './PlanFeatures';
import { useChangePlan } from './useChangePlan';

const companyFragment = graphql`
  fragment PlanChoices_company on Company {
    plan {
      id
      identifier
    }
    subscription {
      status
      nextCharge
    }
    paymentMethods {
      id
    }
  }
`;

const plansFragment = graphql`
  fragment PlanChoices_plans on Plan @relay(plural: true) {
    id
    identifier
    name
    valueCents
    usersLimit
    recommended
  }
`;

type Plan = PlanChoices_plans$data[number];

/**
 * What moving to `plan` does, said before it is done: an upgrade from the free plan charges now; a
 * change between paid plans keeps a trial as it is, and otherwise takes effect at the next charge.
 */
function changeTerms(company: PlanChoices_company$data, plan: Plan): string {
  const { subscription } = company;
  if (company.plan.identifier === 'FREE') {
    return `O cartão padrão será cobrado agora em ${planPrice(plan)}, e depois a cada mês. Você pode cancelar quando quiser, sem multa.`;
  }
  if (subscription.status === 'trialing') {
    return `O seu teste grátis continua como está, sem cobrança até o fim. A primeira cobrança, em ${billingDate(subscription.nextCharge)}, será de ${planPrice(plan)}.`;
  }
  return `A partir da próxima cobrança, em ${billingDate(subscription.nextCharge)}, o valor passa a ser ${planPrice(plan)}. Você pode voltar quando quiser.`;
}

/**
 * The plans the company can move to: the paid ones on the free plan (upgrade), the other paid plan
 * on a paid one, so moving between paid plans never goes through cancelling (and losing a trial).
 */
export function PlanChoices({ company: companyKey, plans: plansKey }: { company: PlanChoices_company$key; plans: PlanChoices_plans$key }) {
  const company = useFragment(companyFragment, companyKey);
  const plans = useFragment(plansFragment, plansKey);
  const [changePlan, changing] = useChangePlan();
  const [target, setTarget] = useState<string | null>(null);
  const hasCard = company.paymentMethods.length > 0;
  const free = company.plan.identifier === 'FREE';
  const choices = plans.filter((plan) => plan.identifier !== 'FREE' && plan.identifier !== company.plan.identifier);
  if (choices.length === 0) return null;

  const choose = (plan: Plan) => {
    if (free && !hasCard) {
      notify.warning(BILLING_MESSAGES.needsCard, { id: 'upgrade-needs-card' });
      return;
    }
    modals.openConfirmModal({
      title: free ? `Fazer upgrade para o plano ${plan.name}` : `Mudar para o plano ${plan.name}`,
      children: <Text size="sm">{changeTerms(company, plan)}</Text>,
      labels: { confirm: free ? 'Confirmar upgrade' : 'Confirmar mudança', cancel: 'Cancelar' },
      onConfirm: async () => {
        setTarget(plan.identifier);
        await changePlan(
          plan.identifier,
          free ? BILLING_MESSAGES.upgradeFailed : BILLING_MESSAGES.changeFailed,
          `Pronto! Sua assinatura agora é do plano ${plan.name}.`,
        );
        setTarget(null);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {free ? 'Faça upgrade' : 'Mudar de plano'}
      </Title>
      {free && !hasCard && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {BILLING_MESSAGES.needsCard}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {choices.map((plan) => (
          <Card key={plan.id} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h4">
                  {plan.name}
                </Title>
                {plan.recommended && (
                  <Badge leftSection={<IconStar size={12} aria-hidden />} color="grape">
                    Recomendado
                  </Badge>
                )}
              </Group>
              <Text fw={700} size="lg">
                {planPrice(plan)}
              </Text>
              <PlanFeatures plan={plan} />
              <Button
                mt="auto"
                onClick={() => choose(plan)}
                loading={changing && target === plan.identifier}
                disabled={changing && target !== plan.identifier}
                variant={plan.recommended ? 'filled' : 'light'}
              >
                {free ? `Fazer upgrade para ${plan.name}` : `Mudar para o plano ${plan.name}`}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
