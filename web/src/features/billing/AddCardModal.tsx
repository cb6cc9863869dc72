import { Alert, Badge, Button, Checkbox, Group, InputBase, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconLock } from '@tabler/icons-react';
import {
  cardDigits,
  detectCardBrand,
  isValidCardCvv,
  isValidCardExpiryText,
  isValidCardNumber,
  splitHolderName,
} from '@practice/common';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { IMaskInput } from 'react-imask';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { AddCardModalMutation } from './__generated__/AddCardModalMutation.graphql';
import { brandLabelOfNumber } from './cardBrands';
import { BILLING_MESSAGES } from './messages';
import { CardTokenError, PaymentScriptError, createCardToken, type PaymentGatewaySettings } from './paymentScript';

const REQUIRED = 'Campo obrigatório';
const INVALID = 'Formato incorreto';
const DESCRIPTION_MAX = 60;

// The payload brings back everything the subscription screen and the layout read about billing.
const mutation = graphql`
  mutation AddCardModalMutation($input: AddPaymentMethodInput!) {
    addPaymentMethod(input: $input) {
      paymentMethod {
        id
      }
      company {
        id
        ...SubscriptionPage_company
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

type Field = 'number' | 'holder' | 'expiry' | 'cvv';

interface Props {
  opened: boolean;
  onClose: () => void;
  settings: PaymentGatewaySettings;
  /** Told whether the company is still suspended once the card is saved. */
  onAdded: (stillSuspended: boolean) => void;
}

/**
 * Spec sections 3, 5 and 9: number in fours (the mask stops at 19 characters), holder, expiry MM/AA
 * (5), CVV digits (4), optional description, default. The brand shows as the number is typed.
 */
export function AddCardModal({ opened, onClose, settings, onAdded }: Props) {
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [description, setDescription] = useState('');
  const [setAsDefault, setSetAsDefault] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [tokenizing, setTokenizing] = useState(false);
  /** Why the last try failed, kept in the dialog after its toast is gone. */
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutationPromise<AddCardModalMutation>(mutation);
  const [saveKey, renewSaveKey] = useIdempotencyKey();
  const brand = brandLabelOfNumber(number);
  const busy = tokenizing || saving;

  function reset() {
    setNumber('');
    setHolder('');
    setExpiry('');
    setCvv('');
    setDescription('');
    setSetAsDefault(true);
    setErrors({});
    setFailure(null);
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const now = new Date();
    if (!number) found.number = REQUIRED;
    else if (!isValidCardNumber(number)) found.number = INVALID;
    if (!holder.trim()) found.holder = REQUIRED;
    else if (splitHolderName(holder).lastName === '') found.holder = 'Informe nome e sobrenome, como no cartão';
    if (!expiry) found.expiry = REQUIRED;
    else if (!isValidCardExpiryText(expiry, now)) found.expiry = INVALID;
    if (!cvv) found.cvv = REQUIRED;
    else if (!isValidCardCvv(cvv, detectCardBrand(number))) found.cvv = INVALID;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;

    const { firstName, lastName } = splitHolderName(holder);
    const [month = '', year = ''] = expiry.split('/');
    let token: string;
    setTokenizing(true);
    try {
      token = await createCardToken(settings, { number: cardDigits(number), month, year, firstName, lastName, cvv });
    } catch (error) {
      fail(
        error instanceof PaymentScriptError
          ? BILLING_MESSAGES.scriptFailed
          : error instanceof CardTokenError && error.providerMessage
            ? error.providerMessage
            : BILLING_MESSAGES.cardFailed,
      );
      return;
    } finally {
      setTokenizing(false);
    }

    try {
      const { addPaymentMethod } = await save({
        variables: { input: { token, description: description.trim() || null, setAsDefault } },
        skipErrorToast: true,
        idempotencyKey: saveKey,
      });
      if (!addPaymentMethod.paymentMethod || !addPaymentMethod.company) {
        // The provider's own words (a declined card) when it gave them.
        fail(addPaymentMethod.fullMessages[0] ?? BILLING_MESSAGES.cardFailed);
        return;
      }
      notify.success(BILLING_MESSAGES.cardAdded);
      renewSaveKey();
      reset();
      onAdded(addPaymentMethod.company.subscriptionStatus.suspended);
    } catch {
      fail(BILLING_MESSAGES.cardFailed);
    }
  }

  function fail(message: string) {
    notify.error(message);
    setFailure(message);
  }

  return (
    <Modal opened={opened} onClose={close} title="Adicionar cartão de crédito" centered size="md" closeOnClickOutside={!busy}>
      <form onSubmit={submit} noValidate aria-label="Adicionar cartão de crédito">
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          <InputBase
            label="Número do cartão"
            component={IMaskInput}
            mask="0000 0000 0000 0000"
            value={number}
            onAccept={(value: string) => setNumber(value)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            error={errors.number}
            withAsterisk
            leftSection={<IconCreditCard size={18} aria-hidden />}
            rightSectionWidth={brand ? 130 : undefined}
            rightSection={
              brand ? (
                <Badge variant="light" size="sm" data-testid="card-brand">
                  {brand}
                </Badge>
              ) : null
            }
          />
          <TextInput
            label="Nome do titular"
            description="Como está impresso no cartão"
            value={holder}
            onChange={(event) => setHolder(event.currentTarget.value.slice(0, 100))}
            autoComplete="cc-name"
            error={errors.holder}
            withAsterisk
          />
          <SimpleGrid cols={2} spacing="md">
            <InputBase
              label="Validade"
              component={IMaskInput}
              mask="00/00"
              value={expiry}
              onAccept={(value: string) => setExpiry(value)}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              error={errors.expiry}
              withAsterisk
            />
            <InputBase
              label="CVV"
              component={IMaskInput}
              mask="0000"
              value={cvv}
              onAccept={(value: string) => setCvv(value)}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="000"
              error={errors.cvv}
              withAsterisk
            />
          </SimpleGrid>
          <TextInput
            label="Descrição (opcional)"
            placeholder="Ex.: Cartão da clínica"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value.slice(0, DESCRIPTION_MAX))}
            maxLength={DESCRIPTION_MAX}
          />
          <Checkbox label="Usar como forma de pagamento padrão" checked={setAsDefault} onChange={(event) => setSetAsDefault(event.currentTarget.checked)} />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              Os dados do cartão vão direto para o processador de pagamentos; guardamos apenas a bandeira e os últimos dígitos.
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Adicionar cartão
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
