import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_RULE, isValidEmail, isValidPassword, isValidPhone } from '@practice/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { subjectOf, useAbility, type AppAbility } from '../../lib/ability';
import { useViewer, type AccountType } from '../../lib/viewer';
import { countEdges, listOpening } from '../../relay/connections';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { useFormErrors } from '../../ui/formErrors';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { useFieldValidation } from '../../ui/useFieldValidation';
import { ImageUpload, useImagePreview } from '../../ui/ImageUpload';
import { PhoneField } from '../../ui/PhoneField';
import type { UserFormPage_user$key } from './__generated__/UserFormPage_user.graphql';
import type { UserFormPageCreateMutation } from './__generated__/UserFormPageCreateMutation.graphql';
import type { UserFormPageQuery } from './__generated__/UserFormPageQuery.graphql';
import type { UserFormPageUpdateMutation } from './__generated__/UserFormPageUpdateMutation.graphql';
import { ACCOUNT_TYPE_LABELS, accountTypeChoices, restAccountType } from './accountTypes';

/** The api's names of the form's fields, as the form labels them. */
const USER_FIELD_LABELS: Record<string, string> = {
  email: 'E-mail',
  name: 'Nome',
  password: 'Senha',
  password_confirmation: 'Confirmação de senha',
  current_password: 'Senha atual',
  phone: 'Telefone',
  account_type: 'Perfil',
};

export const INVALID_FORM = 'Preencha corretamente todos os campos para salvar (verifique os obrigatórios)';
export const LOAD_FAILED = 'Erro ao carregar usuário';
export const saveFailed = (mode: 'add' | 'edit') => (mode === 'add' ? 'Não foi possível criar o usuário' : 'Não foi possível alterar o usuário');

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
  mutation UserFormPageCreateMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      user {
        ...UserFormPage_user
      }
      userEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...UsersPage_row
        }
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

