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

/** Rows an export asks for at once (the api's largest page), and pages asked for side by side. */
export const EXPORT_PAGE_SIZE = 1000;
const EXPORT_PARALLEL_REQUESTS = 3;

/**
 * Every row of a report, one page of EXPORT_PAGE_SIZE at a time: the first page tells how many
 * there are, then the others are asked for a few at once. Rows keep their order; `onProgress`
 * follows the pages that have arrived.
 */
export async function loadAllPages<T>(fetchPage: (page: number, perPage: number) => Promise<{ totalCount: number; rows: readonly T[] }>, onProgress: (share: number) => void): Promise<T[]> {
  const first = await fetchPage(1, EXPORT_PAGE_SIZE);
  const pages = Math.ceil(first.totalCount / EXPORT_PAGE_SIZE);
  const slices: (readonly T[])[] = [first.rows];
  let loaded = 1;
  onProgress(pages <= 1 ? 1 : loaded / pages);
  for (let start = 2; start <= pages; start += EXPORT_PARALLEL_REQUESTS) {
    const batch = Array.from({ length: Math.min(EXPORT_PARALLEL_REQUESTS, pages - start + 1) }, (_, index) => start + index);
    await Promise.all(
      batch.map(async (page) => {
        slices[page - 1] = (await fetchPage(page, EXPORT_PAGE_SIZE)).rows;
        loaded += 1;
        onProgress(loaded / pages);
      }),
    );
  }
  return slices.flat();
}
