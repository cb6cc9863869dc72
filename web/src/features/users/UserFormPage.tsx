import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmail, isValidPhone } from '@practice/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { ACCESS_DENIED_PATH, subjectOf, useAbility, type AppAbility } from '../../lib/abilities';
import { useViewer, type AccountType } from '../../lib/viewer';
import { getEnvironment } from '../../relay/environment';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { useFieldValidation } from '../auth/useFieldValidation';
import { ImageUpload } from '../business/ImageUpload';
import { LoadBoundary } from '../business/LoadBoundary';
import { PhoneField } from '../onboarding/PhoneField';
import type { UserFormPage_user$key } from './__generated__/UserFormPage_user.graphql';
import type { UserFormPageCreateMutation } from './__generated__/UserFormPageCreateMutation.graphql';
import type { UserFormPageQuery } from './__generated__/UserFormPageQuery.graphql';
import type { UserFormPageUpdateMutation } from './__generated__/UserFormPageUpdateMutation.graphql';
import { ACCOUNT_TYPE_LABELS, accountTypeChoices, restAccountType } from './accountTypes';
import { USERS_PATH } from './UsersPage';

export const INVALID_FORM = 'Preencha corretamente todos os campos para salvar (verifique os obrigatórios)';
export const LOAD_FAILED = 'Erro ao carregar usuário';
export const saveFailed = (mode: 'add' | 'edit') => `Não foi possível ${mode === 'add' ? 'criar' : 'alterar'} o usuário`;

const query = graphql`
  query UserFormPageQuery($databaseId: Int!, $editing: Boolean!) {
    viewer {
      id
      company {
        id
        databaseId
      }
    }
    user(databaseId: $databaseId) @include(if: $editing) {
      ...UserFormPage_user
    }
  }
`;

// What the form shows: the query reads it and both mutations return it, so the store keeps the saved user.
const userFragment = graphql`
  fragment UserFormPage_user on User {
    id
    databaseId
    email
    name
    phone
    accountType
    imageUrl
  }
`;

const createMutation = graphql`
  mutation UserFormPageCreateMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        ...UserFormPage_user
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const updateMutation = graphql`
  mutation UserFormPageUpdateMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        ...UserFormPage_user
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<UserFormPageQuery>; mode: 'add' | 'edit' };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const editing = params.id !== undefined;
  const databaseId = Number(params.id ?? 0);
  return {
    mode: editing ? 'edit' : 'add',
    queryRef: loadQuery<UserFormPageQuery>(
      getEnvironment(),
      query,
      { databaseId: Number.isInteger(databaseId) ? databaseId : 0, editing },
      { fetchPolicy: 'store-and-network' },
    ),
  };
}

type Field = 'email' | 'name' | 'phone' | 'password' | 'account_type' | 'image';

/** Which fields the viewer may change on this user, from the api's rules (a standard account only the profile of another). */
function editableFields(ability: AppAbility, mode: 'add' | 'edit', target: Record<string, unknown>): Set<Field> {
  const all: Field[] = ['email', 'name', 'phone', 'password', 'account_type', 'image'];
  if (mode === 'add') return new Set(all);
  const subject = subjectOf('User', target);
  return new Set(all.filter((field) => ability.can('update', subject, field)));
}

/** The limit of the plan is worth its own, lasting toast: the user has to upgrade to go on. */
function isLimitMessage(message: string): boolean {
  return message.toLocaleLowerCase('pt-BR').includes('limite');
}

