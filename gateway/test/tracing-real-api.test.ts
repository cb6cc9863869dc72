import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/tracing/index.ts';
import { headersOf, useRealApi } from './real-api.ts';

const EMAIL = 'rastreio@estudio.com.br';
const PASSWORD = 'segredo123';

const exporter = new tracing.InMemorySpanExporter();
let auth: Record<string, string>;
let started: Tracing;

// Before the api starts (and stopped after it closes): the api runs in this process too, so one SDK
// records both sides, as two processes would export them.
beforeAll(async () => {
  started = await startTracing({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
});
afterAll(async () => {
  await started?.shutdown();
});
const real = useRealApi({ clientIp: '203.0.113.50' });
const { graphql } = real;

describe('traces across the gateway and the api', () => {
  it('make one trace per operation: its REST calls, the api answering them and their statements', async () => {
    const signedUp = await graphql('mutation SignUpForTrace($input: SignUpInput!) { signUp(input: $input) { session { accessToken client expiry tokenType uid } errors { field } } }', {}, {
          input: {
            planIdentifier: 'LEAN',
            customerName: 'Marina Alves',
            customerEmail: EMAIL,
            customerEmailConfirmation: EMAIL,
            customerPassword: PASSWORD,
            customerPasswordConfirmation: PASSWORD,
          },
        });
    auth = headersOf(signedUp.data.signUp.session);
    exporter.reset();

    const viewer = await graphql('query ViewerForTrace { viewer { id email company { id } } }', auth);
    expect(viewer.data.viewer.email).toBe(EMAIL);

    const spans = exporter.getFinishedSpans();
    const operations = spans.filter((span) => span.name === 'query ViewerForTrace');
    expect(operations).toHaveLength(1);
    const operation = operations[0]!;
    expect(operation.parentSpanContext).toBeUndefined();
    expect(operation.attributes).toMatchObject({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'ViewerForTrace' });
    const traceId = operation.spanContext().traceId;
    expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);

    const childrenOf = (parent: (typeof spans)[number]) => spans.filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);
    const calls = childrenOf(operation).filter((span) => span.kind === SpanKind.CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.name).toMatch(/^GET \/api\/v1\//);
      expect(call.attributes['http.response.status_code']).toBe(200);
      const answers = childrenOf(call).filter((span) => span.kind === SpanKind.SERVER);
      expect(answers).toHaveLength(1);
      const answer = answers[0]!;
      expect(answer.instrumentationScope.name).toBe('@practice/api');
      expect(answer.attributes['http.route']).toMatch(/^\/api\/v1\//);
      const statements = childrenOf(answer).filter((span) => span.kind === SpanKind.CLIENT);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.every((statement) => statement.attributes['db.system.name'] === 'postgresql')).toBe(true);
    }
    expect(spans.some((span) => span.attributes['db.collection.name'] === 'auth_tokens')).toBe(true);

    const recorded = JSON.stringify(spans.map((span) => [span.name, span.attributes]));
    for (const secret of [EMAIL, PASSWORD, auth['access-token'], auth.client]) expect(recorded).not.toContain(secret);
  });

  it('keep what a person typed out: a REST call keeps only the names of its query parameters', async () => {
    exporter.reset();
    const found = await graphql('query SearchForTrace { search(query: "Joséfina Rastreada") { customers { count } } }', auth);
    expect(found.data.search.customers.count).toBe(0);
    const spans = exporter.getFinishedSpans();
    const calls = spans.filter((span) => span.kind === SpanKind.CLIENT && span.instrumentationScope.name.includes('undici'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(String(call.attributes['url.full'])).not.toContain('?');
    const search = calls.find((call) => call.name === 'GET /api/v1/search');
    expect(search?.attributes).toMatchObject({ 'url.full': `${real.api.url}/api/v1/search`, 'url.query': 'q' });
    const recorded = JSON.stringify(spans.map((span) => [span.name, span.attributes]));
    for (const typed of ['Joséfina', 'Jos%C3%A9fina', 'Rastreada']) expect(recorded).not.toContain(typed);
  });

  it('mark an operation that answered with errors', async () => {
    exporter.reset();
    const refused = await graphql('query ViewerWithoutSession { viewer { id } }');
    expect(refused.errors?.length).toBeGreaterThan(0);
    const operation = exporter.getFinishedSpans().find((span) => span.name === 'query ViewerWithoutSession');
    expect(operation?.status.code).toBe(SpanStatusCode.ERROR);
  });
});
