import { describe, expect, it } from 'vitest';
import { useRealApi } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true }, gateway: { webDist: '/nonexistent' } });
const { graphql } = real;
const { signIn } = real;

const USERS = `query ($page: Int, $search: String) { viewer { company { users(first: 40, page: $page, search: $search, orderBy: { field: NAME, direction: ASC }) {
  totalCount edges { node { id databaseId email name accountType } }
} } } }`;

describe('users against the real api', () => {
  it('an administrator adds a limited user, who then sees only what its rules allow and changes only itself', async () => {
    const admin = await signIn('admin@demo.com.br', 'demo1234');
    const rules = await graphql('{ viewer { rules { actions subjects conditions fields inverted } } }', admin);
    expect(rules.errors).toBeUndefined();
    expect(rules.data.viewer.rules.length).toBeGreaterThan(0);

    const created = await graphql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id databaseId accountType } errors { field messages } fullMessages } }`, admin, {
          input: { email: 'lia@demo.com.br', name: 'Lia Limitada', password: 'lia12345', passwordConfirmation: 'lia12345', accountType: 'LIMITED' },
        });
    expect(created.errors).toBeUndefined();
    expect(created.data.createUser).toMatchObject({ user: { accountType: 'LIMITED' }, errors: [], fullMessages: [] });

    const listed = await graphql(USERS, admin, { page: 1, search: 'lia' });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.viewer.company.users).toMatchObject({ totalCount: 1, edges: [{ node: { email: 'lia@demo.com.br' } }] });

    const lia = await signIn('lia@demo.com.br', 'lia12345');
    const profile = await graphql(`mutation { updateProfile(input: { name: "Lia Souza", phone: "(11) 3333-4444" }) { viewer { name phone } errors { field } } }`, lia);
    expect(profile.data.updateProfile).toEqual({ viewer: { name: 'Lia Souza', phone: '(11) 3333-4444' }, errors: [] });

    const refused = await graphql(`mutation ($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId } }`, lia, { input: { id: Buffer.from('User:1').toString('base64') } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    const changed = await graphql(`mutation { changePassword(input: { currentPassword: "lia12345", password: "nova1234", passwordConfirmation: "nova1234" }) { success errors { field } } }`, lia);
    expect(changed.data.changePassword).toEqual({ success: true, errors: [] });
    await signIn('lia@demo.com.br', 'nova1234');

    const deleted = await graphql(`mutation ($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId errors { field } } }`, admin, { input: { id: created.data.createUser.user.id } });
    expect(deleted.data.deleteUser).toEqual({ deletedUserId: created.data.createUser.user.id, errors: [] });
  });
});