function UserForm({ queryRef, mode }: LoaderData) {
  const data = usePreloadedQuery<UserFormPageQuery>(query, queryRef);
  const navigate = useNavigate();
  const ability = useAbility();
  const viewer = useViewer();
  const user = useFragment<UserFormPage_user$key>(userFragment, data.user ?? null);
  const missingUser = mode === 'edit' && !user;

  useEffect(() => {
    if (missingUser) {
      notify.error(LOAD_FAILED, { id: 'user-load-failed' });
      navigate(USERS_PATH, { replace: true });
    }
  }, [missingUser, navigate]);

  const target = useMemo(
    () =>
      user
        ? { id: user.databaseId, company_id: data.viewer?.company.databaseId, account_type: restAccountType(user.accountType) }
        : { company_id: data.viewer?.company.databaseId },
    [user, data.viewer],
  );
  const editable = editableFields(ability, mode, target);

  const [email, setEmail] = useState(user?.email ?? '');
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accountType, setAccountType] = useState<AccountType>((user?.accountType as AccountType | undefined) ?? 'LIMITED');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const passwordRequired = mode === 'add';

  const emailField = useFieldValidation(email, { required: true, isValid: isValidEmail });
  const nameField = useFieldValidation(name, { required: true });
  const phoneField = useFieldValidation(phone, { isValid: isValidPhone });
  const passwordField = useFieldValidation(password, { required: passwordRequired });
  const confirmationField = useFieldValidation(confirmation, {
    required: passwordRequired || password !== '',
    isValid: (value) => value === password,
  });

  const [create, creating] = useMutationPromise<UserFormPageCreateMutation>(createMutation);
  const [update, updating] = useMutationPromise<UserFormPageUpdateMutation>(updateMutation);

  useEffect(() => {
    if (!image) return undefined;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (missingUser) return null;
  if (mode === 'edit' && editable.size === 0) return <Navigate to={ACCESS_DENIED_PATH} replace />;

  const choices = accountTypeChoices(viewer?.accountType);
  // The user's own profile stays offered even when the viewer could not give it to someone else.
  const offered = choices.includes(accountType) ? choices : [...choices, accountType];

  function reportFailure(payload: { errors: ReadonlyArray<{ field: string; messages: ReadonlyArray<string> }>; fullMessages: ReadonlyArray<string> }) {
    const limit = [...payload.fullMessages, ...payload.errors.flatMap((error) => error.messages)].find(isLimitMessage);
    if (limit) {
      notify.warning(limit, { title: saveFailed(mode), autoClose: false, id: 'users-limit' });
      return;
    }
    notify.error(saveFailed(mode));
    for (const error of payload.errors) {
      for (const message of error.messages) notify.error(`Motivo: [${error.field}] ${message}`);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks = [
      !editable.has('email') || emailField.check(),
      !editable.has('name') || nameField.check(),
      !editable.has('phone') || phoneField.check(),
      !editable.has('password') || passwordField.check(),
      !editable.has('password') || confirmationField.check(),
    ];
    if (checks.includes(false)) {
      notify.error(INVALID_FORM, { id: 'user-form-invalid' });
      return;
    }
    const uploadables = image && editable.has('image') ? { 'input.image': image } : undefined;
    try {
      if (mode === 'add') {
        const { createUser } = await create({
          variables: {
            input: { email: email.trim(), name: name.trim(), password, passwordConfirmation: confirmation, phone: phone || null, accountType, image: null },
          },
          uploadables,
          skipErrorToast: true,
        });
        if (!createUser.user) return reportFailure(createUser);
      } else if (user) {
        const { updateUser } = await update({
          variables: {
            input: {
              id: user.id,
              ...(editable.has('email') ? { email: email.trim() } : {}),
              ...(editable.has('name') ? { name: name.trim() } : {}),
              ...(editable.has('phone') ? { phone: phone || null } : {}),
              ...(editable.has('password') && password ? { password, passwordConfirmation: confirmation } : {}),
              ...(editable.has('account_type') ? { accountType } : {}),
              image: null,
            },
          },
          uploadables,
          skipErrorToast: true,
        });
        if (!updateUser.user) return reportFailure(updateUser);
      }
      navigate(USERS_PATH);
    } catch {
      notify.error(saveFailed(mode));
    }
  }

  const readOnly = (field: Field) => !editable.has(field);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate aria-label={mode === 'add' ? 'Novo usuário' : 'Editar usuário'}>
        <Stack gap="lg">
          <ImageUpload
            label="Foto de perfil"
            src={preview ?? user?.imageUrl}
            onSelect={setImage}
            disabled={readOnly('image')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailField.error}
              withAsterisk={!readOnly('email')}
              disabled={readOnly('email')}
            />
            <TextInput
              label="Nome"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameField.error}
              withAsterisk={!readOnly('name')}
              disabled={readOnly('name')}
            />
            <PasswordInput
              label="Senha"
              autoComplete="new-password"
              description={mode === 'edit' && !readOnly('password') ? 'Deixe em branco para manter a senha atual' : undefined}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordField.error}
              withAsterisk={passwordRequired}
              disabled={readOnly('password')}
            />
            <PasswordInput
              label="Confirmação de senha"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={confirmationField.error}
              withAsterisk={passwordRequired}
              disabled={readOnly('password')}
            />
            <PhoneField
              label="Telefone"
              value={phone}
              onChange={setPhone}
              error={phoneField.error}
              disabled={readOnly('phone')}
            />
            <Select
              label="Perfil"
              data={offered.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }))}
              value={accountType}
              onChange={(value) => value && setAccountType(value as AccountType)}
              allowDeselect={false}
              disabled={readOnly('account_type')}
              comboboxProps={{ withinPortal: true }}
              withAsterisk
            />
          </SimpleGrid>
          {mode === 'edit' && readOnly('name') && !readOnly('account_type') && (
            <Text size="sm" c="dimmed">
              Você pode alterar apenas o perfil deste usuário.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={USERS_PATH} variant="default">
              Cancelar
            </Button>
            <Button type="submit" loading={creating || updating} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /business/users/add and /business/users/edit/{id}. */
export function UserFormPage() {
  const { queryRef, mode } = useLoaderData() as LoaderData;
  return (
    <LoadBoundary message={LOAD_FAILED} leaveTo={USERS_PATH} resetKey={queryRef}>
      <Suspense fallback={<PageLoader />}>
        <UserForm key={String(queryRef.variables.databaseId)} queryRef={queryRef} mode={mode} />
      </Suspense>
    </LoadBoundary>
  );
}

export const Component = UserFormPage;
