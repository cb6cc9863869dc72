import { Button, Center, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from '../../lib/dayjs';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useAbility } from '../../lib/ability';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { notify } from '../../ui/notify';
import type { CustomerAccessesQuery } from './__generated__/CustomerAccessesQuery.graphql';
import type { CustomerAccesses_customer$key } from './__generated__/CustomerAccesses_customer.graphql';

/** 'Carregar mais' adds this many, as the history does. */
export const ACCESSES_PAGE_SIZE = 50;
export const ACCESSES_LOAD_FAILED = 'Não foi possível carregar os acessos.';

const query = graphql`
  query CustomerAccessesQuery($databaseId: Int!) {
    customer(databaseId: $databaseId) {
      ...CustomerAccesses_customer
    }
  }
`;

const fragment = graphql`
  fragment CustomerAccesses_customer on Customer
  @refetchable(queryName: "CustomerAccessesPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    accesses(first: $first, after: $after) @connection(key: "CustomerAccesses_accesses") {
      edges {
        node {
          databaseId
          userName
          action
          createdAt
          ip
        }
      }
    }
  }
`;

function AccessList({ customer }: { customer: CustomerAccesses_customer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, customer);
  const edges = data.accesses.edges;
  if (edges.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nenhum acesso registrado.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quando</Table.Th>
              <Table.Th>Quem</Table.Th>
              <Table.Th>O quê</Table.Th>
              <Table.Th>Endereço</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {edges.map(({ node }) => (
              <Table.Tr key={node.databaseId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(node.createdAt).format('DD/MM/YYYY HH:mm')}</Table.Td>
                <Table.Td>{node.userName}</Table.Td>
                <Table.Td>{node.action}</Table.Td>
                <Table.Td>{node.ip ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasNext && (
        <Center>
          <Button
            variant="light"
            loading={isLoadingNext}
            disabled={isLoadingNext}
            onClick={() =>
              loadNext(ACCESSES_PAGE_SIZE, {
                onComplete: (error) => {
                  if (error) notify.error(ACCESSES_LOAD_FAILED, { id: `load-failure:${ACCESSES_LOAD_FAILED}` });
                },
              })
            }
          >
            Carregar mais
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function Accesses({ customerId }: { customerId: number }) {
  const data = useLazyLoadQuery<CustomerAccessesQuery>(query, { databaseId: customerId }, { fetchPolicy: 'network-only' });
  return data.customer ? <AccessList customer={data.customer} /> : null;
}

/**
 * 'Acessos': who read the customer's record, for those who manage customers. Asked for only when
 * opened, since every read of the page would otherwise load it, and a limited user may not.
 */
export function CustomerAccesses({ customerId }: { customerId: number }) {
  const canSee = useAbility().can('manage', 'Customer');
  const [open, setOpen] = useState(false);
  if (!canSee) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb={open ? 'sm' : 0}>
        <Title order={2} fz="lg">
          Acessos
        </Title>
        <Button variant="subtle" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Ocultar acessos' : 'Ver acessos'}
        </Button>
      </Group>
      {open && (
        <LoadBoundary message={ACCESSES_LOAD_FAILED} resetKey={customerId}>
          <Suspense fallback={<Skeleton h={80} radius="md" />}>
            <Accesses customerId={customerId} />
          </Suspense>
        </LoadBoundary>
      )}
    </Paper>
  );
}
