import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { newAccount } from './helpers.ts';

const TOKEN = 'metrics-token-0123456789';

let api: TestApi;
let unset: TestApi;

beforeAll(async () => {
  [api, unset] = await Promise.all([startTestApi({ config: { metricsToken: TOKEN } }), startTestApi()]);
});
afterAll(async () => {
  await Promise.all([api?.close(), unset?.close()]);
});

const metrics = (target: TestApi, authorization?: string) =>
  target.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers the ordinary 404 while METRICS_TOKEN is unset, and to a missing or wrong token', async () => {
    const unknown = await api.app.inject({ method: 'GET', url: '/nada' });
    for (const response of [
      await metrics(unset, `Bearer ${TOKEN}`),
      await metrics(api),
      await metrics(api, 'Bearer metrics-token-0123456788'),
      await metrics(api, TOKEN),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('counts requests by route pattern and status, with the process figures', async () => {
    const { auth, companyId, userId } = await newAccount(api.app);
    const user = `/api/v1/companies/${companyId}/users/${userId}`;
    expect((await api.app.inject({ method: 'GET', url: user, headers: auth })).statusCode).toBe(200);
    await api.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/users/999999`, headers: auth });

    const response = await metrics(api, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/api_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/companies\/:companyId\/users\/:userId",status="200"\} 1/);
    expect(text).toMatch(/api_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/companies\/:companyId\/users\/:userId",status="404"\} 1/);
    expect(text).not.toContain(user);
    expect(text).toContain('api_process_resident_memory_bytes');
    expect(text).toContain('api_nodejs_eventloop_lag_seconds');
  });
});

describe('database and job queue metrics', () => {
  it('times statements by kind, and lists the pool (on PostgreSQL) and the job queue', async () => {
    await newAccount(api.app);
    const text = (await metrics(api, `Bearer ${TOKEN}`)).body;
    for (const kind of ['select', 'insert']) {
      expect(text).toMatch(new RegExp(`api_db_query_duration_seconds_count\\{kind="${kind}"\\} [1-9]`));
    }
    expect(text).toMatch(/api_db_query_duration_seconds_bucket\{le="0\.005",kind="select"\}/);
    for (const state of ['ready', 'scheduled', 'running']) expect(text).toMatch(new RegExp(`api_job_queue_jobs\\{state="${state}"\\} \\d+`));
    expect(text).toMatch(/api_db_pool_waiting_queries \d+/);
    expect(text).toContain('api_live_change_streams 0');
    if (process.env.TEST_DB === 'postgres') {
      expect(text).toMatch(/api_db_pool_connections\{state="idle"\} \d+/);
      expect(text).toMatch(/api_db_pool_connections\{state="busy"\} \d+/);
    }
  });

  it('names a statement by its kind, sql text by its first word', async () => {
    const { statementKind } = await import('../src/metrics/index.ts');
    expect(statementKind(api.db.selectFrom('companies').selectAll().toOperationNode())).toBe('select');
    expect(statementKind(api.db.deleteFrom('companies').toOperationNode())).toBe('delete');
    const { sql } = await import('kysely');
    expect(statementKind(sql`  with x as (select 1) select * from x`.toOperationNode())).toBe('with');
    expect(statementKind(sql`vacuum`.toOperationNode())).toBe('other');
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default and must be long enough', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
