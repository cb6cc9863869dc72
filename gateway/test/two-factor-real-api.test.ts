import { describe, expect, it } from 'vitest';
import { totpCode } from './totp.ts';
import { headersOf, useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ api: { seedDemo: true }, gateway: { webDist: '/nonexistent' } });

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Every call comes from the same browser, whose sessions the list names by it. */
const graphql: typeof real.graphql = (query, headers = {}, variables) => real.graphql(query, { 'user-agent': FIREFOX_ON_LINUX, ...headers }, variables);

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) {
  session { accessToken client expiry tokenType uid } viewer { email } errors twoFactorRequired challenge twoFactorSetupRequired
} }`;
const VERIFY = `mutation ($input: VerifyTwoFactorSignInInput!) { verifyTwoFactorSignIn(input: $input) {
  session { accessToken client expiry tokenType uid } viewer { email } errors twoFactorRequired
} }`;

describe('two-step sign-in and sessions through the gateway', () => {
  it('turns it on, signs in with a code, lists the sessions and ends the others', async () => {
    const first = await graphql(SIGN_IN, {}, { input: { email: 'admin@demo.com.br', password: 'demo1234' } });
    expect(first.data.signIn).toMatchObject({ twoFactorRequired: false, challenge: null, twoFactorSetupRequired: false, errors: [] });
    const admin = headersOf(first.data.signIn.session);

    const setup = await graphql('mutation { beginTwoFactorSetup { secret otpauthUrl qrCodeSvg errors } }', admin);
    const { secret, qrCodeSvg } = setup.data.beginTwoFactorSetup;
    expect(qrCodeSvg).toContain('<svg');

    const wrong = await graphql('mutation ($code: String!) { enableTwoFactor(input: { code: $code }) { recoveryCodes errors { field messages } fullMessages } }', admin, { code: (totpCode(secret)) === '000000' ? '111111' : '000000' });
    expect(wrong.data.enableTwoFactor).toEqual({ recoveryCodes: [], errors: [{ field: 'code', messages: ['Código de verificação inválido.'] }], fullMessages: ['Código de verificação inválido.'] });

    const enabled = await graphql('mutation ($code: String!) { enableTwoFactor(input: { code: $code }) { recoveryCodes viewer { twoFactor { enabled recoveryCodesLeft } } errors { field } } }', admin, { code: totpCode(secret) });
    expect(enabled.data.enableTwoFactor.viewer.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const recoveryCodes: string[] = enabled.data.enableTwoFactor.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);

    const password = await graphql(SIGN_IN, {}, { input: { email: 'admin@demo.com.br', password: 'demo1234' } });
    expect(password.data.signIn).toMatchObject({ session: null, viewer: null, twoFactorRequired: true, errors: [] });
    const challenge: string = password.data.signIn.challenge;
    const wrongCode = await graphql(VERIFY, {}, { input: { challenge, code: '12345' } });
    expect(wrongCode.data.verifyTwoFactorSignIn).toMatchObject({ session: null, errors: ['Código de verificação inválido.'] });
    const verified = await graphql(VERIFY, {}, { input: { challenge, recoveryCode: recoveryCodes[0] } });
    expect(verified.data.verifyTwoFactorSignIn).toMatchObject({ viewer: { email: 'admin@demo.com.br' }, errors: [], twoFactorRequired: false });
    const second = headersOf(verified.data.verifyTwoFactorSignIn.session);

    const listed = await graphql('{ viewer { sessions { id databaseId device ip current lastUsedAt } } }', second);
    expect(listed.errors).toBeUndefined();
    const sessions: AnyData[] = listed.data.viewer.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({ device: 'Firefox no Linux' });

    const other = sessions.find((session) => !session.current)!;
    const revoked = await graphql('mutation ($id: ID!) { revokeSession(input: { sessionId: $id }) { revokedSessionIds viewer { sessions { id } } } }', second, { id: other.id });
    expect(revoked.data.revokeSession).toEqual({ revokedSessionIds: [other.id], viewer: { sessions: [{ id: sessions.find((s) => s.current)!.id }] } });
    const gone = await graphql('{ viewer { email } }', admin);
    expect(gone.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });

    const notMine = await graphql('mutation ($id: ID!) { revokeSession(input: { sessionId: $id }) { revokedSessionIds } }', second, { id: Buffer.from('UserSession:999999').toString('base64') });
    expect(notMine.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const off = await graphql('mutation { disableTwoFactor(input: { password: "errada1" }) { viewer { id } errors { field messages } } }', second);
    expect(off.data.disableTwoFactor).toEqual({ viewer: null, errors: [{ field: 'password', messages: ['Senha incorreta.'] }] });
    const company = await graphql('mutation { updateCompany(input: { requireTwoFactor: true }) { company { requireTwoFactor } errors { field } } }', second);
    expect(company.data.updateCompany).toEqual({ company: { requireTwoFactor: true }, errors: [] });
    const others = await graphql('{ viewer { twoFactor { requiredByCompany setupRequired } } }', second);
    expect(others.data.viewer.twoFactor).toEqual({ requiredByCompany: true, setupRequired: false });

    // A colleague without it is sent to set it up: everything else answers TWO_FACTOR_SETUP_REQUIRED.
    const created = await graphql('mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } errors { field } } }', second, { input: { email: 'rui@demo.com.br', name: 'Rui Costa', password: 'rui12345', passwordConfirmation: 'rui12345', accountType: 'STANDARD' } });
    expect(created.data.createUser.errors).toEqual([]);
    const colleague = await graphql(SIGN_IN, {}, { input: { email: 'rui@demo.com.br', password: 'rui12345' } });
    expect(colleague.data.signIn).toMatchObject({ twoFactorRequired: false, twoFactorSetupRequired: true });
    const rui = headersOf(colleague.data.signIn.session);
    const refused = await graphql('{ viewer { company { users(first: 5) { totalCount } } } }', rui);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED', status: 403 });
    const allowed = await graphql('{ viewer { email twoFactor { setupRequired } sessions { current } company { plan { name } subscriptionStatus { suspended } } } }', rui);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.viewer).toMatchObject({ email: 'rui@demo.com.br', twoFactor: { setupRequired: true }, sessions: [{ current: true }], company: { subscriptionStatus: { suspended: false } } });
  });
});
