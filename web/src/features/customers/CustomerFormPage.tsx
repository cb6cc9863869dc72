import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardList, IconInfoCircle } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { navigateTo } from '../../lib/navigation';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { getEnvironment } from '../../relay/environment';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { REQUIRED_MESSAGE, VALIDATION_DELAY_MS } from '../auth/useFieldValidation';
import type { CustomerFormPageCreateMutation } from './__generated__/CustomerFormPageCreateMutation.graphql';
import type { CustomerFormPageQuery } from './__generated__/CustomerFormPageQuery.graphql';
import type { CustomerFormPageUpdateMutation } from './__generated__/CustomerFormPageUpdateMutation.graphql';
import { answerProblem, emptyState, stateOf, valuesOf, type AnswerState, type FormField } from './answers';
import { AnswerInput } from './AnswerInput';
import { ImageUpload, UPLOAD_FAILED, UPLOAD_SUCCESS } from '../business/ImageUpload';
import { LoadBoundary } from '../business/LoadBoundary';
import {
  CUSTOMERS_PATH,
  FILL_CORRECTLY,
  FORM_EDITOR_PATH,
  created,
  customerPath,
  isLimitRefusal,
  loadFailed,
  saveFailed,
  updated,
} from './messages';
import { SUBSCRIPTION_PATH } from './quota';

export const query = graphql`
  query CustomerFormPageQuery($databaseId: Int!, $editing: Boolean!) {
    viewer {
      company {
        id
        customerFields {
          id
          databaseId
          question
          answerType
          mandatory
          options
        }
      }
    }
    customer(databaseId: $databaseId) @include(if: $editing) {
      id
      databaseId
      name
      imageUrl
      answers {
        field {
          id
        }
        values
      }
    }
  }
`;

