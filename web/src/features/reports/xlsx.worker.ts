/// <reference lib="webworker" />
import ExcelJS from 'exceljs';
import type { ReportTable } from './table';
import { buildWorkbook } from './workbook';

export type WorkerRequest = { table: ReportTable };
export type WorkerMessage = { kind: 'progress'; share: number } | { kind: 'done'; buffer: ArrayBuffer } | { kind: 'failed'; message: string };

/** Writes the XLSX away from the page, so a large report does not freeze it. */
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const post = (message: WorkerMessage, transfer: Transferable[] = []) => (self as DedicatedWorkerGlobalScope).postMessage(message, transfer);
  try {
    const buffer = await buildWorkbook(ExcelJS, event.data.table, (share) => post({ kind: 'progress', share }));
    post({ kind: 'done', buffer }, [buffer]);
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
