import { trace } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { afterAll, describe, expect, it } from 'vitest';
import { startTracing, tracerProviderRegistered, type Tracing } from '../src/tracing/index.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { newAccount } from './helpers.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`;

let api: TestApi | undefined;
let started: Tracing | undefined;
afterAll(async () => {
  await api?.close();
  await started?.shutdown();
});

describe('traces', () => {
  it('are off with the OTEL_* variables unset: the preload registers no tracer provider', async () => {
    for (const name of Object.keys(process.env)) if (name.startsWith('OTEL_')) delete process.env[name];
    const { tracing: preloaded } = await import('../src/tracing/preload.ts');
    expect(preloaded).toBeUndefined();
    expect(tracerProviderRegistered()).toBe(false);
    expect(trace.getTracer('test').startSpan('nothing').isRecording()).toBe(false);
  });

  it("continue the caller's traceparent in a span per request, with a child span per statement and no personal data", async () => {
    const exporter = new tracing.InMemorySpanExporter();
    started = await startTracing({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
    expect(tracerProviderRegistered()).toBe(true);
    api = await startTestApi();
    const account = await newAccount(api.app, {}, { traceparent: TRACEPARENT });
    const user = await api.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${account.companyId}/users/${account.userId}?x=${encodeURIComponent(account.email)}`,
      headers: { ...account.auth, traceparent: TRACEPARENT },
    });
    expect(user.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const spans = exporter.getFinishedSpans();
    const servers = spans.filter((span) => span.kind === 1);
    expect(servers.map((span) => span.name)).toEqual(['POST /api/v1/auth/create_account', 'GET /api/v1/companies/:companyId/users/:userId']);
    for (const server of servers) {
      expect(server.spanContext().traceId).toBe(TRACE_ID);
      expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN_ID);
      const statements = spans.filter((span) => span.parentSpanContext?.spanId === server.spanContext().spanId);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.kind).toBe(2);
        expect(statement.attributes['db.system.name']).toBe('postgresql');
        expect(String(statement.attributes['db.query.text'])).toMatch(/^(\s*\(?\s*)?(select|insert|update|delete|with)\b/i);
      }
    }
    expect(servers[0]?.attributes['http.response.status_code']).toBe(201);
    expect(spans.some((span) => span.name === 'insert users')).toBe(true);

    const recorded = JSON.stringify(spans.map((span) => [span.name, span.attributes]));
    for (const secret of [account.email, account.password, account.auth['access-token']]) expect(recorded).not.toContain(secret);
  });
});