function UserForm({ data, mode }: { data: UserFormPageQuery['response']; mode: 'add' | 'edit' }) {
  const navigate = useNavigate();
  const ability = useAbility();
  const viewer = useViewer();
  const user = useFragment<UserFormPage_user$key>(userFragment, data.user ?? null);
  const missingUser = mode === 'edit' && !user;

  useEffect(() => {
    if (missingUser) {
      notify.error(LOAD_FAILED, { id: 'user-load-failed' });
      navigate(paths.users(), { replace: true });
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
  const [currentPassword, setCurrentPassword] = useState('');
  const [accountType, setAccountType] = useState<AccountType>((user?.accountType as AccountType | undefined) ?? 'LIMITED');
  const [image, setImage] = useState<File | null>(null);
  const preview = useImagePreview(image);
  const passwordRequired = mode === 'add';
  // Users changing their own password or e-mail prove they know the current password (a new e-mail
  // would let a stolen session reset it); an administrator changing another user's does not.
  const emailChanged = !!user && email.trim().toLowerCase() !== user.email.toLowerCase();
  const asksCurrentPassword = mode === 'edit' && !!user && user.id === viewer?.id && (password !== '' || emailChanged);

  const emailField = useFieldValidation(email, { required: true, isValid: isValidEmail });
  const nameField = useFieldValidation(name, { required: true });
  const phoneField = useFieldValidation(phone, { isValid: isValidPhone });
  const passwordField = useFieldValidation(password, { required: passwordRequired, isValid: isValidPassword });
  const currentPasswordField = useFieldValidation(currentPassword, { required: asksCurrentPassword });
  const confirmationField = useFieldValidation(confirmation, {
    required: passwordRequired || password !== '',
    isValid: (value) => value === password,
  });

  // A new user shows first on the users list's opening page, which counts one more.
  const usersList = data.viewer ? [listOpening(data.viewer.company.id, 'UsersTable_users')] : [];
  const formErrors = useFormErrors(USER_FIELD_LABELS);
  const [create, creating] = useMutationPromise<UserFormPageCreateMutation>(createMutation);
  const [createKey] = useIdempotencyKey();
  const [update, updating] = useMutationPromise<UserFormPageUpdateMutation>(updateMutation);

  if (missingUser) return null;
  if (mode === 'edit' && editable.size === 0) return <Navigate to={paths.accessDenied()} replace />;

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
    for (const sentence of formErrors.show(payload.errors)) notify.error(sentence);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks = [
      !editable.has('email') || emailField.check(),
      !editable.has('name') || nameField.check(),
      !editable.has('phone') || phoneField.check(),
      !editable.has('password') || passwordField.check(),
      !editable.has('password') || confirmationField.check(),
      !asksCurrentPassword || currentPasswordField.check(),
    ];
    if (checks.includes(false)) {
      notify.error(INVALID_FORM, { id: 'user-form-invalid' });
      formErrors.reveal();
      return;
    }
    const uploadables = image && editable.has('image') ? { 'input.image': image } : undefined;
    try {
      if (mode === 'add') {
        const { createUser } = await create({
          variables: {
            input: { email: email.trim(), name: name.trim(), password, passwordConfirmation: confirmation, phone: phone || null, accountType, image: null },
            connections: usersList,
          },
          updater: (store, created) => {
            if (created?.createUser.userEdge) countEdges(usersList, 1)(store);
          },
          uploadables,
          skipErrorToast: true,
          idempotencyKey: createKey,
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
              ...(asksCurrentPassword ? { currentPassword } : {}),
              ...(editable.has('account_type') ? { accountType } : {}),
              image: null,
            },
          },
          uploadables,
          skipErrorToast: true,
        });
        if (!updateUser.user) return reportFailure(updateUser);
      }
      navigate(paths.users());
    } catch {
      notify.error(saveFailed(mode));
    }
  }

  const readOnly = (field: Field) => !editable.has(field);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form ref={formErrors.formRef} onSubmit={submit} noValidate aria-label={mode === 'add' ? 'Novo usuário' : 'Editar usuário'}>
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
              {...formErrors.input('email', [email, setEmail], emailField.error)}
              withAsterisk={!readOnly('email')}
              disabled={readOnly('email')}
            />
            <TextInput
              label="Nome"
              {...formErrors.input('name', [name, setName], nameField.error)}
              withAsterisk={!readOnly('name')}
              disabled={readOnly('name')}
            />
            <PasswordInput
              label="Senha"
              autoComplete="new-password"
              // The rule under the box, so the box lines up with the confirmation's beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                readOnly('password') ? undefined : mode === 'edit' ? `${PASSWORD_RULE}. Deixe em branco para manter a senha atual` : PASSWORD_RULE
              }
              {...formErrors.input('password', [password, setPassword], passwordField.error)}
              withAsterisk={passwordRequired}
              disabled={readOnly('password')}
            />
            <PasswordInput
              label="Confirmação de senha"
              autoComplete="new-password"
              {...formErrors.input('password_confirmation', [confirmation, setConfirmation], confirmationField.error)}
              withAsterisk={passwordRequired}
              disabled={readOnly('password')}
            />
            {asksCurrentPassword && (
              <PasswordInput
                label="Senha atual"
                autoComplete="current-password"
                {...formErrors.input('current_password', [currentPassword, setCurrentPassword], currentPasswordField.error)}
                withAsterisk
              />
            )}
            <PhoneField
              label="Telefone"
              {...formErrors.valueInput('phone', [phone, setPhone], phoneField.error)}
              disabled={readOnly('phone')}
            />
            <Select
              label="Perfil"
              data={offered.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }))}
              value={accountType}
              onChange={(value) => {
                if (value) setAccountType(value as AccountType);
                formErrors.clear('account_type');
              }}
              error={formErrors.server.account_type}
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
            <Button component={Link} to={paths.users()} variant="default">
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
  return (
    <QueryScreen<UserFormPageQuery> query={query} failure={LOAD_FAILED} leaveTo={paths.users()}>
      {(data, queryRef) => (
        <UserForm key={String(queryRef.variables.databaseId)} data={data} mode={queryRef.variables.editing ? 'edit' : 'add'} />
      )}
    </QueryScreen>
  );
}

export const Component = UserFormPage;
