import { beforeAll, describe, expect, it } from 'vitest';
import { useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true }, gateway: { webDist: '/nonexistent' } });
const { graphql } = real;
const { signIn } = real;

let admin: Record<string, string>;
let limited: Record<string, string>;

async function createUser(input: Record<string, unknown>) {
  const created = await graphql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { user { databaseId } fullMessages } }`, admin, { input: { password: 'senha123', passwordConfirmation: 'senha123', ...input } });
  expect(created.data.createUser.fullMessages).toEqual([]);
  return created.data.createUser.user.databaseId as number;
}

const HISTORY = `query ($itemTypes: [String!]) { viewer { company { activityHistory(first: 100, itemTypes: $itemTypes) {
  edges { node { itemType itemDatabaseId itemName summary changes { fieldName from to } } }
} } } }`;

beforeAll(async () => {
  admin = await signIn('admin@demo.com.br', 'demo1234');
  await createUser({ email: 'colega@demo.com.br', name: 'Colega Padrão', phone: '(11) 98888-7777', accountType: 'STANDARD' });
  await createUser({ email: 'lia@demo.com.br', name: 'Lia Limitada', accountType: 'LIMITED' });
  limited = await signIn('lia@demo.com.br', 'senha123');
});

describe('reports and the history for a limited user, against the real api', () => {
  it('refuses both reports with the spec message as FORBIDDEN, and answers them to an administrator', async () => {
    const denied = 'Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.';
    const queries = [
      '{ viewer { company { reportCustomerRows(perPage: 1000) { totalCount customers { name } } } } }',
      '{ viewer { company { reportCustomers(first: 10) { totalCount edges { node { name } } } } } }',
      '{ viewer { company { taskReport { total rows { title } } } } }',
    ];
    for (const query of queries) {
      const refused = await graphql(query, limited);
      expect(refused.errors?.[0]?.message, query).toBe(denied);
      expect(refused.errors?.[0]?.extensions, query).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      expect(refused.data, query).toEqual({ viewer: null });
      const answered = await graphql(query, admin);
      expect(answered.errors, query).toBeUndefined();
    }
  });

  it("shows the user rows only of the user itself and no billing row, where the administrator sees them all", async () => {
    const own = await graphql(HISTORY, limited, { itemTypes: ['User'] });
    expect(own.errors).toBeUndefined();
    const rows = own.data.viewer.company.activityHistory.edges.map((edge: AnyData) => edge.node);
    expect(rows.map((row: AnyData) => row.itemName)).toEqual(['Lia Limitada']);
    expect(rows.map((row: AnyData) => row.summary)).toEqual(['Cadastrou o usuário Lia Limitada']);
    expect(JSON.stringify(rows)).not.toMatch(/colega@|98888|Padrão|admin@/);

    const billing = await graphql(HISTORY, limited, { itemTypes: ['Subscription', 'PaymentMethod'] });
    expect(billing.data.viewer.company.activityHistory.edges).toEqual([]);

    const everything = await graphql(HISTORY, limited, {});
    const kinds = everything.data.viewer.company.activityHistory.edges.map((edge: AnyData) => edge.node.itemType);
    expect(kinds).not.toContain('Subscription');
    expect(kinds.length).toBeGreaterThan(0);

    const seenByAdmin = await graphql(HISTORY, admin, { itemTypes: ['User', 'Subscription'] });
    const adminRows = seenByAdmin.data.viewer.company.activityHistory.edges.map((edge: AnyData) => edge.node);
    expect(adminRows.map((row: AnyData) => row.itemName)).toEqual(expect.arrayContaining(['Lia Limitada', 'Colega Padrão']));
    expect(adminRows.some((row: AnyData) => row.itemType === 'Subscription')).toBe(true);
  });
});
