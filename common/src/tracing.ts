/** The OpenTelemetry variables that decide whether a service traces (read from the process's environment). */
export type TracingEnv = Partial<Record<string, string | undefined>>;

const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';
const isFalse = (value: string | undefined) => value?.trim().toLowerCase() === 'false';
const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * Whether the api and the gateway send traces. Off unless asked for: the SDK's own default (an OTLP
 * exporter to localhost whenever nothing is set) would send every request's spans to a collector that
 * is not there. Asked for by naming an exporter (`OTEL_TRACES_EXPORTER=otlp`, `console`, ...; `none`
 * keeps it off), by an OTLP endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` or `..._TRACES_ENDPOINT`), or by
 * `OTEL_SDK_DISABLED=false`; `OTEL_SDK_DISABLED=true` turns it off whatever else is set.
 */
export function tracesWanted(env: TracingEnv): boolean {
  if (isTrue(env.OTEL_SDK_DISABLED)) return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== '');
  if (exporters && exporters.length > 0) return exporters[0] !== 'none';
  return isSet(env.OTEL_EXPORTER_OTLP_ENDPOINT) || isSet(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) || isFalse(env.OTEL_SDK_DISABLED);
}
