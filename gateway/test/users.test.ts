import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cursorOf } from '../src/connections.ts';
import { toGlobalId } from '../src/relay.ts';
import type { RestUserListItem, RestWholeUser } from '../src/areas/users/index.ts';
import { createGateway } from '../src/server.ts';
import { company, json, mockedGatewayEachTest, session, user, type GraphQLResult } from './helpers.ts';

const m = mockedGatewayEachTest();

const withSession = { headers: session };
const userId = (id: number) => toGlobalId('User', id);

function member(id: number, name: string, accountType: RestUserListItem['account_type'] = 'limited'): RestUserListItem {
  const { rules, onboarding_completed, company, ...listed } = user;
  void [rules, onboarding_completed, company];
  return { ...listed, id, name, email: `${name.split(' ')[0]!.toLowerCase()}@clinica.com.br`, account_type: accountType };
}

/** A user whole, as the api answers a create or an update. */
function wholeMember(id: number, name: string, accountType: RestUserListItem['account_type'] = 'limited'): RestWholeUser {
  return { ...user, ...member(id, name, accountType) };
}

const bodyOf = (index: number) => JSON.parse(m.calls()[index]?.body ?? 'null') as unknown;

describe('viewer rules', () => {
  it('reads the CASL rules of the user, lists for single values and conditions as JSON text', async () => {
    m.replyViewer({
      rules: [
        { action: 'manage', subject: 'all' },
        { action: ['edit', 'destroy'], subject: 'User', conditions: { account_type: ['limited', 'standard'] }, inverted: true },
        { action: 'read', subject: ['Customer', 'NoteTemplate'], conditions: {}, fields: 'name' },
      ],
    });
    const result = await m.graphql('{ viewer { rules { actions subjects conditions fields inverted } } }', withSession);
    expect(result.data?.viewer).toEqual({
      rules: [
        { actions: ['manage'], subjects: ['all'], conditions: null, fields: null, inverted: false },
        { actions: ['edit', 'destroy'], subjects: ['User'], conditions: '{"account_type":["limited","standard"]}', fields: null, inverted: true },
        { actions: ['read'], subjects: ['Customer', 'NoteTemplate'], conditions: null, fields: ['name'], inverted: false },
      ],
    });
  });

  it('answers no rules when the api gives none', async () => {
    m.replyViewer();
    const result = await m.graphql('{ viewer { rules { actions } } }', withSession);
    expect(result.data?.viewer).toEqual({ rules: [] });
  });
});

describe('professionals', () => {
  it('lists the company’s professionals from one call, with the ids the agenda filters by', async () => {
    m.api.intercept({ path: '/api/v1/professionals', method: 'GET' }).reply(200, { professionals: [{ id: 23, name: 'Carla Dias' }, { id: 24, name: 'Bruno Lima' }] }, json);
    const result = await m.graphql('{ professionals { id databaseId name } }', withSession);
    expect(result.errors).toBeUndefined();
    expect(result.data?.professionals).toEqual([
      { id: userId(23), databaseId: 23, name: 'Carla Dias' },
      { id: userId(24), databaseId: 24, name: 'Bruno Lima' },
    ]);
    expect(m.calls().map((call) => call.path)).toEqual(['/api/v1/professionals']);
  });
});