// The payloads carry what the list and the details read, so both show the change at once.
const createMutation = graphql`
  mutation CustomerFormPageCreateMutation($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      customer {
        id
        databaseId
        ...CustomerRow_customer
        ...CustomerDetailsPage_customer
      }
      company {
        id
        ...QuotaBanner_company
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
  mutation CustomerFormPageUpdateMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
        databaseId
        name
        imageUrl
        answers {
          field {
            id
          }
          values
        }
        ...CustomerRow_customer
        ...CustomerDetailsPage_customer
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

type LoaderData = {
  queryRef: PreloadedQuery<CustomerFormPageQuery>;
  /** /customers/edit/{id} rather than /customers/add. */
  editing: boolean;
};

/** A REST id from the address: a positive integer, else null. */
export function databaseIdParam(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const editing = params.id !== undefined;
  // An address that names no customer asks for id 0, which the api does not know: the screen then goes back to the list.
  const variables = { databaseId: databaseIdParam(params.id) ?? 0, editing };
  return {
    queryRef: loadQuery<CustomerFormPageQuery>(getEnvironment(), query, variables, { fetchPolicy: 'store-and-network' }),
    editing,
  };
}

const LIMIT_TOAST_ID = 'customers-limit';

/** The plan's limit is reached: a toast that stays until closed, with the way to a bigger plan. */
function showLimitToast(message: string) {
  notify.error(
    <Stack gap={6}>
      <Text size="sm">{message}</Text>
      <Anchor
        href={SUBSCRIPTION_PATH}
        size="sm"
        fw={600}
        onClick={(event) => {
          event.preventDefault();
          notify.hide(LIMIT_TOAST_ID);
          navigateTo(SUBSCRIPTION_PATH);
        }}
      >
        Ver planos e fazer upgrade
      </Anchor>
    </Stack>,
    { id: LIMIT_TOAST_ID, autoClose: false },
  );
}

type FieldErrors = Record<string, string>;

/** The api refuses a photo under errors.attachment ('deve ser uma imagem JPG ou PNG', 'é muito grande'). */
const IMAGE_ERROR_FIELD = 'attachment';

function CustomerForm({ queryRef, editing }: LoaderData) {
  const data = usePreloadedQuery<CustomerFormPageQuery>(query, queryRef);
  const terms = useCompanyTerms();
  const navigate = useNavigate();
  const companyFields = data.viewer?.company.customerFields;
  const fields: ReadonlyArray<FormField> = useMemo(() => companyFields ?? [], [companyFields]);
  const customer = data.customer ?? null;

  const [name, setName] = useState(customer?.name ?? '');
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() => {
    const stored = new Map((customer?.answers ?? []).map((answer) => [answer.field.id, answer.values]));
    return Object.fromEntries(fields.map((field) => [field.id, stateOf(field, stored.get(field.id) ?? [])]));
  });
  const [settled] = useDebouncedValue(answers, VALIDATION_DELAY_MS);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [create, creating] = useMutationPromise<CustomerFormPageCreateMutation>(createMutation);
  const [update, updating] = useMutationPromise<CustomerFormPageUpdateMutation>(updateMutation);

  useEffect(() => {
    if (!image) return undefined;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const missingCustomer = editing && customer === null;
  useEffect(() => {
    if (!missingCustomer) return;
    notify.error(loadFailed(terms), { id: `load-failure:${loadFailed(terms)}` });
    navigate(CUSTOMERS_PATH, { replace: true });
  }, [missingCustomer, navigate, terms]);

  const stateFor = (field: FormField) => answers[field.id] ?? emptyState(field);
  const problems = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.id, answerProblem(field, answers[field.id] ?? emptyState(field))])),
    [answers, fields],
  );

  /** A wrong value shows once typing has stopped for 750 ms; a missing one only once the form is sent. */
  const errorOf = (field: FormField): string | undefined => {
    const server = serverErrors[String(field.databaseId)];
    if (server) return server;
    const problem = problems[field.id];
    if (!problem || submitted) return problem;
    const typingStopped = settled[field.id] === answers[field.id];
    return problem !== REQUIRED_MESSAGE && typingStopped ? problem : undefined;
  };

  const change = (field: FormField, state: AnswerState) => {
    setAnswers((current) => ({ ...current, [field.id]: state }));
    setServerErrors(({ [String(field.databaseId)]: _, ...rest }) => rest);
  };

  if (missingCustomer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '' || Object.values(problems).some(Boolean)) {
      notify.error(FILL_CORRECTLY, { id: 'customer-form-invalid' });
      return;
    }
    const input = {
      name: name.trim(),
      answers: fields.map((field) => ({ fieldId: field.id, values: valuesOf(field, stateFor(field)) })),
      image: null,
    };
    // The photo goes with the save, as the GraphQL multipart request's file for input.image.
    const uploadables = image ? { 'input.image': image } : undefined;
    try {
      const payload = customer
        ? (await update({ variables: { input: { id: customer.id, ...input, removeImage: removeImage && !image } }, uploadables, skipErrorToast: true }))
            .updateCustomer
        : (await create({ variables: { input }, uploadables, skipErrorToast: true })).createCustomer;
      if (!payload.customer) {
        const messages = [...payload.fullMessages, ...payload.errors.flatMap((error) => error.messages)];
        if (isLimitRefusal(messages)) {
          showLimitToast(payload.fullMessages[0] ?? messages[0] ?? '');
          return;
        }
        notify.error(saveFailed(terms));
        const imageError = payload.errors.find((error) => error.field === IMAGE_ERROR_FIELD);
        if (imageError) notify.error(UPLOAD_FAILED, { title: imageError.messages.join(' ') || undefined });
        setServerErrors(Object.fromEntries(payload.errors.map((error) => [error.field, error.messages.join(' ')])));
        return;
      }
      notify.success(customer ? updated(terms) : created(terms));
      if (image) notify.success(UPLOAD_SUCCESS);
      navigate(customerPath.details(payload.customer.databaseId));
    } catch {
      notify.error(saveFailed(terms));
    }
  }

  const saving = creating || updating;
  const nameError = serverErrors.name ?? (submitted && name.trim() === '' ? REQUIRED_MESSAGE : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Editar ${lowerFirst(terms.customer)}` : `Cadastrar ${lowerFirst(terms.customer)}`}>
      <Stack gap="lg">
        {fields.length === 0 && (
          <Alert variant="light" color="orange" icon={<IconInfoCircle size={20} aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Seu formulário de cadastro ainda não tem perguntas. Crie as perguntas que você quer fazer para poder cadastrar{' '}
                {lowerFirst(terms.customerPlural)}.
              </Text>
              <Button component={Link} to={FORM_EDITOR_PATH} size="xs" color="orange">
                Criar as perguntas
              </Button>
            </Stack>
          </Alert>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <ImageUpload
              label="Foto"
              src={preview ?? (removeImage ? null : customer?.imageUrl)}
              onSelect={(file) => {
                setImage(file);
                setRemoveImage(false);
              }}
              onRemove={() => {
                setImage(null);
                setPreview(null);
                setRemoveImage(true);
              }}
              disabled={saving}
            />
            <TextInput
              label="Nome"
              withAsterisk
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setServerErrors(({ name: _, ...rest }) => rest);
              }}
              error={nameError}
            />
            {fields.map((field) => (
              <AnswerInput key={field.id} field={field} state={stateFor(field)} onChange={(state) => change(field, state)} error={errorOf(field)} />
            ))}
          </Stack>
        </Paper>
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Anchor component={Link} to={FORM_EDITOR_PATH} size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconClipboardList size={16} stroke={1.7} aria-hidden />
              Editar as perguntas do formulário
            </Group>
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => navigate(customer ? customerPath.details(customer.databaseId) : CUSTOMERS_PATH)} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving} disabled={fields.length === 0}>
              Salvar
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** /customers/add and /customers/edit/{id}: the name, then the company's questions in its order. */
export function CustomerFormPage() {
  const loaded = useLoaderData() as LoaderData;
  const terms = useCompanyTerms();
  const revalidator = useRevalidator();
  const { editing } = loaded;
  return (
    <Stack gap={0} maw={760}>
      <PageHeader
        title={editing ? `Editar ${lowerFirst(terms.customer)}` : `Cadastrar ${lowerFirst(terms.customer)}`}
        description={`Os campos marcados com * são obrigatórios.`}
      />
      <LoadBoundary message={loadFailed(terms)} onRetry={() => void revalidator.revalidate()} resetKey={loaded.queryRef}>
        <Suspense fallback={<PageLoader />}>
          <CustomerForm {...loaded} />
        </Suspense>
      </LoadBoundary>
    </Stack>
  );
}

export const Component = CustomerFormPage;
