import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { useCallback } from 'react';
import { graphql, readInlineData, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { subjectOf, useAbility } from '../../lib/ability';
import type { AccountType } from '../../lib/viewer';
import { countEdges } from '../../relay/connections';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { DataTable, useDataTableQuery, type DataTableColumn, type DataTableQuery } from '../../ui/DataTable';
import { notify } from '../../ui/notify';
import { QueryScreen } from '../../ui/QueryScreen';
import { initials } from '../../lib/initials';
import type { UsersPageDeleteMutation } from './__generated__/UsersPageDeleteMutation.graphql';
import type { UsersPageQuery } from './__generated__/UsersPageQuery.graphql';
import type { UsersPage_row$data, UsersPage_row$key } from './__generated__/UsersPage_row.graphql';
import type { UsersTable_company$key } from './__generated__/UsersTable_company.graphql';
import { ACCOUNT_TYPE_LABELS, restAccountType } from './accountTypes';
import { userOrderOf } from './order';

export const LOAD_FAILED = 'Erro ao carregar usuários';
export const DELETE_FAILED = 'Erro ao excluir o usuário';
export const DELETED = 'Usuário excluído com sucesso';
const query = graphql`
  query UsersPageQuery($page: Int!, $search: String, $orderBy: UserOrder) {
    viewer {
      id
      company {
        id
        databaseId
        ...UsersTable_company @arguments(page: $page, search: $search, orderBy: $orderBy)
      }
    }
  }
`;

const tableFragment = graphql`
  fragment UsersTable_company on Company
  @refetchable(queryName: "UsersTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 40 }
    after: { type: "String" }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    orderBy: { type: "UserOrder" }
  ) {
    users(first: $first, after: $after, page: $page, search: $search, orderBy: $orderBy)
      @connection(key: "UsersTable_users", filters: ["page", "search", "orderBy"]) {
      __id
      totalCount
      edges {
        node {
          ...UsersPage_row
        }
      }
    }
  }
`;

/** A row of the users table, also what a new user's edge brings (UserFormPage). */
const rowFragment = graphql`
  fragment UsersPage_row on User @inline {
    id
    databaseId
    email
    name
    accountType
    imageUrl
    createdAt
  }
`;

const deleteMutation = graphql`
  mutation UsersPageDeleteMutation($input: DeleteUserInput!, $connections: [ID!]!) {
    deleteUser(input: $input) {
      deletedUserId @deleteEdge(connections: $connections)
      fullMessages
    }
  }
`;

type Row = UsersPage_row$data;

function UsersTable({ company, companyId }: { company: UsersTable_company$key; companyId: number }) {
  const [data, refetch] = useRefetchableFragment(tableFragment, company);
  const ability = useAbility();
  const [remove] = useMutationPromise<UsersPageDeleteMutation>(deleteMutation);
  const load = useCallback(
    (q: DataTableQuery) =>
      refetch(
        { page: q.page, search: q.search || null, orderBy: userOrderOf(q.sort) },
        { fetchPolicy: 'store-and-network' },
      ),
    [refetch],
  );
  const table = useDataTableQuery(load);
  const rows = data.users.edges.flatMap((edge) => (edge ? [readInlineData<UsersPage_row$key>(rowFragment, edge.node)] : []));

  const asSubject = (row: Row) => subjectOf('User', { id: row.databaseId, company_id: companyId, account_type: restAccountType(row.accountType) });
  const canEdit = (row: Row) => ability.can('update', asSubject(row));
  const canDelete = (row: Row) => ability.can('delete', asSubject(row));

  const confirmDelete = (row: Row) =>
    modals.openConfirmModal({
      title: 'Excluir usuário',
      children: (
        <Text size="sm">
          Deseja excluir o usuário <strong>{row.name || row.email}</strong>? Ele não poderá mais acessar o sistema.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { deleteUser } = await remove({
            variables: { input: { id: row.id }, connections: [data.users.__id] },
            updater: (store, payload) => {
              if (payload?.deleteUser.deletedUserId) countEdges([data.users.__id], -1)(store);
            },
            skipErrorToast: true,
          });
          if (!deleteUser.deletedUserId) {
            notify.error(DELETE_FAILED, { title: deleteUser.fullMessages.join(' ') || undefined });
            return;
          }
          notify.success(DELETED);
        } catch {
          notify.error(DELETE_FAILED);
        }
      },
    });

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'email',
      title: 'E-mail',
      sortable: true,
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.imageUrl} alt="" size={32} radius="xl" color="brand" visibleFrom="sm">
            {initials(row.name, row.email)}
          </Avatar>
          {/* A narrow screen breaks the address after its '@' rather than inside a word. */}
          <Text size="sm" style={{ overflowWrap: 'break-word' }}>
            {row.email.split('@')[0]}
            {row.email.includes('@') && (
              <>
                @<wbr />
                {row.email.slice(row.email.indexOf('@') + 1)}
              </>
            )}
          </Text>
        </Group>
      ),
    },
    {
      key: 'name',
      title: 'Nome',
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{row.name}</Text>
          <Badge size="sm" variant="light" color={row.accountType === 'LIMITED' ? 'gray' : 'brand'} styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}>
            {ACCOUNT_TYPE_LABELS[row.accountType as AccountType] ?? row.accountType}
          </Badge>
        </Group>
      ),
    },
    {
      key: 'created_at',
      title: 'Criado em',
      sortable: true,
      hiddenByDefault: true,
      render: (row) => dayjs(row.createdAt).format('DD/MM/YYYY'),
    },
  ];

  return (
    <DataTable<Row>
      tableId="users"
      label="Usuários"
      // E-mail and name wrap in their cells, so the list fits a phone without scrolling sideways.
      minWidth={300}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.users.totalCount}
      {...table.tableProps}
      onSearchChange={table.tableProps.onSearchChange}
      searchPlaceholder="Pesquisar por nome ou e-mail"
      rowHref={(row) => (canEdit(row) ? paths.userEdit(row.databaseId) : undefined)}
      rowActions={(row) => (
        <>
          {canEdit(row) && (
            <Tooltip label="Editar">
              <ActionIcon component={Link} to={paths.userEdit(row.databaseId)} variant="subtle" aria-label={`Editar ${row.name || row.email}`}>
                <IconPencil size={18} stroke={1.7} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete(row) && (
            <Tooltip label="Excluir">
              <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${row.name || row.email}`} onClick={() => confirmDelete(row)}>
                <IconTrash size={18} stroke={1.7} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      )}
      empty={
        <Stack align="center" gap="sm">
          <Text c="dimmed">Nenhum usuário cadastrado além de você.</Text>
          <Button component={Link} to={paths.userAdd()} variant="light" leftSection={<IconUserPlus size={18} aria-hidden />}>
            Cadastrar o primeiro usuário
          </Button>
        </Stack>
      }
    />
  );
}

function Users({ viewer }: UsersPageQuery['response']) {
  if (!viewer) return null;
  return <UsersTable company={viewer.company} companyId={viewer.company.databaseId} />;
}

/** /business/users: the company's users, with add, edit and delete. */
export function UsersPage() {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          Quem acessa o sistema e o que cada um pode fazer.
        </Text>
        <Button component={Link} to={paths.userAdd()} leftSection={<IconPlus size={18} aria-hidden />}>
          Novo usuário
        </Button>
      </Group>
      <QueryScreen<UsersPageQuery> query={query} failure={LOAD_FAILED}>
        {(data) => <Users {...data} />}
      </QueryScreen>
    </Stack>
  );
}

export const Component = UsersPage;
