import { useMediaQuery } from '@mantine/hooks';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { useAbility } from '../../lib/ability';
import { agree, customerTerm, lowerFirst, the, upperFirst, useCompanyTerms } from '../../lib/terms';
import { DataTable, useDataTableQuery, type DataTableQuery } from '../../ui/DataTable';
import { Hint } from '../../ui/Hint';
import { IconButton } from '../../ui/IconButton';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryScreen } from '../../ui/QueryScreen';
import type { CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';
import type { CustomersPageTable_company$key } from './__generated__/CustomersPageTable_company.graphql';
import { customerColumns, customerOrderOf, useCustomerRows, type CustomerRowData } from './CustomerRow';
import { TABLE_LOAD_FAILED } from './messages';
import { paths } from '../../lib/paths';
import { QuotaBanner } from '../plans/QuotaBanner';
import { ARCHIVED_PARAM, customerArchivedOf } from './order';
import type { CustomerListAction } from './CustomerListActions';
import classes from './CustomersPage.module.css';

const loadActions = () => import('./CustomerListActions');
/** Deleting and restoring, with their mutations, come with the first row button used (or pointed at). */
const CustomerListActions = lazy(loadActions);
const preloadActions = () => void loadActions();

export const query = graphql`
  query CustomersPageQuery($page: Int!, $search: String, $orderBy: CustomerOrder, $archived: Boolean) {
    viewer {
      company {
        id
        ...QuotaBanner_company
        ...CustomersPageTable_company @arguments(page: $page, search: $search, orderBy: $orderBy, archived: $archived)
      }
    }
  }
`;

const tableFragment = graphql`
  fragment CustomersPageTable_company on Company
  @refetchable(queryName: "CustomersPageTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 40 }
    after: { type: "String" }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    orderBy: { type: "CustomerOrder" }
    archived: { type: "Boolean" }
  ) {
    id
    customerFields {
      id
      question
      answerType
      options
    }
    customers(first: $first, after: $after, page: $page, search: $search, orderBy: $orderBy, archived: $archived)
      @connection(key: "CustomersPageTable_customers", filters: ["page", "search", "orderBy", "archived"]) {
      __id
      totalCount
      edges {
        node {
          ...CustomerRow_customer
        }
      }
    }
  }
`;

function EmptyCustomers() {
  const term = customerTerm(useCompanyTerms());
  return (
    <Stack align="center" gap="sm" ta="center" py="lg">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconUsersGroup size={28} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{upperFirst(the(term, 'nenhum'))} {agree(term, 'cadastrado')} ainda</Text>
      <Text size="sm" c="dimmed" maw={400}>
        Cadastre {the(term, 'seus', { plural: true })} para ter os dados de {agree(term, 'cada um')} sempre à mão.
      </Text>
      <Button component={Link} to={paths.customerAdd()} leftSection={<IconPlus size={18} aria-hidden />}>
        Cadastrar {the(term, 'o primeiro')}
      </Button>
    </Stack>
  );
}

function NoArchivedCustomers() {
  const term = customerTerm(useCompanyTerms());
  return (
    <Stack align="center" gap="sm" ta="center" py="lg">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconArchive size={28} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{upperFirst(the(term, 'nenhum'))} {agree(term, 'arquivado')}</Text>
      <Text size="sm" c="dimmed" maw={400}>
        {upperFirst(the(term, 'o', { plural: true }))} com anotações não são {agree(term, 'excluídos')}: {agree(term, 'arquivados')}, ficam aqui e
        podem ser {agree(term, 'restaurados')}.
      </Text>
    </Stack>
  );
}

/**
 * 'Ativos' or 'Arquivados', kept in the address (`?archived=1`) so Back and a shared link show the same
 * list. Drawn as Mantine's SegmentedControl (size xs) draws itself before it measures its options:
 * two radio buttons, the chosen one on a white tab, without the floating indicator, whose measuring
 * forced the whole list's layout while it was first drawn.
 */
function ArchivedFilter({ archived, onChange }: { archived: boolean; onChange: (archived: boolean) => void }) {
  const term = customerTerm(useCompanyTerms());
  const name = useId();
  const options = [
    { value: false, key: 'active', label: upperFirst(agree(term, 'ativos')) },
    { value: true, key: 'archived', label: upperFirst(agree(term, 'arquivados')) },
  ];
  return (
    <div className={classes.segmented} role="radiogroup" aria-label={`Mostrar ${lowerFirst(term.plural)}`}>
      {options.map((option) => (
        <div key={option.key} className={classes.segment} data-active={archived === option.value || undefined}>
          <input
            className={classes.segmentInput}
            id={`${name}-${option.key}`}
            type="radio"
            name={name}
            value={option.key}
            checked={archived === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className={classes.segmentLabel} data-active={archived === option.value || undefined} htmlFor={`${name}-${option.key}`}>
            <span className={classes.segmentText}>{option.label}</span>
          </label>
        </div>
      ))}
    </div>
  );
}

const customerKey = (row: CustomerRowData) => row.id;
const customerHref = (row: CustomerRowData) => paths.customer(row.databaseId);

function CustomersTable({ company }: { company: CustomersPageTable_company$key }) {
  const [data, refetch] = useRefetchableFragment(tableFragment, company);
  const terms = useCompanyTerms();
  const [searchParams, setSearchParams] = useSearchParams();
  const archived = customerArchivedOf(searchParams) === true;
  const load = useCallback(
    (next: DataTableQuery) =>
      refetch(
        { page: next.page, search: next.search || null, orderBy: customerOrderOf(next.sort), archived: archived || null },
        {
          fetchPolicy: 'store-and-network',
          onComplete: (error) => {
            if (error) notify.error(TABLE_LOAD_FAILED, { id: `load-failure:${TABLE_LOAD_FAILED}` });
          },
        },
      ),
    [archived, refetch],
  );
  const table = useDataTableQuery(load);
  // The filter is not part of the table's own query: a change of it loads the page on screen again.
  const { reload } = table;
  const shown = useRef(archived);
  useEffect(() => {
    if (shown.current === archived) return;
    shown.current = archived;
    reload();
  }, [archived, reload]);
  const showArchived = useCallback(
    (next: boolean) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(ARCHIVED_PARAM, '1');
          else params.delete(ARCHIVED_PARAM);
          params.delete('page');
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const columns = useMemo(() => customerColumns(data.customerFields), [data.customerFields]);
  const rows = useCustomerRows(data.customers.edges.map((edge) => edge.node));
  const [action, setAction] = useState<CustomerListAction | null>(null);
  const ability = useAbility();
  // A limited account may not delete customers (the api answers 403): it is offered no action.
  const canDelete = ability.can('delete', 'Customer');
  // Those who manage customers see the archived ones and restore them.
  const canArchive = ability.can('manage', 'Customer');
  // On a phone a delete button on every row sits under the thumb while scrolling: deleting stays on
  // the customer's own page there.
  const narrow = useMediaQuery('(max-width: 47.99em)', window.innerWidth < 768, { getInitialValueInEffect: false });
  const companyId = data.id;
  const connectionId = data.customers.__id;
  // The table's props keep their identity while nothing they depend on changes: this screen follows
  // the address (useSearchParams), so each change of the router's state draws it again, and new
  // props would draw the table's 40 rows again with it.
  const rowActions = useMemo(() => {
    const ask = (kind: CustomerListAction['kind'], row: CustomerRowData) => setAction({ kind, id: row.id, name: row.name, companyId, connectionId });
    const deleteAction = (row: CustomerRowData) => (
      <Hint label="Excluir">
        <IconButton color="red" aria-label={`Excluir ${row.name}`} onPointerEnter={preloadActions} onFocus={preloadActions} onClick={() => ask('delete', row)}>
          <IconTrash size={18} stroke={1.7} aria-hidden />
        </IconButton>
      </Hint>
    );
    const restoreAction = (row: CustomerRowData) => (
      <Hint label="Restaurar">
        <IconButton color="brand" aria-label={`Restaurar ${row.name}`} onPointerEnter={preloadActions} onFocus={preloadActions} onClick={() => ask('restore', row)}>
          <IconArrowBackUp size={18} stroke={1.7} aria-hidden />
        </IconButton>
      </Hint>
    );
    return archived ? (canArchive ? restoreAction : undefined) : canDelete && !narrow ? deleteAction : undefined;
  }, [archived, canArchive, canDelete, companyId, connectionId, narrow]);
  const toolbar = useMemo(() => (canArchive ? <ArchivedFilter archived={archived} onChange={showArchived} /> : undefined), [archived, canArchive, showArchived]);
  const empty = useMemo(() => (archived ? <NoArchivedCustomers /> : <EmptyCustomers />), [archived]);

  // With nobody registered there is nothing to search, sort or page: the invitation to register the
  // first one takes the table's place. As a cell of the table it was centred across every column, and
  // a phone, which scrolls the table sideways, cut it off.
  if (data.customers.totalCount === 0 && table.query.search === '' && !archived) {
    return (
      <Paper withBorder px="md" py="xl">
        <EmptyCustomers />
        {canArchive && (
          <Stack align="center">
            <Button variant="subtle" size="xs" color="gray" leftSection={<IconArchive size={16} aria-hidden />} onClick={() => showArchived(true)}>
              Ver {lowerFirst(agree(customerTerm(terms), 'arquivados'))}
            </Button>
          </Stack>
        )}
      </Paper>
    );
  }

  return (
    <>
      <DataTable
        tableId="customers"
        label={terms.customerPlural}
        columns={columns}
        rows={rows}
        rowKey={customerKey}
        totalCount={data.customers.totalCount}
        {...table.tableProps}
        searchPlaceholder={`Pesquisar ${lowerFirst(terms.customerPlural)}`}
        rowHref={customerHref}
        rowActions={rowActions}
        toolbar={toolbar}
        empty={empty}
      />
      {action && (
        <Suspense fallback={null}>
          <CustomerListActions action={action} />
        </Suspense>
      )}
    </>
  );
}

function Customers({ viewer }: CustomersPageQuery['response']) {
  if (!viewer) return null;
  return (
    <>
      <QuotaBanner company={viewer.company} />
      <CustomersTable company={viewer.company} />
    </>
  );
}

/** /customers: the company's customers with their answers, searchable, sortable and paged. */
export function CustomersPage() {
  const terms = useCompanyTerms();
  return (
    <>
      <PageHeader
        title={terms.customerPlural}
        actions={
          <Button component={Link} to={paths.customerAdd()} leftSection={<IconPlus size={18} aria-hidden />}>
            Cadastrar {lowerFirst(terms.customer)}
          </Button>
        }
      />
      <QueryScreen<CustomersPageQuery> query={query} failure={TABLE_LOAD_FAILED}>
        {(data) => <Customers {...data} />}
      </QueryScreen>
    </>
  );
}

export const Component = CustomersPage;
