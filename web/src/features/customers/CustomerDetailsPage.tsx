import { Alert, Anchor, Avatar, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArrowBackUp, IconArrowLeft, IconChevronDown, IconChevronUp, IconPencil, IconTrash } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useCallback, useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useAbility } from '../../lib/ability';
import { customerTerm, the, useCompanyTerms } from '../../lib/terms';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { initials } from '../../lib/initials';
import type { CustomerDetailsPage_customer$key } from './__generated__/CustomerDetailsPage_customer.graphql';
import type { CustomerDetailsPageQuery } from './__generated__/CustomerDetailsPageQuery.graphql';
import { displayAnswer, typeOf } from './answers';
import { archivedOn, loadFailed } from './messages';
import { paths } from '../../lib/paths';
import { useArchiveCustomer } from './useArchiveCustomer';
import { useDeleteCustomer } from './useDeleteCustomer';
import { CustomerNotes } from '../notes/CustomerNotes';
import { CustomerAppointments } from '../appointments/CustomerAppointments';
import { CustomerAccesses } from './CustomerAccesses';
import { CustomerExport } from '../records/CustomerExport';

// 46 years and 10 months is 'há 46 anos', as an age is told, not the 47 that rounding gives.
dayjs.extend(relativeTime, { rounding: Math.floor });

export const query = graphql`
  query CustomerDetailsPageQuery($databaseId: Int!) {
    customer(databaseId: $databaseId) {
      id
      ...CustomerDetailsPage_customer
    }
    viewer {
      id
      company {
        id
        databaseId
      }
    }
  }
`;

const fragment = graphql`
  fragment CustomerDetailsPage_customer on Customer {
    id
    databaseId
    name
    imageUrl
    createdAt
    archivedAt
    # The same page CustomerNotes opens with, so the api is asked for the notes (and logs the read) once.
    hasNotes: notes(first: 20) {
      totalCount
    }
    answers {
      field {
        id
        question
        answerType
        options
      }
      values
    }
    ...CustomerNotes_customer
  }
`;

/** A date answer as a distance from today, in pt-BR ('há 3 anos', 'em 2 meses'). */
export function dateDistance(isoDate: string): string | null {
  const date = dayjs(isoDate, 'YYYY-MM-DD');
  return date.isValid() ? date.locale('pt-br').fromNow() : null;
}

function Answers({ customer }: { customer: CustomerDetailsPage_customer$key }) {
  const data = useFragment(fragment, customer);
  const answered = data.answers.filter((answer) => answer.values.length > 0);
  if (data.answers.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        O formulário de cadastro ainda não tem perguntas.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
      {data.answers.map((answer) => {
        const isDate = typeOf(answer.field) === 'date';
        const distance = isDate && answer.values[0] ? dateDistance(answer.values[0]) : null;
        return (
          <Stack key={answer.field.id} gap={2}>
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {answer.field.question}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {answer.values.length > 0 ? displayAnswer(answer.field, answer.values) : <Text span c="dimmed">Não informado</Text>}
              {distance && (
                <Text span c="dimmed" size="sm" ml={8}>
                  ({distance})
                </Text>
              )}
            </Text>
          </Stack>
        );
      })}
      {answered.length === 0 && (
        <Text c="dimmed" size="sm">
          Nenhuma pergunta respondida ainda.
        </Text>
      )}
    </SimpleGrid>
  );
}

function CustomerDetails({ customer, viewer }: CustomerDetailsPageQuery['response']) {
  const terms = useCompanyTerms();
  const navigate = useNavigate();

  // The company has no such customer (another company's id answers the same): back to the list.
  useEffect(() => {
    if (customer) return;
    notify.error(loadFailed(terms), { id: `load-failure:${loadFailed(terms)}` });
    navigate(paths.customers(), { replace: true });
  }, [customer, navigate, terms]);

  return customer ? (
    <CustomerProfile customer={customer} companyId={viewer?.company.databaseId ?? 0} companyGlobalId={viewer?.company.id ?? ''} />
  ) : null;
}

