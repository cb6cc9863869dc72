import { describe, expect, it } from 'vitest';
import { json, mockedGatewayEachTest, plans, session, user } from './helpers.ts';

const m = mockedGatewayEachTest({ upstreamTimeoutMs: 150 });

const viewerQuery = '{ viewer { email } }';

describe('REST statuses as GraphQL errors', () => {
  it.each([
    [401, 'UNAUTHENTICATED', 'Sessão expirada. Faça login novamente'],
    [403, 'FORBIDDEN', 'Você não tem permissão para ver isto.'],
    [404, 'NOT_FOUND', 'Registro não encontrado.'],
    [422, 'BAD_USER_INPUT', 'Dados inválidos.'],
    [429, 'TOO_MANY_REQUESTS', 'Muitas tentativas.'],
    [400, 'BAD_REQUEST', 'Requisição inválida.'],
    [500, 'INTERNAL_SERVER_ERROR', 'Erro interno.'],
    [503, 'SERVICE_UNAVAILABLE', 'Em manutenção.'],
  ])('%i becomes %s with the api message', async (status, code, message) => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(status, { message }, json);
    const result = await m.graphql(viewerQuery, { headers: session });
    expect(result.data).toEqual({ viewer: null });
    expect(result.errors).toEqual([{ message, path: ['viewer'], locations: expect.any(Array), extensions: { code, status } }]);
  });

  it('uses the catalogue message when the answer has none', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(502, '<html>Bad gateway</html>', {
      headers: { 'content-type': 'text/html' },
    });
    const result = await m.graphql(viewerQuery, { headers: session });
    expect(result.errors?.[0]).toMatchObject({
      message: 'O servidor está temporariamente indisponível',
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 502 },
    });
  });

  it('answers GATEWAY_TIMEOUT when the api does not answer in time', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json).delay(10_000);
    const started = Date.now();
    const result = await m.graphql(viewerQuery, { headers: session });
    // Cut at the 150 ms time-out, long before the answer would come.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.errors?.[0]).toMatchObject({
      message: 'O servidor está temporariamente indisponível',
      extensions: { code: 'GATEWAY_TIMEOUT', status: 504 },
    });
  });

  it('answers SERVICE_UNAVAILABLE when the api cannot be reached', async () => {
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const result = await m.graphql('{ plans { name } }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
  });

  it('refuses a search or filter too long to send in pt-BR, without calling the api', async () => {
    const huge = 'a'.repeat(1_000_000);
    const search = await m.graphql('query ($q: String!) { search(query: $q) { customers { count } } }', { variables: { q: huge }, headers: session });
    expect(search.errors?.[0]).toMatchObject({
      message: 'O texto da busca ou do filtro é longo demais. Encurte-o e tente de novo.',
      extensions: { code: 'BAD_REQUEST', status: 414 },
    });
    expect(m.calls()).toEqual([]);
  });

  it('fails UNAUTHENTICATED without calling the api when the request carries no token', async () => {
    const result = await m.graphql('{ viewer { email company { subscriptionStatus { suspended } } } }', {
      headers: { uid: 'ana@clinica.com.br' },
    });
    expect(result).toEqual({
      data: { viewer: null },
      errors: [
        { message: 'Para continuar, faça login ou cadastre-se.', path: ['viewer'], locations: expect.any(Array), extensions: { code: 'UNAUTHENTICATED', status: 401 } },
      ],
    });
    expect(m.calls()).toEqual([]);
  });

  it('masks unexpected errors', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: { ...user, company: { ...user.company, plan_id: 99 } } }, json);
    m.api.intercept({ path: '/api/v1/plans', method: 'GET' }).reply(200, { plans }, json);
    const result = await m.graphql('{ viewer { company { plan { name } } } }', { headers: session });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(result)).not.toContain('99');
  });
});

