import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnly, emptyAnswer, fileAnswer, objectOf, integer, queryOf, text } from '../src/http/openapi.ts';
import { DEMO_ADMIN, startTestApi, type TestApi } from './harness.ts';
import { authFrom, signIn, type AuthHeaders } from './helpers.ts';
import { createCustomer, createField } from './customer-helpers.ts';
import { checkAnswers, takeMismatches } from './response-schemas.ts';
import { REPLAYED_HEADER } from '../src/http/idempotency.ts';
import { taskClient } from './task-helpers.ts';

describe('response schemas describe the answers and change nothing', () => {
  it('an answer keeps every key whatever its schema says, input is not checked by one, and the check names each difference', async () => {
    const app = Fastify();
    describeOnly(app);
    checkAnswers(app);
    app.get(
      '/thing',
      { schema: { querystring: queryOf({ page: integer }), response: { 200: objectOf({ id: integer, name: text }) } } },
      async (request) => ({ id: 'sete', extra: true, query: request.query }),
    );
    const response = await app.inject({ method: 'GET', url: '/thing?page=abc&other=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ id: 'sete', extra: true, query: { page: 'abc', other: '1' } }));
    const mismatches = takeMismatches();
    expect(mismatches).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/thing \(200\): \/id must be integer/),
        expect.stringMatching(/^GET \/thing \(200\): \/ must have required property 'name'/),
        expect.stringMatching(/^GET \/thing \(200\): \/ must NOT have additional properties .*extra/),
      ]),
    );
    await app.close();
  });

  it('a file answer is checked by its media type, and an empty answer by having no body', async () => {
    const app = Fastify();
    describeOnly(app);
    checkAnswers(app);
    const pdf = { response: { 200: fileAnswer('application/pdf', 'The note as a PDF.') } };
    app.get('/pdf', { schema: pdf }, async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
    app.get('/csv', { schema: pdf }, async (_request, reply) => reply.type('text/csv; charset=utf-8').send('a,b'));
    app.delete('/thing', { schema: { response: { 204: emptyAnswer('Deleted.') } } }, async (_request, reply) => reply.code(204).send());
    app.delete('/other', { schema: { response: { 204: emptyAnswer('Deleted.') } } }, async (_request, reply) => reply.code(204).send('x'));
    for (const [method, url] of [['GET', '/pdf'], ['GET', '/csv'], ['DELETE', '/thing'], ['DELETE', '/other']] as const) await app.inject({ method, url });
    expect(takeMismatches()).toEqual(['GET /csv (200): answered text/csv, not application/pdf', 'DELETE /other (204): answered a body where none is declared']);
    await app.close();
  });

  it('an answer the route serialized itself, or a retry answered from the kept first answer, is checked like any other', async () => {
    const app = Fastify();
    describeOnly(app);
    checkAnswers(app);
    const schema = { response: { 201: objectOf({ id: integer }) } };
    const kept = (id: string, replayed: boolean) => async (_request: unknown, reply: FastifyReply) => {
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return reply.code(201).type('application/json').send(`{"id":${id}}`);
    };
    app.post('/replayed', { schema }, kept('1', true));
    app.post('/replayed-wrong', { schema }, kept('"1"', true));
    app.post('/text', { schema }, kept('1', false));
    app.post('/serialized', { schema }, async (_request, reply) => reply.code(201).type('application/json').send(reply.serialize({ id: 1 })));
    app.post('/serialized-wrong', { schema }, async (_request, reply) => reply.code(201).type('application/json').send(reply.serialize({ id: 1, extra: true })));
    for (const url of ['/replayed', '/replayed-wrong', '/text', '/serialized', '/serialized-wrong']) await app.inject({ method: 'POST', url });
    expect(takeMismatches()).toEqual([
      expect.stringMatching(/^POST \/replayed-wrong \(201\): \/id must be integer/),
      'POST /text (201): not written as JSON.stringify writes it',
      expect.stringMatching(/^POST \/serialized-wrong \(201\): \/ must NOT have additional properties .*extra/),
    ]);
    await app.close();
  });
});

describe('the answers behind the viewer, the customers page and a task board', () => {
  let api: TestApi;
  let auth: AuthHeaders;
  beforeAll(async () => {
    api = await startTestApi({ seedDemo: true });
    auth = authFrom(await signIn(api.app, DEMO_ADMIN.email, DEMO_ADMIN.password));
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  it('match their schemas, with and without the optional parts', async () => {
    const viewer = await get('/api/v1/auth/validate_token');
    await get('/api/v1/plans');
    await get(`/api/v1/companies/${viewer.data.company_id}/subscription_status`);
    const account = { companyId: viewer.data.company_id, auth };
    const plan = await createField(api, account, { question: 'Convênio', answer_type: 'short_text' });
    const activities = await createField(api, account, { question: 'Atividades', answer_type: 'multiple_response', options: ['Pilates', 'Natação'] });
    await createCustomer(api, auth, 'Maria Silva', { [plan]: 'Unimed', [activities]: ['Pilates'] });
    await createCustomer(api, auth, 'José Souza');
    const page = await get('/api/v1/customers?page=1&per_page=40');
    expect(page.customers).toHaveLength(2);
    await get('/api/v1/customers?search=maria&sort=name&direction=asc');
    const customer = page.customers[0];
    await api.app.inject({ method: 'POST', url: `/api/v1/customers/${customer.id}/archive`, headers: auth });
    expect((await get('/api/v1/customers?archived=true')).customers.map((row: { id: number }) => row.id)).toContain(customer.id);

    const client = taskClient(api, auth);
    const colleague = viewer.data.id;
    const board = (await client.createBoard({ name: 'Atendimentos', kanban_group_options: ['Entrada', 'Feito'] })).body.task_list;
    const other = page.customers[1].id;
    await client.createTask(board.id, {
      title: 'Ligar para Maria',
      description: '<p>Confirmar <strong>retorno</strong></p>',
      due_date: '2026-03-10',
      priority: 'high',
      customer_id: other,
      assignee_ids: [colleague],
      checklist_items: ['Confirmar', 'Registrar'],
      tags: ['urgente'],
      estimated_hours: 1.5,
    });
    await client.createTask(board.id, { title: 'Sem nada', kanban_group: 'Feito' });
    for (const query of ['group_by=kanban_group&view=card', 'group_by=customer', 'view=card', '']) {
      await get(`/api/v1/task_lists/${board.id}${query ? `?${query}` : ''}`);
    }
    await get('/api/v1/task_lists/default?group_by=kanban_group&view=card');
    await get('/api/v1/task_assignees');
    expect(takeMismatches()).toEqual([]);
  });
});
