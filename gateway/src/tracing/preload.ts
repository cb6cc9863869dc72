import { tracesWanted } from '@practice/common';
import { startTracing, type Tracing } from './index.ts';

/**
 * Imported first by main.ts, so the SDK (and the undici instrumentation) is running before the rest
 * of the gateway loads: the gateway's traces, when the `OTEL_*` variables ask for them (see
 * `tracesWanted`), else nothing is loaded.
 */
export const tracing: Tracing | undefined = tracesWanted(process.env) ? await startTracing() : undefined;
