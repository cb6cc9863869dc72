import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { tracerProviderRegistered } from '../src/tracing/index.ts';

describe('traces', () => {
  it('are off with the OTEL_* variables unset: the preload registers no tracer provider', async () => {
    for (const name of Object.keys(process.env)) if (name.startsWith('OTEL_')) delete process.env[name];
    const { tracing } = await import('../src/tracing/preload.ts');
    expect(tracing).toBeUndefined();
    expect(tracerProviderRegistered()).toBe(false);
    expect(trace.getTracer('test').startSpan('nothing').isRecording()).toBe(false);
  });
});
