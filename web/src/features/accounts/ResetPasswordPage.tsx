import { Alert, Anchor, Button, Center, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '@practice/common';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { loginPath } from '../../lib/notices';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { PRODUCT_NAME } from '../../ui/Brand';
import { notify } from '../../ui/notify';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';
import { AuthHeading } from './AuthHeading';
import { joinMessages } from './messages';
import { PasswordField } from './PasswordField';
import { useDelayedNavigate } from './useDelayedNavigate';
import { REQUIRED_MESSAGE } from '../../ui/useFieldValidation';

const CHANGED = 'Senha alterada com sucesso';
const FAILED =
  'Erro ao trocar senha. O token pode ter expirado. Tente solicitar um novo email de recuperação.';
const TOO_SHORT = `A senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres`;
const MISMATCH = 'As senhas não coincidem';

const mutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

function validate(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password === '') errors.password = REQUIRED_MESSAGE;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = TOO_SHORT;
  if (confirmation === '') errors.confirmation = REQUIRED_MESSAGE;
  else if (password !== '' && confirmation !== password) errors.confirmation = MISMATCH;
  return errors;
}

/** Field errors arrive as bare predicates ('é inválido'); the field's name makes them a sentence. */
const FIELD_NAMES: Record<string, string> = {
  reset_password_token: 'Token de recuperação',
  password: 'Senha',
  password_confirmation: 'Confirmação da senha',
};

function failureMessage(payload: ResetPasswordPageMutation['response']['resetPassword']): string {
  const messages =
    payload.fullMessages.length > 0
      ? payload.fullMessages
      : payload.errors.flatMap((error) =>
          error.messages.map((message) => (FIELD_NAMES[error.field] ? `${FIELD_NAMES[error.field]} ${message}` : message)),
        );
  return messages.length > 0 ? joinMessages(messages) : FAILED;
}

export function Component() {
  useDocumentTitle(`Nova senha · ${PRODUCT_NAME}`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_password_token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [resetPassword, resetting] = useMutationPromise<ResetPasswordPageMutation>(mutation);
  const goToLoginSoon = useDelayedNavigate();

  if (token === '') return <Navigate to={loginPath({ notice: 'invalid_reset_token' })} replace />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(password, confirmation);
    setFieldErrors(errors);
    if (errors.password || errors.confirmation) return;
    try {
      const { resetPassword: payload } = await resetPassword({
        variables: { input: { password, passwordConfirmation: confirmation, resetPasswordToken: token } },
        skipErrorToast: true,
      });
      if (!payload.success) {
        notify.error(failureMessage(payload));
        return;
      }
      setDone(true);
      notify.success(CHANGED);
      goToLoginSoon(loginPath({ notice: 'password_reset' }));
    } catch {
      notify.error(FAILED);
    }
  }

  return (
    <Stack gap="lg">
      <AuthHeading title="Crie uma nova senha" subtitle="Digite e confirme a nova senha de acesso à sua conta." />
      {done ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          Nova senha salva. Redirecionando para o login…
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <PasswordField
              label="Nova senha"
              description={PASSWORD_RULE}
              autoComplete="new-password"
              leftSection={<IconLock size={18} />}
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setFieldErrors((errors) => ({ ...errors, password: undefined }));
              }}
              error={fieldErrors.password}
              withAsterisk
              autoFocus
            />
            <PasswordField
              label="Confirme a nova senha"
              autoComplete="new-password"
              leftSection={<IconLock size={18} />}
              value={confirmation}
              onChange={(event) => {
                setConfirmation(event.currentTarget.value);
                setFieldErrors((errors) => ({ ...errors, confirmation: undefined }));
              }}
              error={fieldErrors.confirmation}
              withAsterisk
            />
            <Button type="submit" size="md" fullWidth loading={resetting}>
              Salvar nova senha
            </Button>
          </Stack>
        </form>
      )}
      <Center>
        <Anchor component={Link} to={paths.forgotPassword()} size="sm">
          Precisa de um novo link? Solicite outro e-mail de recuperação
        </Anchor>
      </Center>
    </Stack>
  );
}
