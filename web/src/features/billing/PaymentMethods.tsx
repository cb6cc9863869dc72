import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCreditCard, IconPlus, IconTrash } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { PaymentMethods_company$data, PaymentMethods_company$key } from './__generated__/PaymentMethods_company.graphql';
import type { PaymentMethodsRemoveCardMutation } from './__generated__/PaymentMethodsRemoveCardMutation.graphql';
import { brandLabel, lastDigits } from './cardBrands';
import { BILLING_MESSAGES } from './messages';

const fragment = graphql`
  fragment PaymentMethods_company on Company {
    paymentMethods {
      id
      description
      brand
      displayNumber
      isDefault
    }
  }
`;

// The whole screen comes back: the plan cards offer an upgrade only while a card is saved.
const removeCardMutation = graphql`
  mutation PaymentMethodsRemoveCardMutation($input: RemovePaymentMethodInput!) {
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

type Card = PaymentMethods_company$data['paymentMethods'][number];

/** The company's saved cards, each removable after a confirmation, and the button that adds one. */
export function PaymentMethods({ company: key, onAdd }: { company: PaymentMethods_company$key; onAdd: () => void }) {
  const company = useFragment(fragment, key);
  const [remove] = useMutationPromise<PaymentMethodsRemoveCardMutation>(removeCardMutation);

  const confirmRemove = (card: Card) =>
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
