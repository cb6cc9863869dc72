import { Alert, Badge, Button, Code, CopyButton, Group, Image, Modal, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconShieldCheck } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { TwoFactorSectionBeginMutation } from './__generated__/TwoFactorSectionBeginMutation.graphql';
import type { TwoFactorSectionDisableMutation } from './__generated__/TwoFactorSectionDisableMutation.graphql';
import type { TwoFactorSectionEnableMutation } from './__generated__/TwoFactorSectionEnableMutation.graphql';
import type { TwoFactorSectionRegenerateMutation } from './__generated__/TwoFactorSectionRegenerateMutation.graphql';
import type { TwoFactorSection_viewer$key } from './__generated__/TwoFactorSection_viewer.graphql';

export const ENABLED = 'Verificação em duas etapas ativada';
export const DISABLED = 'Verificação em duas etapas desativada';
export const SETUP_FAILED = 'Erro ao ativar a verificação em duas etapas';
export const DISABLE_FAILED = 'Erro ao desativar a verificação em duas etapas';
export const CODES_FAILED = 'Erro ao gerar novos códigos de recuperação';
export const REQUIRED_NOTICE = 'Sua empresa exige a verificação em duas etapas. Ative-a para continuar usando o sistema.';

const beginMutation = graphql`
  mutation TwoFactorSectionBeginMutation {
    beginTwoFactorSetup {
      secret
      qrCodeSvg
      errors
    }
  }
`;