describe('company users', () => {
  const USERS = `query ($page: Int, $search: String, $orderBy: UserOrder) {
    viewer { company { users(first: 2, page: $page, search: $search, orderBy: $orderBy) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id email name accountType } }
    } } }
  }`;

  it('asks for page N in one call, with the search and order', async () => {
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7/users?page=2&per_page=2&search=ana&sort=name&direction=desc', method: 'GET' })
      .reply(200, { users: [member(23, 'Carla Dias'), member(24, 'Bruno Lima', 'standard')], meta: { total_count: 5 } }, json);
    const result = await m.graphql(USERS, { ...withSession, variables: { page: 2, search: ' ana ', orderBy: { field: 'NAME', direction: 'DESC' } } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({
      company: {
        users: {
          totalCount: 5,
          pageInfo: { hasNextPage: true, hasPreviousPage: true, startCursor: cursorOf(2), endCursor: cursorOf(3) },
          edges: [
            { cursor: cursorOf(2), node: { id: userId(23), email: 'carla@clinica.com.br', name: 'Carla Dias', accountType: 'LIMITED' } },
            { cursor: cursorOf(3), node: { id: userId(24), email: 'bruno@clinica.com.br', name: 'Bruno Lima', accountType: 'STANDARD' } },
          ],
        },
      },
    });
    // The intercept above matches the query string exactly; the call history keeps the path alone.
    expect(m.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/auth/validate_token', 'GET /api/v1/companies/7/users']);
  });

  it('answers null for a user the company does not have', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users/99', method: 'GET' }).reply(404, { message: 'Recurso não encontrado' }, json);
    const result = await m.graphql('{ user(databaseId: 99) { id } }', withSession);
    expect(result).toEqual({ data: { user: null } });
  });
});

describe('user mutations', () => {
  const CREATE = `mutation ($input: CreateUserInput!) {
    createUser(input: $input) { user { id name accountType } userEdge { node { id } } errors { field messages } fullMessages }
  }`;

  it('creates a user with a JSON body and answers the new edge', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users', method: 'POST' }).reply(201, { user: wholeMember(30, 'Davi Rocha') }, json);
    const result = await m.graphql(CREATE, {
      ...withSession,
      variables: {
        input: { email: 'davi@clinica.com.br', name: 'Davi Rocha', password: 'abc123', passwordConfirmation: 'abc123', phone: '', accountType: 'LIMITED' },
      },
    });
    expect(result.data?.createUser).toEqual({
      user: { id: userId(30), name: 'Davi Rocha', accountType: 'LIMITED' },
      userEdge: { node: { id: userId(30) } },
      errors: [],
      fullMessages: [],
    });
    expect(m.calls()[1]?.headers['content-type']).toBe('application/json');
    expect(bodyOf(1)).toEqual({
      user: { email: 'davi@clinica.com.br', name: 'Davi Rocha', phone: null, account_type: 'limited', password: 'abc123', password_confirmation: 'abc123' },
    });
  });

  it("answers the plan's user limit and field errors as data", async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users', method: 'POST' }).reply(
      422,
      {
        message: 'Seu plano atingiu o limite de usuários',
        errors: { base: ['Seu plano atingiu o limite de usuários'], email: ['já está em uso'] },
        full_messages: ['Seu plano atingiu o limite de usuários', 'E-mail já está em uso'],
      },
      json,
    );
    const result = await m.graphql(CREATE, {
      ...withSession,
      variables: { input: { email: 'ana@clinica.com.br', name: 'Ana', password: 'abc123', passwordConfirmation: 'abc123', accountType: 'STANDARD' } },
    });
    expect(result.data?.createUser).toEqual({
      user: null,
      userEdge: null,
      errors: [
        { field: 'base', messages: ['Seu plano atingiu o limite de usuários'] },
        { field: 'email', messages: ['já está em uso'] },
      ],
      fullMessages: ['Seu plano atingiu o limite de usuários', 'E-mail já está em uso'],
    });
  });

  it('updates only the fields given, leaving an empty password out, and removes the photo by its id', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users/23', method: 'GET' }).reply(200, { user: { ...member(23, 'Carla Dias'), image_id: 88 } }, json);
    m.api.intercept({ path: '/api/v1/companies/7/users/23', method: 'PATCH' }).reply(200, { user: wholeMember(23, 'Carla Dias', 'standard') }, json);
    const result = await m.graphql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id accountType } errors { field } } }`,
      { ...withSession, variables: { input: { id: userId(23), accountType: 'STANDARD', password: '', passwordConfirmation: '', removeImage: true } } },
    );
    expect(result.data?.updateUser).toEqual({ user: { id: userId(23), accountType: 'STANDARD' }, errors: [] });
    expect(bodyOf(2)).toEqual({ user: { account_type: 'standard', attachment_attributes: { id: 88, _destroy: true } } });
  });

  it('sends the current password with a new one, as user[current_password], when users edit themselves', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users/21', method: 'PATCH' }).reply(200, { user: wholeMember(21, 'Ana Souza') }, json);
    const result = await m.graphql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } errors { field } } }`,
      {
        ...withSession,
        variables: { input: { id: userId(21), password: 'Nova senha 9!', passwordConfirmation: 'Nova senha 9!', currentPassword: 'antiga1' } },
      },
    );
    expect(result.data?.updateUser).toEqual({ user: { id: userId(21) }, errors: [] });
    expect(bodyOf(1)).toEqual({
      user: { password: 'Nova senha 9!', password_confirmation: 'Nova senha 9!', current_password: 'antiga1' },
    });
  });

  it('sends the current password with a new e-mail, as user[current_password], when users edit themselves', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users/21', method: 'PATCH' }).reply(200, { user: wholeMember(21, 'Ana Souza') }, json);
    const result = await m.graphql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } errors { field } } }`,
      { ...withSession, variables: { input: { id: userId(21), email: 'ana.nova@exemplo.com.br', currentPassword: 'antiga1' } } },
    );
    expect(result.data?.updateUser).toEqual({ user: { id: userId(21) }, errors: [] });
    expect(bodyOf(1)).toEqual({ user: { email: 'ana.nova@exemplo.com.br', current_password: 'antiga1' } });
  });

  it('refuses an id that is not a user', async () => {
    m.replyViewer();
    const result = await m.graphql(`mutation { deleteUser(input: { id: "${toGlobalId('Company', 7)}" }) { deletedUserId } }`, withSession);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(m.calls().filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('deletes a user with a form-urlencoded DELETE', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users/23', method: 'DELETE' }).reply(200, { success: true }, json);
    const result = await m.graphql(`mutation { deleteUser(input: { id: "${userId(23)}" }) { deletedUserId errors { field } } }`, withSession);
    expect(result.data?.deleteUser).toEqual({ deletedUserId: userId(23), errors: [] });
    expect(m.calls()[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('passes a refused delete on as FORBIDDEN', async () => {
    m.replyViewer({ account_type: 'limited' });
    m.api.intercept({ path: '/api/v1/companies/7/users/23', method: 'DELETE' }).reply(403, { message: 'Você não tem permissão para acessar este recurso' }, json);
    const result = await m.graphql(`mutation { deleteUser(input: { id: "${userId(23)}" }) { deletedUserId } }`, withSession);
    expect(result.errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar este recurso', extensions: { code: 'FORBIDDEN', status: 403 } });
  });

  it("changes the viewer's own profile and answers the fresh viewer", async () => {
    m.replyViewer();
    m.api
      .intercept({ path: '/api/v1/companies/7/users/21', method: 'PATCH' })
      .reply(200, { user: { ...user, name: 'Ana Paula Souza', phone: '(11) 3333-4444' } }, json);
    const result = await m.graphql(
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { name phone } errors { field } } }`,
      { ...withSession, variables: { input: { name: 'Ana Paula Souza', phone: '(11) 3333-4444' } } },
    );
    expect(result.data).toEqual({
      updateProfile: { viewer: { name: 'Ana Paula Souza', phone: '(11) 3333-4444' }, errors: [] },
    });
    expect(bodyOf(1)).toEqual({ user: { name: 'Ana Paula Souza', phone: '(11) 3333-4444' } });
  });

  it('changes the password with the current one, answering refusals as field errors', async () => {
    m.replyViewer();
    m.api.intercept({ path: '/api/v1/companies/7/users/21', method: 'PATCH' }).reply(
      422,
      {
        message: 'Dados inválidos',
        errors: { current_password: ['está incorreta'] },
        full_messages: ['Senha atual está incorreta'],
      },
      json,
    );
    const result = await m.graphql(
      `mutation { changePassword(input: { currentPassword: "antiga1", password: "Nova senha 9!", passwordConfirmation: "Nova senha 9!" }) { success errors { field messages } fullMessages } }`,
      withSession,
    );
    expect(result.data?.changePassword).toEqual({
      success: false,
      errors: [{ field: 'current_password', messages: ['está incorreta'] }],
      fullMessages: ['Senha atual está incorreta'],
    });
    expect(bodyOf(1)).toEqual({
      user: { current_password: 'antiga1', password: 'Nova senha 9!', password_confirmation: 'Nova senha 9!' },
    });
  });

  it('refuses a password change without the current password before calling the api', async () => {
    const result = await m.graphql(
      `mutation { changePassword(input: { password: "Nova senha 9!", passwordConfirmation: "Nova senha 9!" }) { success } }`,
      withSession,
    );
    expect(result.errors?.[0]?.message).toMatch(/currentPassword/);
    expect(result.data).toBeUndefined();
  });
});

