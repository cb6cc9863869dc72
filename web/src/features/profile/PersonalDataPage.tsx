import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidPhone } from '@practice/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { useFormErrors } from '../../ui/formErrors';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { useFieldValidation } from '../../ui/useFieldValidation';
import { ImageUpload, UPLOAD_FAILED, UPLOAD_SUCCESS } from '../../ui/ImageUpload';
import { PhoneField } from '../../ui/PhoneField';
import { initials } from '../../lib/initials';
import type { PersonalDataPageMutation } from './__generated__/PersonalDataPageMutation.graphql';
import type { PersonalDataPageQuery } from './__generated__/PersonalDataPageQuery.graphql';
import { ProfileTabs } from './ProfileTabs';

export const LOAD_FAILED = 'Erro ao carregar usuário';
export const SAVED = 'Perfil alterado com sucesso';
export const SAVE_FAILED = 'Erro ao alterar o perfil';
export const INVALID_FORM = 'Preencha corretamente todos os campos para salvar (verifique os obrigatórios)';

const query = graphql`
  query PersonalDataPageQuery {
    viewer {
      id
      name
      email
      phone
      imageUrl
    }
  }
`;

// The header's user menu fragment comes back with the phone, so the menu changes with the store.
const mutation = graphql`
  mutation PersonalDataPageMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        phone
        ...UserMenu_viewer
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** The api's names of the profile's fields, as the form labels them. */
const PROFILE_FIELD_LABELS: Record<string, string> = { name: 'Nome', phone: 'Telefone' };

function PersonalData({ viewer }: PersonalDataPageQuery['response']) {
  const [name, setName] = useState(viewer?.name ?? '');
  const [phone, setPhone] = useState(viewer?.phone ?? '');
  const nameField = useFieldValidation(name, { required: true });
  const phoneField = useFieldValidation(phone, { isValid: isValidPhone });
  const formErrors = useFormErrors(PROFILE_FIELD_LABELS);
  const [save, saving] = useMutationPromise<PersonalDataPageMutation>(mutation);
  const [upload, uploading] = useMutationPromise<PersonalDataPageMutation>(mutation);
  if (!viewer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = [nameField.check(), phoneField.check()];
    if (valid.includes(false)) {
      notify.error(INVALID_FORM, { id: 'profile-invalid' });
      formErrors.reveal();
      return;
    }
    try {
      const { updateProfile } = await save({ variables: { input: { name: name.trim(), phone: phone || null } }, skipErrorToast: true });
      if (updateProfile.viewer) {
        notify.success(SAVED);
        return;
      }
      const unshown = formErrors.show(updateProfile.errors);
      notify.error(SAVE_FAILED, { title: (updateProfile.errors.length > 0 ? unshown : updateProfile.fullMessages).join(' ') || undefined });
    } catch {
      notify.error(SAVE_FAILED);
    }
  }

  async function sendPhoto(file: File | null) {
    try {
      // The saved name and phone go with the photo: a half-typed change stays on screen, not on the server.
      const { updateProfile } = await upload({
        variables: { input: { name: viewer?.name ?? name, phone: viewer?.phone ?? null, image: file ? null : undefined, removeImage: !file } },
        uploadables: file ? { 'input.image': file } : undefined,
        skipErrorToast: true,
      });
      if (!updateProfile.viewer) notify.error(UPLOAD_FAILED);
      else if (file) notify.success(UPLOAD_SUCCESS);
    } catch {
      notify.error(UPLOAD_FAILED);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form ref={formErrors.formRef} onSubmit={submit} noValidate aria-label="Dados pessoais">
        <Stack gap="lg">
          <ImageUpload
            label="Foto de perfil"
            src={viewer.imageUrl}
            placeholder={initials(viewer.name, viewer.email)}
            onSelect={(file) => void sendPhoto(file)}
            onRemove={() => void sendPhoto(null)}
            busy={uploading}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Nome"
              autoComplete="name"
              {...formErrors.input('name', [name, setName], nameField.error)}
              withAsterisk
            />
            <TextInput label="E-mail" value={viewer.email} readOnly variant="filled" description="O e-mail de acesso não pode ser alterado aqui" />
            <PhoneField
              label="Telefone"
              {...formErrors.valueInput('phone', [phone, setPhone], phoneField.error)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /personal-profile/personal-data: the signed-in user's own name, phone and photo. */
export function PersonalDataPage() {
  return (
    <ProfileTabs>
      <QueryScreen<PersonalDataPageQuery> query={query} failure={LOAD_FAILED}>
        {(data) => <PersonalData {...data} />}
      </QueryScreen>
    </ProfileTabs>
  );
}

export const Component = PersonalDataPage;
