import { Alert, Badge, Button, Card, Group, List, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCheck, IconCreditCard, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { planPrice, planTitle } from '../plans/plans';
import { customersUsage, quotaLevel } from '../plans/quota';
import type { SubscriptionPageChangePlanMutation, PlanIdentifier } from './__generated__/SubscriptionPageChangePlanMutation.graphql';
import type { SubscriptionPageQuery } from './__generated__/SubscriptionPageQuery.graphql';
import type { SubscriptionPageRemoveCardMutation } from './__generated__/SubscriptionPageRemoveCardMutation.graphql';
import type { SubscriptionPage_company$data, SubscriptionPage_company$key } from './__generated__/SubscriptionPage_company.graphql';
import { AddCardModal } from './AddCardModal';
import { brandLabel, lastDigits } from './cardBrands';
import { BILLING_MESSAGES } from './messages';

const query = graphql`
  query SubscriptionPageQuery {
    plans {
      id
      identifier
      name
      valueCents
      usersLimit
      customersLimit
      customersLimitPeriod
      recommended
    }
    paymentGateway {
      scriptUrl
      accountId
      testMode
    }
    viewer {
      id
      company {
        id
        ...SubscriptionPage_company
      }
    }
  }
`;

const fragment = graphql`
  fragment SubscriptionPage_company on Company {
    id
    plan {
      id
      identifier
      name
      valueCents
      usersLimit
    }
    subscription {
      status
      active
      suspended
      trialDaysLeft
      nextCharge
      cancelAtPeriodEnd
      createdAt
    }
    paymentMethods {
      id
      description
      brand
      displayNumber
      isDefault
    }
    customersQuota {
      customersCount
      customersLimit
    }
  }
`;

const changePlanMutation = graphql`
  mutation SubscriptionPageChangePlanMutation($input: ChangePlanInput!) {
    changePlan(input: $input) {
      company {
        id
        subscription {
          nextCharge
        }
        ...SubscriptionPage_company
        ...CompanyBadge_company
        subscriptionStatus {
          suspended
          active
          status
        }
      }
      fullMessages
    }
  }
`;

const removeCardMutation = graphql`
  mutation SubscriptionPageRemoveCardMutation($input: RemovePaymentMethodInput!) {
    removePaymentMethod(input: $input) {
      deletedPaymentMethodId
      company {
        id
        ...SubscriptionPage_company
      }
      fullMessages
    }
  }
`;

type Company = SubscriptionPage_company$data;
type Plans = SubscriptionPageQuery['response']['plans'];

const date = (value: unknown) => (value ? dayjs(String(value)).format('DD/MM/YYYY') : '—');

function usersLine(limit: number): string {
  return limit === 1 ? 'Até 1 usuário' : `Até ${limit} usuários`;
}

/** Spec section 2: users_limit users; essential features on free, all features and priority support on paid plans. */
function featureLines(plan: { identifier: string; usersLimit: number }): string[] {
  if (plan.identifier === 'FREE') return [usersLine(plan.usersLimit), 'Funcionalidades essenciais'];
  return [usersLine(plan.usersLimit), 'Todas as funcionalidades', 'Suporte prioritário'];
}

function Features({ lines }: { lines: string[] }) {
  return (
    <List
      spacing={4}
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" color="teal" variant="light">
          <IconCheck size={12} aria-hidden />
        </ThemeIcon>
      }
    >
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

function CurrentPlan({ company }: { company: Company }) {
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
            O plano {planTitle(plan)} continua até {date(subscription.nextCharge)}; depois disso, sua conta passa para o plano
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
        <Features lines={featureLines(plan)} />
      </Stack>
    </Paper>
  );
}

function PaymentMethods({ company, onAdd }: { company: Company; onAdd: () => void }) {
  const [remove] = useMutationPromise<SubscriptionPageRemoveCardMutation>(removeCardMutation);

  const confirmRemove = (card: Company['paymentMethods'][number]) =>
    modals.openConfirmModal({
      title: 'Remover forma de pagamento',
      children: (
        <Text size="sm">
          Deseja remover o cartão <strong>{card.description}</strong> ({brandLabel(card.brand)} final {lastDigits(card.displayNumber)})?
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { removePaymentMethod } = await remove({ variables: { input: { id: card.id } }, skipErrorToast: true });
          if (!removePaymentMethod.deletedPaymentMethodId) {
            notify.error(BILLING_MESSAGES.removeFailed, { title: removePaymentMethod.fullMessages.join(' ') || undefined });
            return;
          }
          notify.success(BILLING_MESSAGES.cardRemoved);
        } catch {
          notify.error(BILLING_MESSAGES.removeFailed);
        }
      },
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            Formas de pagamento
          </Title>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd} variant="light">
            Adicionar cartão
          </Button>
        </Group>
        {company.paymentMethods.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum cartão cadastrado.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {company.paymentMethods.map((card) => (
              <Group
                key={card.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                {/* On a phone the remove button goes under the card rather than cutting its name. */}
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <IconCreditCard size={20} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {card.description}
                    </Text>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {brandLabel(card.brand)} •••• {lastDigits(card.displayNumber)}
                      </Text>
                      {card.isDefault && (
                        <Badge size="sm" variant="outline">
                          Padrão
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => confirmRemove(card)}
                  aria-label={`Remover ${card.description}`}
                >
                  Remover
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function useChangePlan() {
  const [change, changing] = useMutationPromise<SubscriptionPageChangePlanMutation>(changePlanMutation);
  /** `success` is the toast after the change, or made from the company as the change left it. */
  const run = async (
    planIdentifier: PlanIdentifier,
    failed: string,
    success: string | ((company: { subscription: { nextCharge?: unknown } }) => string),
  ): Promise<boolean> => {
    try {
      const { changePlan } = await change({ variables: { input: { planIdentifier } }, skipErrorToast: true });
      if (!changePlan.company) {
        notify.error(changePlan.fullMessages[0] ?? failed, { title: changePlan.fullMessages.length ? failed : undefined });
        return false;
      }
      notify.success(typeof success === 'string' ? success : success(changePlan.company));
      return true;
    } catch {
      notify.error(failed);
      return false;
    }
  };
  return [run, changing] as const;
}

/**
 * What moving to `plan` does, said before it is done: an upgrade from the free plan charges now; a
 * change between paid plans keeps a trial as it is, and otherwise takes effect at the next charge.
 */
function changeTerms(company: Company, plan: Plans[number]): string {
  const { subscription } = company;
  if (company.plan.identifier === 'FREE') {
    return `O cartão padrão será cobrado agora em ${planPrice(plan)}, e depois a cada mês. Você pode cancelar quando quiser, sem multa.`;
  }
  if (subscription.status === 'trialing') {
    return `O seu teste grátis continua como está, sem cobrança até o fim. A primeira cobrança, em ${date(subscription.nextCharge)}, será de ${planPrice(plan)}.`;
  }
  return `A partir da próxima cobrança, em ${date(subscription.nextCharge)}, o valor passa a ser ${planPrice(plan)}. Você pode voltar quando quiser.`;
}

/**
 * The plans the company can move to: the paid ones on the free plan (upgrade), the other paid plan
 * on a paid one, so moving between paid plans never goes through cancelling (and losing a trial).
 */
function PlanChoices({ company, plans }: { company: Company; plans: Plans }) {
  const [changePlan, changing] = useChangePlan();
  const [target, setTarget] = useState<string | null>(null);
  const hasCard = company.paymentMethods.length > 0;
  const free = company.plan.identifier === 'FREE';
  const choices = plans.filter((plan) => plan.identifier !== 'FREE' && plan.identifier !== company.plan.identifier);
  if (choices.length === 0) return null;

  const choose = (plan: Plans[number]) => {
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
              <Features lines={featureLines(plan)} />
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

/** What 'Manter assinatura' says once the scheduled cancellation is undone: with the renewal date when there is one. */
function keptMessage(company: { subscription: { nextCharge?: unknown } }): string {
  const renewal = company.subscription.nextCharge;
  return renewal ? `Assinatura mantida. Ela será renovada em ${date(renewal)}.` : 'Assinatura mantida.';
}

function BillingInfo({ company }: { company: Company }) {
  const [changePlan, changing] = useChangePlan();
  const { subscription, plan } = company;

  const cancel = () =>
    modals.openConfirmModal({
      title: 'Cancelar assinatura',
      children: (
        <Text size="sm">
          {subscription.status === 'trialing'
            ? 'Sua conta passa agora para o plano Gratuito, sem cobrança.'
            : `O plano ${plan.name} continua até ${date(subscription.nextCharge)} e não será cobrado de novo; depois, sua conta passa para o plano Gratuito.`}{' '}
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
            <Text fw={600}>{subscription.cancelAtPeriodEnd ? 'Nenhuma (cancelada)' : date(subscription.nextCharge)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Assinante desde
            </Text>
            <Text fw={600}>{date(subscription.createdAt)}</Text>
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

function SubscriptionScreen({ data }: { data: SubscriptionPageQuery['response'] }) {
  const company = useFragment<SubscriptionPage_company$key>(fragment, data.viewer?.company ?? null);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  if (!company) return null;
  const free = company.plan.identifier === 'FREE';

  return (
    <Stack gap="lg" maw={960}>
      <CurrentPlan company={company} />
      {/* A suspended company comes here to pay: its cards come first. */}
      {company.subscription.suspended && <PaymentMethods company={company} onAdd={() => setAdding(true)} />}
      {!free && <BillingInfo company={company} />}
      {!company.subscription.suspended && <PaymentMethods company={company} onAdd={() => setAdding(true)} />}
      {!company.subscription.suspended && !company.subscription.cancelAtPeriodEnd && <PlanChoices company={company} plans={data.plans} />}
      <AddCardModal
        opened={adding}
        onClose={() => setAdding(false)}
        settings={data.paymentGateway}
        onAdded={(stillSuspended) => {
          setAdding(false);
          if (!company.subscription.suspended) return;
          if (stillSuspended) notify.error(BILLING_MESSAGES.chargeRefused, { id: 'charge-refused', autoClose: false });
          else void navigate(paths.landing());
        }}
      />
    </Stack>
  );
}

/** /business/subscription: the plan, its cards, upgrading and cancelling (spec section 2). */
export function SubscriptionPage() {
  return (
    <QueryScreen<SubscriptionPageQuery> query={query} failure={BILLING_MESSAGES.loadFailed}>
      {(data) => <SubscriptionScreen data={data} />}
    </QueryScreen>
  );
}

export const Component = SubscriptionPage;