/** An archived customer's page: when it was archived, and 'Restaurar' for those who may. */
function ArchivedBanner({ archivedAt, onRestore }: { archivedAt: string; onRestore?: () => Promise<unknown> }) {
  const terms = useCompanyTerms();
  const [restoring, setRestoring] = useState(false);
  return (
    <Alert color="gray" variant="light" icon={<IconArchive size={20} aria-hidden />} role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {archivedOn(terms, dayjs(archivedAt).format('DD/MM/YYYY'))}
          </Text>
          <Text size="sm" c="dimmed">
            Fora da lista, da busca e dos relatórios; as anotações são mantidas e nada pode ser alterado até restaurar.
          </Text>
        </Stack>
        {onRestore && (
          <Button
            variant="light"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            loading={restoring}
            onClick={() => {
              setRestoring(true);
              void onRestore().finally(() => setRestoring(false));
            }}
          >
            Restaurar
          </Button>
        )}
      </Group>
    </Alert>
  );
}

function CustomerProfile({
  customer,
  companyId,
  companyGlobalId,
}: {
  customer: CustomerDetailsPage_customer$key;
  companyId: number;
  companyGlobalId: string;
}) {
  const data = useFragment(fragment, customer);
  const terms = useCompanyTerms();
  const [open, { toggle }] = useDisclosure(false);
  const answersId = useId();
  const ofCustomer = the(customerTerm(terms), 'do');
  const navigate = useNavigate();
  const leave = useCallback(() => navigate(paths.customers(), { replace: true }), [navigate]);
  const { archive, archiveNow, restore } = useArchiveCustomer();
  const archiveTarget = { id: data.id, name: data.name, companyId: companyGlobalId };
  const confirmDelete = useDeleteCustomer(leave, () => void archiveNow(archiveTarget));
  const ability = useAbility();
  // A limited account may not delete customers (the api answers 403).
  const canDelete = ability.can('delete', 'Customer');
  // Archiving and restoring are for those who manage customers.
  const canArchive = ability.can('manage', 'Customer');
  const isArchived = data.archivedAt != null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.customers()} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {terms.customerPlural}
        </Group>
      </Anchor>
      {data.archivedAt != null && (
        <ArchivedBanner archivedAt={data.archivedAt} onRestore={canArchive ? () => restore(archiveTarget) : undefined} />
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" miw={0}>
            <Avatar src={data.imageUrl} alt={data.name} size={72} radius="xl" color="brand">
              {initials(data.name, data.name)}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              <Text c="dimmed" size="sm">
                {terms.customer} desde {dayjs(data.createdAt).format('DD/MM/YYYY')}
              </Text>
            </Stack>
          </Group>
          {!isArchived && (
            <Group gap="sm">
              <Button component={Link} to={paths.customerEdit(data.databaseId)} variant="light" leftSection={<IconPencil size={18} aria-hidden />}>
                Editar
              </Button>
              {canArchive && (
                <Button variant="subtle" color="gray" leftSection={<IconArchive size={18} aria-hidden />} onClick={() => archive(archiveTarget)}>
                  Arquivar
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  onClick={() => confirmDelete({ id: data.id, name: data.name, hasNotes: data.hasNotes.totalCount > 0 })}
                >
                  Excluir
                </Button>
              )}
            </Group>
          )}
        </Group>
        <Button
          variant="subtle"
          mt="md"
          ml={-12}
          onClick={toggle}
          aria-expanded={open}
          aria-controls={answersId}
          rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        >
          {open ? `Ocultar dados ${ofCustomer}` : `Mostrar dados ${ofCustomer}`}
        </Button>
        <Collapse expanded={open} id={answersId}>
          <Paper bg="gray.0" p="md" mt="xs" radius="md">
            <Answers customer={customer} />
          </Paper>
        </Collapse>
      </Paper>

      <CustomerAppointments customerId={data.id} customerName={data.name} />

      <CustomerNotes customer={data} companyId={companyId} />

      <CustomerExport customerId={data.id} customerDatabaseId={data.databaseId} />

      <CustomerAccesses customerId={data.databaseId} />
    </Stack>
  );
}

/** /customers/details/{id}: the customer's photo, name and answers, and the place of their notes. */
export function CustomerDetailsPage() {
  const terms = useCompanyTerms();
  return (
    <QueryScreen<CustomerDetailsPageQuery> query={query} failure={loadFailed(terms)} leaveTo={paths.customers()}>
      {(data) => <CustomerDetails {...data} />}
    </QueryScreen>
  );
}

export const Component = CustomerDetailsPage;
