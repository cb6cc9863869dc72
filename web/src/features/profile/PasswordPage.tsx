import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { isValidNewPassword } from '@practice/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { useFieldValidation } from '../auth/useFieldValidation';
import type { PasswordPageMutation } from './__generated__/PasswordPageMutation.graphql';
import { ProfileTabs } from './ProfileTabs';

export const SAVED = 'Senha alterada com sucesso';
export const SAVE_FAILED = 'Erro ao alterar a senha';
export const MISMATCH = 'O campo CONFIRME A NOVA SENHA deve ser igual ao campo NOVA SENHA';

const mutation = graphql`
  mutation PasswordPageMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** /personal-profile/password: a new password of at least 6 letters and digits, typed twice. */
export function PasswordPage() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordField = useFieldValidation(password, { isValid: isValidNewPassword });
  const confirmationField = useFieldValidation(confirmation, { isValid: (value) => value === password });
  const [change, saving] = useMutationPromise<PasswordPageMutation>(mutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: nothing is sent while either field is empty.
    if (password === '' || confirmation === '') return;
    if (!passwordField.check()) return;
    if (password !== confirmation) {
      confirmationField.check();
      notify.error(MISMATCH, { id: 'password-mismatch' });
      return;
    }
    try {
      const { changePassword } = await change({ variables: { input: { password, passwordConfirmation: confirmation } }, skipErrorToast: true });
      if (!changePassword.success) {
        notify.error(SAVE_FAILED, { title: changePassword.fullMessages.join(' ') || undefined });
        return;
      }
      notify.success(SAVED);
      setPassword('');
      setConfirmation('');
    } catch {
      notify.error(SAVE_FAILED);
    }
  }

  return (
    <ProfileTabs>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={480}>
        <form onSubmit={submit} noValidate aria-label="Alterar senha">
          <Stack gap="md">
            <PasswordInput
              label="Nova senha"
              description="Pelo menos 6 caracteres, com letras e números"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordField.error}
            />
            <PasswordInput
              label="Confirme a nova senha"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={confirmationField.error ? MISMATCH : undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                Alterar senha
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </ProfileTabs>
  );
}

export const Component = PasswordPage;