describe('company image', () => {
  it('removes the image by its attachment id', async () => {
    m.replyViewer({ company: { ...company, image_id: 5, image_url: '/files/c/7.png?expires=1&signature=x' } });
    m.api.intercept({ path: '/api/v1/companies/7', method: 'PATCH' }).reply(200, { company: { ...company, image_id: null, image_url: null } }, json);
    const result = await m.graphql('mutation { removeCompanyImage { company { imageUrl } errors { field } } }', withSession);
    expect(result.data?.removeCompanyImage).toEqual({ company: { imageUrl: null }, errors: [] });
    expect(bodyOf(1)).toEqual({ company: { attachment_attributes: { id: 5, _destroy: true } } });
  });
});

/** A stand-in api that keeps each request's raw body, to see what an upload sent. */
async function recordingApi(answer: (req: IncomingMessage) => { status: number; body: unknown }) {
  const received: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const { status, body } = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function upload(gateway: ReturnType<typeof createGateway>, query: string, variables: Record<string, unknown>, files: Record<string, File>) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [path]]))));
  Object.values(files).forEach((file, index) => form.set(String(index), file));
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'x-graphql-csrf': '1', ...session }, body: form });
  return (await response.json()) as GraphQLResult;
}

describe('uploads (GraphQL multipart request)', () => {
  const png = new Uint8Array(256 * 1024).map((_, index) => index % 251);

  it("streams the company image to the api as company[attachment_attributes][attachment]", async () => {
    const api = await recordingApi((req) =>
      req.url === '/api/v1/auth/validate_token'
        ? { status: 200, body: { data: user } }
        : { status: 200, body: { company: { ...company, image_id: 9, image_url: '/files/c/9.png?expires=1&signature=s' } } },
    );
    const gateway = createGateway({ apiUrl: api.url, webDist: '/nonexistent' });
    try {
      const result = await upload(
        gateway,
        'mutation ($input: UpdateCompanyImageInput!) { updateCompanyImage(input: $input) { company { imageUrl } errors { field } } }',
        { input: { image: null } },
        { 'variables.input.image': new File([png], 'logo.png', { type: 'image/png' }) },
      );
      expect(result.data?.updateCompanyImage).toEqual({ company: { imageUrl: '/files/c/9.png?expires=1&signature=s' }, errors: [] });
      const patch = api.received[1]!;
      expect(patch).toMatchObject({ method: 'PATCH', url: '/api/v1/companies/7' });
      expect(patch.headers).toMatchObject({ 'access-token': session['access-token'], uid: session.uid });
      // Sent as it is read: chunked, with no length known up front.
      expect(patch.headers['transfer-encoding']).toBe('chunked');
      expect(patch.headers['content-length']).toBeUndefined();
      const boundary = /boundary=(.+)$/.exec(String(patch.headers['content-type']))?.[1];
      expect(boundary).toBeTruthy();
      const parsed = await new Response(new Uint8Array(patch.body), { headers: { 'content-type': String(patch.headers['content-type']) } }).formData();
      const sent = parsed.get('company[attachment_attributes][attachment]') as File;
      expect(sent.name).toBe('logo.png');
      expect(sent.type).toBe('image/png');
      expect(new Uint8Array(await sent.arrayBuffer())).toEqual(png);
    } finally {
      await gateway.close();
      await api.close();
    }
  });

  it('sends a new user with their photo as multipart form fields', async () => {
    const api = await recordingApi((req) =>
      req.url === '/api/v1/auth/validate_token' ? { status: 200, body: { data: user } } : { status: 201, body: { user: member(31, 'Eva Nunes') } },
    );
    const gateway = createGateway({ apiUrl: api.url, webDist: '/nonexistent' });
    try {
      const result = await upload(
        gateway,
        'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { name } errors { field } } }',
        { input: { email: 'eva@clinica.com.br', name: 'Eva Nunes', password: 'abc123', passwordConfirmation: 'abc123', accountType: 'LIMITED', image: null } },
        { 'variables.input.image': new File([png.slice(0, 10)], 'eva.jpg', { type: 'image/jpeg' }) },
      );
      expect(result.data?.createUser).toEqual({ user: { name: 'Eva Nunes' }, errors: [] });
      const post = api.received[1]!;
      const parsed = await new Response(new Uint8Array(post.body), { headers: { 'content-type': String(post.headers['content-type']) } }).formData();
      expect(parsed.get('user[email]')).toBe('eva@clinica.com.br');
      expect(parsed.get('user[account_type]')).toBe('limited');
      expect(parsed.get('user[password_confirmation]')).toBe('abc123');
      expect(parsed.get('user[phone]')).toBe('');
      expect((parsed.get('user[attachment_attributes][attachment]') as File).name).toBe('eva.jpg');
    } finally {
      await gateway.close();
      await api.close();
    }
  });

  it('refuses a multipart request without the CSRF header', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation ($input: UpdateCompanyImageInput!) { updateCompanyImage(input: $input) { errors { field } } }', variables: { input: { image: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.image'] }));
    form.set('0', new File(['x'], 'x.png', { type: 'image/png' }));
    // Sent as a browser sends it: the form already written out, with its length.
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type')!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    const response = await m.gateway.yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { ...session, 'content-type': contentType }, body });
    expect(response.status).toBe(403);
    expect(m.calls()).toHaveLength(0);
  });
});

