import { download, timestampedName, toCsv, type ReportTable } from './table';
import type { WorkerMessage } from './xlsx.worker';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The XLSX's bytes, written by a worker that loads exceljs only now. */
function writeXlsx(table: ReportTable, onProgress: (share: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') onProgress(message.share);
      else {
        worker.terminate();
        if (message.kind === 'done') resolve(message.buffer);
        else reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'falha ao gerar o XLSX'));
    };
    worker.postMessage({ table });
  });
}

/** Writes `table` as a file named `base-<timestamp>.<format>` and hands it to the browser. */
export async function saveReport(table: ReportTable, format: ExportFormat, base: string, onProgress: (share: number) => void): Promise<string> {
  const fileName = timestampedName(base, format);
  if (format === 'csv') {
    download(toCsv(table), 'text/csv;charset=utf-8', fileName);
    onProgress(1);
  } else {
    download(await writeXlsx(table, onProgress), XLSX_TYPE, fileName);
  }
  return fileName;
}
