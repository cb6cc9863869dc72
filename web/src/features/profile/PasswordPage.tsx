import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_RULE, isValidPassword } from '@practice/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { useFormErrors } from '../../ui/formErrors';
import { notify } from '../../ui/notify';
import { REQUIRED_MESSAGE, useFieldValidation } from '../../ui/useFieldValidation';
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

/**
 * /personal-profile/password: the current password, then a new one that follows the product's rule
 * (6 to 128 characters, a letter and a digit), typed twice.
 */
export function PasswordPage() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentPasswordError, setCurrentPasswordError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordField = useFieldValidation(password, { isValid: isValidPassword });
  const confirmationField = useFieldValidation(confirmation, { isValid: (value) => value === password });
  const formErrors = useFormErrors({ current_password: 'Senha atual', password: 'Nova senha', password_confirmation: 'Confirme a nova senha' });
  const [change, saving] = useMutationPromise<PasswordPageMutation>(mutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: nothing is sent while a field is empty.
    if (currentPassword === '') {
      setCurrentPasswordError(REQUIRED_MESSAGE);
      formErrors.reveal();
    }
    if (currentPassword === '' || password === '' || confirmation === '') return;
    if (!passwordField.check()) {
      formErrors.reveal();
      return;
    }
    if (password !== confirmation) {
      confirmationField.check();
      notify.error(MISMATCH, { id: 'password-mismatch' });
      formErrors.reveal();
      return;
    }
    try {
      const { changePassword } = await change({
        variables: { input: { currentPassword, password, passwordConfirmation: confirmation } },
        skipErrorToast: true,
      });
      if (!changePassword.success) {
        const unshown = formErrors.show(changePassword.errors);
        notify.error(SAVE_FAILED, { title: (changePassword.errors.length > 0 ? unshown : changePassword.fullMessages).join(' ') || undefined });
        return;
      }
      notify.success(SAVED);
      setCurrentPassword('');
      setPassword('');
      setConfirmation('');
    } catch {
      notify.error(SAVE_FAILED);
    }
  }

  return (
    <ProfileTabs>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={480}>
        <form ref={formErrors.formRef} onSubmit={submit} noValidate aria-label="Alterar senha">
          <Stack gap="md">
            <PasswordInput
              label="Senha atual"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => {
                setCurrentPassword(event.currentTarget.value);
                setCurrentPasswordError(undefined);
                formErrors.clear('current_password');
              }}
              error={formErrors.server.current_password ?? currentPasswordError}
            />
            <PasswordInput
              label="Nova senha"
              description={PASSWORD_RULE}
              autoComplete="new-password"
              {...formErrors.input('password', [password, setPassword], passwordField.error)}
            />
            <PasswordInput
              label="Confirme a nova senha"
              autoComplete="new-password"
              {...formErrors.input('password_confirmation', [confirmation, setConfirmation], confirmationField.error ? MISMATCH : undefined)}
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