const enableMutation = graphql`
  mutation TwoFactorSectionEnableMutation($input: EnableTwoFactorInput!) {
    enableTwoFactor(input: $input) {
      recoveryCodes
      viewer {
        id
        ...TwoFactorSection_viewer
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const disableMutation = graphql`
  mutation TwoFactorSectionDisableMutation($input: ConfirmTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      viewer {
        id
        ...TwoFactorSection_viewer
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const regenerateMutation = graphql`
  mutation TwoFactorSectionRegenerateMutation($input: ConfirmTwoFactorInput!) {
    regenerateRecoveryCodes(input: $input) {
      recoveryCodes
      viewer {
        id
        ...TwoFactorSection_viewer
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** 'JBSW Y3DP EHPK 3PXP': a secret typed by hand reads better in groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function onlyDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The recovery codes, shown once, with a way to copy them all. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
        Guarde estes códigos de recuperação em um lugar seguro. Cada um entra uma única vez, no lugar do código do aplicativo, se você
        perder o celular. Eles não serão mostrados novamente.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ol" aria-label="Códigos de recuperação" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <Code key={code} component="li" fz="md" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
              {copied ? 'Copiados' : 'Copiar códigos'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Já guardei os códigos</Button>
      </Group>
    </Stack>
  );
}

type Confirming = 'disable' | 'regenerate' | null;

/** Two-step sign-in: off (with the way to turn it on), being set up (QR code, secret, code), or on. */
export function TwoFactorSection(props: { viewer: TwoFactorSection_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment TwoFactorSection_viewer on User {
        twoFactor {
          enabled
          enabledAt
          requiredByCompany
          setupRequired
          recoveryCodesLeft
        }
      }
    `,
    props.viewer,
  );
  const state = viewer.twoFactor;
  const [begin, beginning] = useMutationPromise<TwoFactorSectionBeginMutation>(beginMutation);
  const [enable, enabling] = useMutationPromise<TwoFactorSectionEnableMutation>(enableMutation);
  const [disable, disabling] = useMutationPromise<TwoFactorSectionDisableMutation>(disableMutation);
  const [regenerate, regenerating] = useMutationPromise<TwoFactorSectionRegenerateMutation>(regenerateMutation);
  const [setup, setSetup] = useState<{ secret: string; qrCodeSvg: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [password, setPassword] = useState('');
  const [confirmError, setConfirmError] = useState<string | undefined>();

  if (!state) return null;

  async function start() {
    try {
      const { beginTwoFactorSetup: answer } = await begin({ variables: {}, skipErrorToast: true });
      if (!answer.secret || !answer.qrCodeSvg) {
        notify.error(SETUP_FAILED, { title: answer.errors.join(' ') || undefined });
        return;
      }
      setSetup({ secret: answer.secret, qrCodeSvg: answer.qrCodeSvg });
      setCode('');
      setCodeError(undefined);
    } catch {
      notify.error(SETUP_FAILED);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setCodeError('Digite os 6 números que o aplicativo mostra.');
      return;
    }
    try {
      const { enableTwoFactor: answer } = await enable({ variables: { input: { code } }, skipErrorToast: true });
      if (answer.errors.length > 0 || !answer.viewer) {
        setCodeError(answer.fullMessages.join(' ') || SETUP_FAILED);
        return;
      }
      setSetup(null);
      setRecoveryCodes(answer.recoveryCodes);
      notify.success(ENABLED);
    } catch {
      notify.error(SETUP_FAILED);
    }
  }

  function openConfirm(kind: Confirming) {
    setPassword('');
    setConfirmError(undefined);
    setConfirming(kind);
  }

  async function submitConfirm(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setConfirmError('Informe sua senha.');
      return;
    }
    const turningOff = confirming === 'disable';
    const failed = turningOff ? DISABLE_FAILED : CODES_FAILED;
    const request = { variables: { input: { password } }, skipErrorToast: true };
    try {
      // Turning it off gives no new codes.
      const answer = turningOff
        ? { ...(await disable(request)).disableTwoFactor, recoveryCodes: null }
        : (await regenerate(request)).regenerateRecoveryCodes;
      if (answer.errors.length > 0 || !answer.viewer) {
        setConfirmError(answer.fullMessages.join(' ') || failed);
        return;
      }
      setConfirming(null);
      if (answer.recoveryCodes === null) notify.success(DISABLED);
      else setRecoveryCodes(answer.recoveryCodes);
    } catch {
      notify.error(failed);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Title order={3} size="h4">
              Verificação em duas etapas
            </Title>
            <Text size="sm" c="dimmed">
              Além da senha, o login pede o código de 6 números de um aplicativo autenticador (Google Authenticator, Microsoft
              Authenticator, 1Password, Authy…).
            </Text>
          </Stack>
          {state.enabled ? (
            <Badge color="teal" variant="light" size="lg" leftSection={<IconShieldCheck size={14} aria-hidden />}>
              Ativada
            </Badge>
          ) : (
            <Badge color="gray" variant="light" size="lg">
              Desativada
            </Badge>
          )}
        </Group>

        {state.setupRequired && !setup && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            {REQUIRED_NOTICE}
          </Alert>
        )}

        {!state.enabled && !setup && (
          <Group>
            <Button onClick={() => void start()} loading={beginning} leftSection={<IconShieldCheck size={18} aria-hidden />}>
              Ativar verificação em duas etapas
            </Button>
          </Group>
        )}

        {!state.enabled && setup && (
          <form onSubmit={confirm} noValidate aria-label="Ativar verificação em duas etapas">
            <Stack gap="md">
              <Text size="sm">1. No aplicativo autenticador, escaneie o QR code (ou digite a chave abaixo).</Text>
              <Group align="center" gap="lg">
                <Image
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrCodeSvg)}`}
                  alt="QR code para o aplicativo autenticador"
                  w={184}
                  h={184}
                  fit="contain"
                />
                <Stack gap={4}>
                  <Text size="sm" c="dimmed" id="two-factor-secret-label">
                    Chave para digitar no aplicativo
                  </Text>
                  <Code fz="md" aria-labelledby="two-factor-secret-label" data-secret={setup.secret} style={{ wordBreak: 'break-all' }}>
                    {grouped(setup.secret)}
                  </Code>
                </Stack>
              </Group>
              <Text size="sm">2. Digite o código de 6 números que o aplicativo mostra.</Text>
              <Group align="flex-start" gap="sm">
                <TextInput
                  label="Código de verificação"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="000000"
                  maxLength={6}
                  w={200}
                  value={code}
                  onChange={(event) => {
                    setCode(onlyDigits(event.currentTarget.value));
                    setCodeError(undefined);
                  }}
                  error={codeError}
                  data-autofocus
                />
              </Group>
              <Group gap="sm">
                <Button type="submit" loading={enabling}>
                  Confirmar e ativar
                </Button>
                <Button variant="default" onClick={() => setSetup(null)}>
                  Cancelar
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        {state.enabled && (
          <Stack gap="sm">
            <Text size="sm">
              Ativada em {dayjs(state.enabledAt).format('DD/MM/YYYY')}. Códigos de recuperação restantes: <strong>{state.recoveryCodesLeft}</strong>.
            </Text>
            {state.requiredByCompany && (
              <Text size="sm" c="dimmed">
                Sua empresa exige a verificação em duas etapas, por isso ela não pode ser desativada.
              </Text>
            )}
            <Group gap="sm">
              <Button variant="default" onClick={() => openConfirm('regenerate')}>
                Novos códigos de recuperação
              </Button>
              {!state.requiredByCompany && (
                <Button variant="light" color="red" onClick={() => openConfirm('disable')}>
                  Desativar
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>

      <Modal
        opened={recoveryCodes !== null}
        onClose={() => setRecoveryCodes(null)}
        title="Códigos de recuperação"
        size="md"
        closeOnClickOutside={false}
      >
        {recoveryCodes && <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
      </Modal>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'disable' ? 'Desativar verificação em duas etapas' : 'Gerar novos códigos de recuperação'}
      >
        <form onSubmit={submitConfirm} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {confirming === 'disable'
                ? 'Confirme com sua senha. Depois disso, o login pedirá só o e-mail e a senha.'
                : 'Confirme com sua senha. Os códigos atuais deixarão de funcionar.'}
            </Text>
            <PasswordInput
              label="Senha"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setConfirmError(undefined);
              }}
              error={confirmError}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancelar
              </Button>
              <Button type="submit" color={confirming === 'disable' ? 'red' : undefined} loading={disabling || regenerating}>
                {confirming === 'disable' ? 'Desativar' : 'Gerar novos códigos'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
