import { Alert, Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isValidEmail } from '@practice/common';
import { IconArrowLeft, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { PRODUCT_NAME } from '../../ui/Brand';
import { notify } from '../../ui/notify';
import type { ForgotPasswordPageMutation } from './__generated__/ForgotPasswordPageMutation.graphql';
import { AuthHeading } from './AuthHeading';
import { joinMessages } from './messages';
import { useDelayedNavigate } from './useDelayedNavigate';
import { useFieldValidation } from '../../ui/useFieldValidation';

const SENT = 'Email de recuperação enviado! Verifique sua caixa de entrada.';
const FAILED = 'Erro ao enviar email de recuperação. Tente novamente.';

const mutation = graphql`
  mutation ForgotPasswordPageMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      errors
    }
  }
`;

export function Component() {
  useDocumentTitle(`Recuperar senha · ${PRODUCT_NAME}`);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const emailField = useFieldValidation(email, { required: true, isValid: isValidEmail });
  const [requestReset, requesting] = useMutationPromise<ForgotPasswordPageMutation>(mutation);
  const goToLoginSoon = useDelayedNavigate();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!emailField.check()) return;
    try {
      const { requestPasswordReset: payload } = await requestReset({
        variables: { input: { email: email.trim() } },
        skipErrorToast: true,
      });
      if (payload.errors.length > 0) {
        notify.error(joinMessages(payload.errors));
        return;
      }
      setSent(true);
      notify.success(SENT);
      goToLoginSoon(paths.login());
    } catch {
      notify.error(FAILED);
    }
  }

  return (
    <Stack gap="lg">
      <AuthHeading
        title="Esqueceu sua senha?"
        subtitle="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      />
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          Se houver uma conta com o e-mail <strong>{email.trim()}</strong>, você receberá um link para criar uma nova
          senha. Redirecionando para o login…
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              placeholder="seu@email.com.br"
              leftSection={<IconMail size={18} />}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailField.error}
              withAsterisk
              autoFocus
            />
            <Button type="submit" size="md" fullWidth loading={requesting}>
              Enviar link de recuperação
            </Button>
          </Stack>
        </form>
      )}
      <Center>
        <Anchor component={Link} to={paths.login()} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Voltar para o login
        </Anchor>
      </Center>
    </Stack>
  );
}
