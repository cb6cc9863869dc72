import { describe, expect, it } from 'vitest';
import { tracesWanted } from '../src/tracing.ts';

describe('tracesWanted', () => {
  it('is off with nothing set, or with the exporter none, or with the SDK disabled', () => {
    expect(tracesWanted({})).toBe(false);
    expect(tracesWanted({ OTEL_SERVICE_NAME: 'api' })).toBe(false);
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: ' ' })).toBe(false);
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
  });

  it('is on with an exporter named, an OTLP endpoint, or the SDK enabled outright', () => {
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'console,otlp' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracesWanted({ OTEL_SDK_DISABLED: 'false' })).toBe(true);
  });
});
