import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { commitDeferredMutation } from '../../relay/deferred';
import { REQUIRED_MESSAGE } from '../../ui/useFieldValidation';
import type { TwoFactorStepMutation, TwoFactorStepMutation$data } from './__generated__/TwoFactorStepMutation.graphql';
import { AuthHeading } from './AuthHeading';

const VERIFY_FAILED = 'Erro ao verificar o código. Tente novamente.';

const mutation = graphql`
  mutation TwoFactorStepMutation($input: VerifyTwoFactorSignInInput!) {
    verifyTwoFactorSignIn(input: $input) {
      errors
      session {
        accessToken
        client
        expiry
        tokenType
        uid
      }
      viewer {
        id
        accountType
        onboardingCompleted
        company {
          id
          subscriptionStatus {
            suspended
          }
        }
      }
    }
  }
`;

export type VerifiedSignIn = TwoFactorStepMutation$data['verifyTwoFactorSignIn'];

/**
 * The second step of the sign-in of a user with two-step sign-in: the 6-digit code of their
 * authenticator app, or one of their recovery codes. A challenge that expired sends them back.
 */
export function TwoFactorStep(props: { challenge: string; onSignedIn: (payload: VerifiedSignIn) => void; onBack: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [verifying, setVerifying] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    if (code.trim() === '') {
      setShowRequired(true);
      return;
    }
    setVerifying(true);
    try {
      const input = useRecovery ? { challenge: props.challenge, recoveryCode: code.trim() } : { challenge: props.challenge, code: code.trim() };
      const { verifyTwoFactorSignIn: payload } = await commitDeferredMutation<TwoFactorStepMutation>(mutation, {
        variables: { input },
        skipErrorToast: true,
      });
      if (!payload.session || !payload.viewer) {
        setErrors(payload.errors.length > 0 ? payload.errors : [VERIFY_FAILED]);
        setCode('');
        return;
      }
      props.onSignedIn(payload);
    } catch {
      setErrors([VERIFY_FAILED]);
    } finally {
      setVerifying(false);
    }
  }

  function switchMode() {
    setUseRecovery((value) => !value);
    setCode('');
    setErrors([]);
    setShowRequired(false);
  }

  return (
    <Stack gap="lg">
      <AuthHeading
        title="Verificação em duas etapas"
        subtitle={
          useRecovery
            ? 'Digite um dos seus códigos de recuperação. Cada código entra uma única vez.'
            : 'Abra o aplicativo autenticador e digite o código de 6 números que ele mostra.'
        }
      />
      {errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          <Stack gap={2}>
            {errors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            key={useRecovery ? 'recovery' : 'code'}
            label={useRecovery ? 'Código de recuperação' : 'Código de verificação'}
            placeholder={useRecovery ? 'xxxxx-xxxxx' : '000000'}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            maxLength={useRecovery ? 20 : 6}
            leftSection={useRecovery ? <IconKey size={18} /> : <IconShieldLock size={18} />}
            value={code}
            onChange={(event) => setCode(useRecovery ? event.currentTarget.value : event.currentTarget.value.replace(/\D/g, ''))}
            error={showRequired && code.trim() === '' ? REQUIRED_MESSAGE : undefined}
            data-autofocus
            autoFocus
          />
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={switchMode}>
              {useRecovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
            </Anchor>
            <Anchor component="button" type="button" size="sm" c="dimmed" onClick={props.onBack}>
              Voltar
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={verifying}>
            Verificar
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
