import { afterEach, describe, expect, it, vi } from 'vitest';
import { company, json, mockedGatewayEachTest, plans, session, user } from './helpers.ts';

const m = mockedGatewayEachTest();
afterEach(() => {
  vi.useRealTimers();
});

const withSession = { headers: session, clientIp: '203.0.113.9' };

describe('REST calls', () => {
  it('forwards the five auth headers and the caller address on every call', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);
    const result = await m.graphql('{ viewer { email company { plan { name } } } }', withSession);
    expect(result.errors).toBeUndefined();
    expect(m.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/auth/validate_token', 'GET /api/v1/plans']);
    for (const call of m.calls()) {
      expect(call.headers).toMatchObject({ ...session, 'x-forwarded-for': '203.0.113.9' });
    }
  });

  it('signs in with a form-urlencoded body and reads the session from the answer headers', async () => {
    m.api
      .intercept({ path: '/api/v1/auth/sign_in', method: 'POST' })
      .reply(200, { data: user }, { headers: { ...json.headers, ...session } });
    m.api
      .intercept({ path: '/api/v1/companies/7/subscription_status', method: 'GET' })
      .reply(200, { data: { id: 7, type: 'subscription_status', attributes: { suspended: true, active: false, status: 'suspended', trial_ends_at: null } } }, json);

    const result = await m.graphql(
      `mutation ($input: SignInInput!) {
        signIn(input: $input) {
          errors
          session { accessToken client expiry tokenType uid }
          viewer { email company { companyTreatment subscriptionStatus { suspended } } }
        }
      }`,
      { variables: { input: { email: 'ana@clinica.com.br', password: 's3nh@ forte&' } }, clientIp: '198.51.100.4' },
    );

    expect(result.data).toEqual({
      signIn: {
        errors: [],
        session: { accessToken: 'token-abc', client: 'client-1', expiry: '1900000000', tokenType: 'Bearer', uid: 'ana@clinica.com.br' },
        viewer: { email: 'ana@clinica.com.br', company: { companyTreatment: 'Clínica', subscriptionStatus: { suspended: true } } },
      },
    });
    const [signIn, status] = m.calls();
    expect(signIn?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(signIn?.headers['x-forwarded-for']).toBe('198.51.100.4');
    expect(Object.fromEntries(new URLSearchParams(signIn?.body ?? ''))).toEqual({
      'user[email]': 'ana@clinica.com.br',
      'user[password]': 's3nh@ forte&',
    });
    // The rest of the operation runs with the session the api just handed out.
    expect(status?.path).toBe('/api/v1/companies/7/subscription_status');
    expect(status?.headers).toMatchObject(session);
  });

  it('signs up with checkout_process and meta as JSON', async () => {
    m.api
      .intercept({ path: '/api/v1/auth/create_account', method: 'POST' })
      .reply(201, { data: user }, { headers: { ...json.headers, ...session } });
    const result = await m.graphql(
      `mutation ($input: SignUpInput!) {
        signUp(input: $input) { errors { field } fullMessages session { accessToken } viewer { id company { id } } }
      }`,
      {
        variables: {
          input: {
            planIdentifier: 'LEAN',
            customerName: 'Ana Souza',
            customerEmail: 'ana@clinica.com.br',
            customerEmailConfirmation: 'ana@clinica.com.br',
            customerPassword: 'segredo123',
            customerPasswordConfirmation: 'segredo123',
          },
        },
      },
    );
    expect(result.data?.signUp).toEqual({
      errors: [],
      fullMessages: [],
      session: { accessToken: 'token-abc' },
      viewer: { id: 'VXNlcjoyMQ==', company: { id: 'Q29tcGFueTo3' } },
    });
    const [call] = m.calls();
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      checkout_process: {
        plan_identifier: 'lean',
        customer_name: 'Ana Souza',
        customer_email: 'ana@clinica.com.br',
        customer_email_confirmation: 'ana@clinica.com.br',
        customer_password: 'segredo123',
        customer_password_confirmation: 'segredo123',
      },
      meta: expect.any(Object),
    });
    expect(m.calls()).toHaveLength(1);
  });

  it('signs out with a form-urlencoded DELETE, after which the operation has no session', async () => {
    m.api.intercept({ path: '/api/v1/auth/sign_out', method: 'DELETE' }).reply(200, { success: true }, json);
    const result = await m.graphql('mutation { signOut { success } completeOnboarding { errors { field } } }', withSession);
    expect(result.errors?.[0]).toMatchObject({ path: ['completeOnboarding'], extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(m.calls()).toHaveLength(1);
    const [call] = m.calls();
    expect(call?.headers).toMatchObject({ ...session, 'content-type': 'application/x-www-form-urlencoded' });
  });

  it('asks for and performs a password reset with JSON bodies', async () => {
    m.api
      .intercept({ path: '/users/password', method: 'POST' })
      .reply(200, { success: true, message: 'Se o e-mail estiver cadastrado, você receberá as instruções.' }, json);
    m.api.intercept({ path: '/users/password', method: 'PUT' }).reply(200, { success: true, message: 'Senha alterada.' }, json);

    const asked = await m.graphql('mutation { requestPasswordReset(input: { email: "ana@clinica.com.br" }) { message errors } }');
    expect(asked.data).toEqual({
      requestPasswordReset: { message: 'Se o e-mail estiver cadastrado, você receberá as instruções.', errors: [] },
    });
    const reset = await m.graphql(
      'mutation { resetPassword(input: { password: "nova1234", passwordConfirmation: "nova1234", resetPasswordToken: "tok" }) { success errors { field } fullMessages } }',
    );
    expect(reset.data).toEqual({ resetPassword: { success: true, errors: [], fullMessages: [] } });

    const [post, put] = m.calls();
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ user: { email: 'ana@clinica.com.br' } });
    expect(JSON.parse(put?.body ?? '')).toEqual({
      user: { password: 'nova1234', password_confirmation: 'nova1234', reset_password_token: 'tok' },
    });
  });

  it('saves the onboarding profile on the user, then on the company, and returns the fresh viewer', async () => {
    m.replyViewer();
    const savedUser = { ...user, name: 'Ana S.', phone: '(11) 3333-4444', company: undefined };
    const savedCompany = { ...company, professional_role: 'Nutricionista', company_treatment: 'Consultório', customer_treatment: 'Paciente' };
    m.api.intercept({ path: '/api/v1/companies/7/users/21', method: 'PATCH' }).reply(200, { user: savedUser }, json);
    m.api.intercept({ path: '/api/v1/companies/7', method: 'PATCH' }).reply(200, { company: savedCompany }, json);

    const result = await m.graphql(
      `mutation {
        saveOnboardingProfile(input: {
          professionalRole: "Nutricionista", name: "Ana S.", phone: "(11) 3333-4444",
          companyTreatment: "Consultório", customerTreatment: "Paciente"
        }) { errors { field } viewer { id name phone company { id professionalRole companyTreatment } } }
      }`,
      withSession,
    );

    expect(result.data).toEqual({
      saveOnboardingProfile: {
        errors: [],
        viewer: {
          id: 'VXNlcjoyMQ==',
          name: 'Ana S.',
          phone: '(11) 3333-4444',
          company: { id: 'Q29tcGFueTo3', professionalRole: 'Nutricionista', companyTreatment: 'Consultório' },
        },
      },
    });
    const [, userPatch, companyPatch] = m.calls();
    expect(JSON.parse(userPatch?.body ?? '')).toEqual({ user: { name: 'Ana S.', phone: '(11) 3333-4444' } });
    expect(JSON.parse(companyPatch?.body ?? '')).toEqual({
      company: { professional_role: 'Nutricionista', company_treatment: 'Consultório', customer_treatment: 'Paciente' },
    });
    expect(m.calls()).toHaveLength(3);
  });

  it('completes onboarding with the current UTC time in the api format', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T05:06:07.890Z'));
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7', method: 'PATCH' })
      .reply(200, { company: { ...company, onboarding_completed_at: '2026-03-04 05:06:07' } }, json);

    const result = await m.graphql('mutation { completeOnboarding { errors { field } company { onboardingCompletedAt } } }', withSession);

    expect(result.data).toEqual({ completeOnboarding: { errors: [], company: { onboardingCompletedAt: '2026-03-04T05:06:07.000Z' } } });
    expect(JSON.parse(m.calls()[1]?.body ?? '')).toEqual({ company: { onboarding_completed_at: '2026-03-04 05:06:07' } });
  });

  it('updates only the company terms it was given and returns the company under the same global id', async () => {
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7', method: 'PATCH' })
      .reply(200, { company: { ...company, customer_treatment: 'Aluno', customer_treatment_plural: 'Alunos', customer_treatment_gender: 'feminine' } }, json);

    const result = await m.graphql(
      `mutation {
        updateCompany(input: { customerTreatment: "Aluno", customerTreatmentPlural: "Alunos", customerTreatmentGender: FEMININE }) {
          company { id customerTreatment customerTreatmentPlural customerTreatmentGender } errors { field } fullMessages
        }
      }`,
      withSession,
    );

    expect(result.data).toEqual({
      updateCompany: {
        company: { id: 'Q29tcGFueTo3', customerTreatment: 'Aluno', customerTreatmentPlural: 'Alunos', customerTreatmentGender: 'FEMININE' },
        errors: [],
        fullMessages: [],
      },
    });
    expect(JSON.parse(m.calls()[1]?.body ?? '')).toEqual({
      company: { customer_treatment: 'Aluno', customer_treatment_plural: 'Alunos', customer_treatment_gender: 'feminine' },
    });
    expect(m.calls()).toHaveLength(2);
  });
});
