import { commitMutation, fetchQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import createCustomerMutation from '../../src/features/customers/__generated__/CustomerFormPageCreateMutation.graphql';
import customersQuery from '../../src/features/customers/__generated__/CustomersPageQuery.graphql';
import deleteCustomerMutation from '../../src/features/customers/__generated__/useDeleteCustomerMutation.graphql';
import createUserMutation from '../../src/features/users/__generated__/UserFormPageCreateMutation.graphql';
import deleteUserMutation from '../../src/features/users/__generated__/UsersPageDeleteMutation.graphql';
import usersQuery from '../../src/features/users/__generated__/UsersPageQuery.graphql';
import { countEdges, listOpening } from '../../src/relay/connections';
import { createMockEnvironment, type MockEnvironment } from '../relay';

const COMPANY_ID = btoa('Company:1');
const nodeId = (type: string, id: number) => btoa(`${type}:${id}`);

type Case = {
  label: string;
  type: 'Customer' | 'User';
  query: typeof customersQuery | typeof usersQuery;
  variables: Record<string, unknown>;
  connectionKey: string;
  field: 'customers' | 'users';
  create: typeof createCustomerMutation | typeof createUserMutation;
  createInput: Record<string, unknown>;
  created: (id: number) => Record<string, unknown>;
  remove: typeof deleteCustomerMutation | typeof deleteUserMutation;
  removed: (id: number) => Record<string, unknown>;
};

const cases: Case[] = [
  {
    label: 'customers',
    type: 'Customer',
    query: customersQuery,
    variables: { page: 1, search: null, orderBy: null },
    connectionKey: 'CustomersPageTable_customers',
    field: 'customers',
    create: createCustomerMutation,
    createInput: { name: 'Carla Dias', answers: [] },
    created: (id) => ({ createCustomer: { customer: null, company: null, errors: [], fullMessages: [], customerEdge: { cursor: 'c', node: { __typename: 'Customer', id: nodeId('Customer', id), databaseId: id, name: 'Carla Dias', imageUrl: null, createdAt: '2026-03-02T15:00:00.000Z', answers: [] } } } }),
    remove: deleteCustomerMutation,
    removed: (id) => ({ deleteCustomer: { deletedCustomerId: nodeId('Customer', id), company: null, fullMessages: [] } }),
  },
  {
    label: 'users',
    type: 'User',
    query: usersQuery,
    variables: { page: 1 },
    connectionKey: 'UsersTable_users',
    field: 'users',
    create: createUserMutation,
    createInput: { email: 'carla@clinica.com.br', name: 'Carla Dias', password: 'segredo1', passwordConfirmation: 'segredo1', accountType: 'LIMITED' },
    created: (id) => ({ createUser: { user: null, errors: [], fullMessages: [], userEdge: { cursor: 'c', node: { __typename: 'User', id: nodeId('User', id), databaseId: id, email: 'carla@clinica.com.br', name: 'Carla Dias', accountType: 'LIMITED', imageUrl: null, createdAt: '2026-03-02T15:00:00.000Z' } } } }),
    remove: deleteUserMutation,
    removed: (id) => ({ deleteUser: { deletedUserId: nodeId('User', id), fullMessages: [] } }),
  },
];

/** The list's opening page as the table reads it: the names on it and its total. */
function listOf(environment: MockEnvironment, connectionId: string) {
  const source = environment.getStore().getSource();
  const connection = source.get(connectionId);
  const edges = (connection?.edges as { __refs: string[] } | undefined)?.__refs ?? [];
  const names = edges.map((edgeId) => {
    const nodeRef = (source.get(edgeId)?.node as { __ref: string } | undefined)?.__ref;
    return nodeRef ? source.get(nodeRef)?.name : undefined;
  });
  return { names, totalCount: connection?.totalCount };
}

async function openList(environment: MockEnvironment, item: Case) {
  const loaded = fetchQuery(environment, item.query, item.variables).toPromise();
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Company: () => ({ id: COMPANY_ID, databaseId: 1 }),
      [`${item.type}Connection`]: () => ({
        totalCount: 2,
        edges: [
          { cursor: 'a', node: { id: nodeId(item.type, 7), name: 'Ana Lima' } },
          { cursor: 'b', node: { id: nodeId(item.type, 8), name: 'Bruno Costa' } },
        ],
      }),
    }),
  );
  await loaded;
}

function commit(environment: MockEnvironment, mutation: Case['create'] | Case['remove'], input: Record<string, unknown>, connections: string[], delta: 1 | -1, payload: Record<string, unknown>) {
  commitMutation(environment, {
    mutation,
    variables: { input, connections },
    updater: (store, data) => {
      const answer = data ? Object.values(data as Record<string, Record<string, unknown>>)[0] : null;
      if (answer && (answer.deletedCustomerId || answer.deletedUserId || answer.customerEdge || answer.userEdge)) countEdges(connections, delta)(store);
    },
  });
  environment.mock.resolveMostRecentOperation({ data: payload });
}

describe.each(cases)('the $label table after a mutation', (item) => {
  it('reads its opening page under the id a form uses to reach it', async () => {
    const environment = createMockEnvironment();
    await openList(environment, item);
    expect(listOf(environment, listOpening(COMPANY_ID, item.connectionKey))).toEqual({ names: ['Ana Lima', 'Bruno Costa'], totalCount: 2 });
  });

  it('loses the deleted row and counts one fewer', async () => {
    const environment = createMockEnvironment();
    await openList(environment, item);
    const page = listOpening(COMPANY_ID, item.connectionKey);
    commit(environment, item.remove, { id: nodeId(item.type, 7) }, [page], -1, item.removed(7));
    expect(listOf(environment, page)).toEqual({ names: ['Bruno Costa'], totalCount: 1 });
  });

  it('shows a new record first and counts one more', async () => {
    const environment = createMockEnvironment();
    await openList(environment, item);
    const page = listOpening(COMPANY_ID, item.connectionKey);
    commit(environment, item.create, item.createInput, [page], 1, item.created(9));
    expect(listOf(environment, page)).toEqual({ names: ['Carla Dias', 'Ana Lima', 'Bruno Costa'], totalCount: 3 });
  });
});
