import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardList, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { countEdges, listOpening } from '../../relay/connections';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { useFormErrors } from '../../ui/formErrors';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import { REQUIRED_MESSAGE, VALIDATION_DELAY_MS } from '../../ui/useFieldValidation';
import type { CustomerFormPageCreateMutation } from './__generated__/CustomerFormPageCreateMutation.graphql';
import type { CustomerFormPageQuery } from './__generated__/CustomerFormPageQuery.graphql';
import type { CustomerFormPageUpdateMutation } from './__generated__/CustomerFormPageUpdateMutation.graphql';
import { answerProblem, emptyState, stateOf, valuesOf, type AnswerState, type FormField } from './answers';
import { AnswerInput } from './AnswerInput';
import { ImageUpload, UPLOAD_FAILED, UPLOAD_SUCCESS, useImagePreview } from '../../ui/ImageUpload';
import {
  FILL_CORRECTLY,
  created,
  isLimitRefusal,
  loadFailed,
  saveFailed,
  updated,
} from './messages';

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
  mutation CustomerFormPageCreateMutation($input: CreateCustomerInput!, $connections: [ID!]!) {
    createCustomer(input: $input) {
      customer {
        id
        databaseId
        ...CustomerDetailsPage_customer
      }
      customerEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...CustomerRow_customer
        }
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

const LIMIT_TOAST_ID = 'customers-limit';

/** The plan's limit is reached: a toast that stays until closed, with the way to a bigger plan. */
function showLimitToast(message: string) {
  notify.error(
    <Stack gap={6}>
      <Text size="sm">{message}</Text>
      <Anchor
        href={paths.subscription()}
        size="sm"
        fw={600}
        onClick={(event) => {
          event.preventDefault();
          notify.hide(LIMIT_TOAST_ID);
          navigateTo(paths.subscription());
        }}
      >
        Ver planos e fazer upgrade
      </Anchor>
    </Stack>,
    { id: LIMIT_TOAST_ID, autoClose: false },
  );
}


/** The api refuses a photo under errors.attachment ('deve ser uma imagem JPG ou PNG', 'é muito grande'). */
const IMAGE_ERROR_FIELD = 'attachment';

function CustomerForm({ data, editing }: { data: CustomerFormPageQuery['response']; editing: boolean }) {
  const terms = useCompanyTerms();
  const navigate = useNavigate();
  const companyFields = data.viewer?.company.customerFields;
  // A new customer shows first on the list's opening page, which counts one more.
  const customersList = data.viewer ? [listOpening(data.viewer.company.id, 'CustomersPageTable_customers')] : [];
  const fields: ReadonlyArray<FormField> = useMemo(() => companyFields ?? [], [companyFields]);
  const customer = data.customer ?? null;

  const [name, setName] = useState(customer?.name ?? '');
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() => {
    const stored = new Map((customer?.answers ?? []).map((answer) => [answer.field.id, answer.values]));
    return Object.fromEntries(fields.map((field) => [field.id, stateOf(field, stored.get(field.id) ?? [])]));
  });
  const [settled] = useDebouncedValue(answers, VALIDATION_DELAY_MS);
  const [submitted, setSubmitted] = useState(false);
  // The api names the name 'name' and an answer by its question's id.
  const formErrors = useFormErrors((field) =>
    field === 'name' ? 'Nome' : fields.find((candidate) => String(candidate.databaseId) === field)?.question,
  );
  const serverErrors = formErrors.server;
  const [image, setImage] = useState<File | null>(null);
  const preview = useImagePreview(image);
  const [removeImage, setRemoveImage] = useState(false);
  const [create, creating] = useMutationPromise<CustomerFormPageCreateMutation>(createMutation);
  const [createKey] = useIdempotencyKey();
  const [update, updating] = useMutationPromise<CustomerFormPageUpdateMutation>(updateMutation);

  const missingCustomer = editing && customer === null;
  useEffect(() => {
    if (!missingCustomer) return;
    notify.error(loadFailed(terms), { id: `load-failure:${loadFailed(terms)}` });
    navigate(paths.customers(), { replace: true });
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
    formErrors.clear(String(field.databaseId));
  };

  if (missingCustomer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '' || Object.values(problems).some(Boolean)) {
      notify.error(FILL_CORRECTLY, { id: 'customer-form-invalid' });
      formErrors.reveal();
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
        : (
            await create({
              variables: { input, connections: customersList },
              updater: (store, created) => {
                if (created?.createCustomer.customerEdge) countEdges(customersList, 1)(store);
              },
              uploadables,
              skipErrorToast: true,
              idempotencyKey: createKey,
            })
          ).createCustomer;
      if (!payload.customer) {
        const messages = [...payload.fullMessages, ...payload.errors.flatMap((error) => error.messages)];
        if (isLimitRefusal(messages)) {
          showLimitToast(payload.fullMessages[0] ?? messages[0] ?? '');
          return;
        }
        notify.error(saveFailed(terms));
        const imageError = payload.errors.find((error) => error.field === IMAGE_ERROR_FIELD);
        if (imageError) notify.error(UPLOAD_FAILED, { title: imageError.messages.join(' ') || undefined });
        formErrors.show(payload.errors.filter((error) => error.field !== IMAGE_ERROR_FIELD));
        return;
      }
      notify.success(customer ? updated(terms) : created(terms));
      if (image) notify.success(UPLOAD_SUCCESS);
      navigate(paths.customer(payload.customer.databaseId));
    } catch {
      notify.error(saveFailed(terms));
    }
  }

  const saving = creating || updating;
  const nameError = serverErrors.name ?? (submitted && name.trim() === '' ? REQUIRED_MESSAGE : undefined);

  return (
    <form ref={formErrors.formRef} onSubmit={submit} noValidate aria-label={editing ? `Editar ${lowerFirst(terms.customer)}` : `Cadastrar ${lowerFirst(terms.customer)}`}>
      <Stack gap="lg">
        {fields.length === 0 && (
          <Alert variant="light" color="orange" icon={<IconInfoCircle size={20} aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Seu formulário de cadastro ainda não tem perguntas. Crie as perguntas que você quer fazer para poder cadastrar{' '}
                {lowerFirst(terms.customerPlural)}.
              </Text>
              <Button component={Link} to={paths.customerFields()} size="xs" color="orange">
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
                formErrors.clear('name');
              }}
              error={nameError}
            />
            {fields.map((field) => (
              <AnswerInput key={field.id} field={field} state={stateFor(field)} onChange={(state) => change(field, state)} error={errorOf(field)} />
            ))}
          </Stack>
        </Paper>
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Anchor component={Link} to={paths.customerFields()} size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconClipboardList size={16} stroke={1.7} aria-hidden />
              Editar as perguntas do formulário
            </Group>
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => navigate(customer ? paths.customer(customer.databaseId) : paths.customers())} disabled={saving}>
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
  const terms = useCompanyTerms();
  // /customers/edit/{id} rather than /customers/add.
  const editing = useParams().id !== undefined;
  return (
    <Stack gap={0} maw={760}>
      <PageHeader
        title={editing ? `Editar ${lowerFirst(terms.customer)}` : `Cadastrar ${lowerFirst(terms.customer)}`}
        description={`Os campos marcados com * são obrigatórios.`}
      />
      <QueryScreen<CustomerFormPageQuery> query={query} failure={loadFailed(terms)}>
        {(data) => <CustomerForm data={data} editing={editing} />}
      </QueryScreen>
    </Stack>
  );
}

export const Component = CustomerFormPage;
