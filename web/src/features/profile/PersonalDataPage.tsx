import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidPhone } from '@practice/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import { getEnvironment } from '../../relay/environment';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { useFieldValidation } from '../auth/useFieldValidation';
import { ImageUpload, UPLOAD_FAILED, UPLOAD_SUCCESS } from '../business/ImageUpload';
import { LoadBoundary } from '../business/LoadBoundary';
import { PhoneField } from '../onboarding/PhoneField';
import { initials } from '../../layouts/UserMenu';
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

type LoaderData = { queryRef: PreloadedQuery<PersonalDataPageQuery> };

export function loader(): LoaderData {
  return { queryRef: loadQuery<PersonalDataPageQuery>(getEnvironment(), query, {}, { fetchPolicy: 'store-and-network' }) };
}

function PersonalData({ queryRef }: LoaderData) {
  const { viewer } = usePreloadedQuery<PersonalDataPageQuery>(query, queryRef);
  const [name, setName] = useState(viewer?.name ?? '');
  const [phone, setPhone] = useState(viewer?.phone ?? '');
  const nameField = useFieldValidation(name, { required: true });
  const phoneField = useFieldValidation(phone, { isValid: isValidPhone });
  const [save, saving] = useMutationPromise<PersonalDataPageMutation>(mutation);
  const [upload, uploading] = useMutationPromise<PersonalDataPageMutation>(mutation);
  if (!viewer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = [nameField.check(), phoneField.check()];
    if (valid.includes(false)) {
      notify.error(INVALID_FORM, { id: 'profile-invalid' });
      return;
    }
    try {
      const { updateProfile } = await save({ variables: { input: { name: name.trim(), phone: phone || null } }, skipErrorToast: true });
      if (!updateProfile.viewer) notify.error(SAVE_FAILED, { title: updateProfile.fullMessages.join(' ') || undefined });
      else notify.success(SAVED);
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
      <form onSubmit={submit} noValidate aria-label="Dados pessoais">
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
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameField.error}
              withAsterisk
            />
            <TextInput label="E-mail" value={viewer.email} readOnly variant="filled" description="O e-mail de acesso não pode ser alterado aqui" />
            <PhoneField label="Telefone" value={phone} onChange={setPhone} error={phoneField.error} />
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
  const { queryRef } = useLoaderData() as LoaderData;
  const revalidator = useRevalidator();
  return (
    <ProfileTabs>
      <LoadBoundary message={LOAD_FAILED} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Suspense fallback={<PageLoader />}>
          <PersonalData queryRef={queryRef} />
        </Suspense>
      </LoadBoundary>
    </ProfileTabs>
  );
}

export const Component = PersonalDataPage;
