/**
 * Where uncaught errors and slow requests are reported. There is no reporting service yet, so the
 * default sink writes to the console; a service plugs in with setReportSink without touching callers.
 */
export type Report = {
  level: 'error' | 'warning';
  message: string;
  error?: unknown;
  context?: Record<string, unknown>;
};

type ReportSink = (report: Report) => void;

const consoleSink: ReportSink = (report) => {
  const log = report.level === 'error' ? console.error : console.warn;
  log(`[practice] ${report.message}`, ...(report.error === undefined ? [] : [report.error]), report.context ?? '');
};

let sink: ReportSink = consoleSink;

export function setReportSink(next: ReportSink | null): void {
  sink = next ?? consoleSink;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const message = error instanceof Error ? error.message : String(error);
  sink({ level: 'error', message, error, context });
}

export function reportWarning(message: string, context?: Record<string, unknown>): void {
  sink({ level: 'warning', message, context });
}

/** Catches what nothing else caught: script errors and promises rejected without a handler. */
export function installGlobalErrorReporter(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    reportError(event.error ?? event.message, { source: 'window.error', file: event.filename, line: event.lineno });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(event.reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
