import { describe, expect, it } from 'vitest';
import { useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true } });
const { graphql, signIn } = real;

const LISTS = `query ($q: String!) {
  viewer { company {
    active: customers(first: 100) { totalCount edges { node { name } } }
    archived: customers(first: 100, archived: true) { totalCount edges { node { name archivedAt } } }
  } }
  search(query: $q) { customers { count } }
}`;

describe('archiving a customer through the gateway, against the real api', () => {
  it('moves the customer between the lists and out of the search, and back when restored', async () => {
    const admin = await signIn('admin@demo.com.br', 'demo1234');
    const name = 'Helena Arquivada';
    const created = await graphql('mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { databaseId } errors { field } } }', admin, {
      input: { name, answers: [] },
    });
    expect(created.data.createCustomer.errors).toEqual([]);
    const databaseId: number = created.data.createCustomer.customer.databaseId;
    const before = await graphql(LISTS, admin, { q: name });
    expect(before.errors).toBeUndefined();
    expect(before.data.search.customers.count).toBe(1);
    const { data: opened } = await graphql('query ($id: Int!) { customer(databaseId: $id) { id name archivedAt } }', admin, { id: databaseId });
    expect(opened.customer).toMatchObject({ name, archivedAt: null });

    const archived = await graphql('mutation ($id: ID!) { archiveCustomer(input: { id: $id }) { customer { archivedAt } errors { field } } }', admin, { id: opened.customer.id });
    expect(archived.errors).toBeUndefined();
    expect(archived.data.archiveCustomer.customer.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const after = await graphql(LISTS, admin, { q: name });
    expect(after.data.viewer.company.active.totalCount).toBe(before.data.viewer.company.active.totalCount - 1);
    expect(after.data.viewer.company.archived.edges.map((edge: AnyData) => edge.node.name)).toEqual([name]);
    expect(after.data.search.customers.count).toBe(0);

    const changed = await graphql(
      'mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { name } fullMessages } }',
      admin,
      { input: { id: opened.customer.id, name: 'Outro nome', answers: [] } },
    );
    expect(changed.data.updateCustomer).toEqual({ customer: null, fullMessages: ['Cliente arquivado: restaure-o para alterar'] });

    const restored = await graphql('mutation ($id: ID!) { unarchiveCustomer(input: { id: $id }) { customer { archivedAt } } }', admin, { id: opened.customer.id });
    expect(restored.data.unarchiveCustomer.customer.archivedAt).toBeNull();
    const back = await graphql(LISTS, admin, { q: name });
    expect(back.data.viewer.company.active.totalCount).toBe(before.data.viewer.company.active.totalCount);
    expect(back.data.viewer.company.archived.totalCount).toBe(0);
    expect(back.data.search.customers.count).toBe(1);
  });
});