describe('expected mutation failures as data', () => {
  it('answers a refused sign-in in errors, with no session', async () => {
    m.api
      .intercept({ path: '/api/v1/auth/sign_in', method: 'POST' })
      .reply(401, { success: false, errors: ['E-mail ou senha inválidos.'] }, json);
    m.api
      .intercept({ path: '/api/v1/auth/sign_in', method: 'POST' })
      .reply(429, { success: false, errors: ['Muitas tentativas. Tente novamente em 15 minutos.'] }, json);
    const signIn = 'mutation { signIn(input: { email: "ana@clinica.com.br", password: "errada" }) { errors session { uid } viewer { id } } }';

    expect(await m.graphql(signIn)).toEqual({ data: { signIn: { errors: ['E-mail ou senha inválidos.'], session: null, viewer: null } } });
    expect(await m.graphql(signIn)).toEqual({
      data: { signIn: { errors: ['Muitas tentativas. Tente novamente em 15 minutos.'], session: null, viewer: null } },
    });
  });

  it('answers sign-up field errors keyed as the api keys them, with the full messages', async () => {
    m.api.intercept({ path: '/api/v1/auth/create_account', method: 'POST' }).reply(
      422,
      {
        errors: {
          customer_email: ['já está em uso'],
          customer_password: ['é muito curta (mínimo: 6 caracteres)', 'não confere'],
          full_messages: ['E-mail já está em uso', 'Senha é muito curta (mínimo: 6 caracteres)', 'Senha não confere'],
        },
      },
      json,
    );
    const result = await m.graphql(
      `mutation { signUp(input: {
        planIdentifier: FREE, customerName: "Ana", customerEmail: "ana@clinica.com.br", customerEmailConfirmation: "ana@clinica.com.br",
        customerPassword: "123", customerPasswordConfirmation: "321"
      }) { session { uid } viewer { id } errors { field messages } fullMessages } }`,
    );
    expect(result).toEqual({
      data: {
        signUp: {
          session: null,
          viewer: null,
          errors: [
            { field: 'customer_email', messages: ['já está em uso'] },
            { field: 'customer_password', messages: ['é muito curta (mínimo: 6 caracteres)', 'não confere'] },
          ],
          fullMessages: ['E-mail já está em uso', 'Senha é muito curta (mínimo: 6 caracteres)', 'Senha não confere'],
        },
      },
    });
  });

  it('answers the api\'s 429 on sign-up and reset requests as messages for the user, not as a failure', async () => {
    const limited = {
      success: false,
      errors: ['Muitas solicitações deste endereço. Tente novamente em 42 minutos.'],
      message: 'Muitas solicitações deste endereço. Tente novamente em 42 minutos.',
    };
    m.api.intercept({ path: '/api/v1/auth/create_account', method: 'POST' }).reply(429, limited, json);
    m.api.intercept({ path: '/users/password', method: 'POST' }).reply(429, limited, json);
    const signUp = await m.graphql(
      `mutation { signUp(input: {
        planIdentifier: FREE, customerName: "Ana", customerEmail: "ana@clinica.com.br", customerEmailConfirmation: "ana@clinica.com.br",
        customerPassword: "segredo1", customerPasswordConfirmation: "segredo1"
      }) { session { uid } viewer { id } errors { field messages } fullMessages } }`,
    );
    expect(signUp).toEqual({
      data: {
        signUp: { session: null, viewer: null, errors: [], fullMessages: ['Muitas solicitações deste endereço. Tente novamente em 42 minutos.'] },
      },
    });
    const asked = await m.graphql('mutation { requestPasswordReset(input: { email: "ana@clinica.com.br" }) { message errors } }');
    expect(asked.data).toEqual({
      requestPasswordReset: { message: null, errors: ['Muitas solicitações deste endereço. Tente novamente em 42 minutos.'] },
    });
  });

  it('answers Rails-shaped 422s of the other mutations as field errors', async () => {
    const rails = {
      message: 'Dados inválidos',
      errors: { reset_password_token: ['é inválido'] },
      full_messages: ['Token de recuperação é inválido'],
    };
    m.api.intercept({ path: '/users/password', method: 'PUT' }).reply(422, rails, json);
    m.api.intercept({ path: '/users/password', method: 'POST' }).reply(422, { message: 'Dados inválidos', errors: { email: ['não é válido'] }, full_messages: ['E-mail não é válido'] }, json);
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    m.api
      .intercept({ path: '/api/v1/companies/7', method: 'PATCH' })
      .reply(422, { message: 'Dados inválidos', errors: { company_treatment: ['não pode ficar em branco'] }, full_messages: ['Termo da empresa não pode ficar em branco'] }, json);

    const reset = await m.graphql(
      'mutation { resetPassword(input: { password: "a", passwordConfirmation: "a", resetPasswordToken: "x" }) { success errors { field messages } fullMessages } }',
    );
    expect(reset.data).toEqual({
      resetPassword: { success: false, errors: [{ field: 'reset_password_token', messages: ['é inválido'] }], fullMessages: ['Token de recuperação é inválido'] },
    });

    const asked = await m.graphql('mutation { requestPasswordReset(input: { email: "ana" }) { message errors } }');
    expect(asked.data).toEqual({ requestPasswordReset: { message: null, errors: ['E-mail não é válido'] } });

    const update = await m.graphql('mutation { updateCompany(input: { companyTreatment: "" }) { company { id } errors { field messages } fullMessages } }', {
      headers: session,
    });
    expect(update.data).toEqual({
      updateCompany: {
        company: null,
        errors: [{ field: 'company_treatment', messages: ['não pode ficar em branco'] }],
        fullMessages: ['Termo da empresa não pode ficar em branco'],
      },
    });
  });

  it('answers a 422 of the onboarding profile as field errors, whichever record refused it', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    m.api
      .intercept({ path: '/api/v1/companies/7/users/21', method: 'PATCH' })
      .reply(422, { message: 'Dados inválidos', errors: { phone: ['não é válido'] }, full_messages: ['Telefone não é válido'] }, json);
    const result = await m.graphql(
      'mutation { saveOnboardingProfile(input: { professionalRole: "Psicóloga", name: "Ana", phone: "123", companyTreatment: "Consultório", customerTreatment: "Paciente" }) { viewer { id } errors { field messages } fullMessages } }',
      { headers: session },
    );
    expect(result.data).toEqual({
      saveOnboardingProfile: { viewer: null, errors: [{ field: 'phone', messages: ['não é válido'] }], fullMessages: ['Telefone não é válido'] },
    });
    expect(m.calls().map((call) => call.method)).toEqual(['GET', 'PATCH']);
  });

  it('still throws a mutation failure that is not the caller’s input', async () => {
    m.api.intercept({ path: '/api/v1/auth/validate_token', method: 'GET' }).reply(200, { data: user }, json);
    m.api.intercept({ path: '/api/v1/companies/7', method: 'PATCH' }).reply(403, { message: 'Você não tem permissão para alterar a empresa.' }, json);
    const result = await m.graphql('mutation { updateCompany(input: { companyTreatment: "Clínica" }) { company { id } } }', { headers: session });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Você não tem permissão para alterar a empresa.',
      path: ['updateCompany'],
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });
});
