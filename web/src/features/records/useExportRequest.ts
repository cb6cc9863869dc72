import { useCallback } from 'react';
import { useIdempotencyKey } from '../../relay/useIdempotencyKey';
import { notify } from '../../ui/notify';
import { EXPORT_REQUEST_FAILED, type ExportState } from './DataExportPanel';

/** What the api answers when asked for an export: the export, or why it was refused. */
export interface ExportRequestPayload {
  readonly dataExport: ExportState | null | undefined;
  readonly fullMessages: readonly string[];
}

/**
 * The panel's `request` for one export mutation: `send` commits it with the given Idempotency-Key,
 * kept across retries and renewed once an export is made. A refusal shows the api's message, a
 * failure EXPORT_REQUEST_FAILED, and both answer null.
 */
export function useExportRequest(send: (idempotencyKey: string) => Promise<ExportRequestPayload>): () => Promise<ExportState | null> {
  const [key, renewKey] = useIdempotencyKey();
  return useCallback(async () => {
    try {
      const payload = await send(key);
      if (!payload.dataExport) {
        notify.error(payload.fullMessages[0] ?? EXPORT_REQUEST_FAILED);
        return null;
      }
      renewKey();
      return payload.dataExport;
    } catch {
      notify.error(EXPORT_REQUEST_FAILED);
      return null;
    }
  }, [send, key, renewKey]);
}
