// The patient's copy: a customer seen weekly for ten years (500 notes, every other one locked, on the
// company's letterhead with its image) and 50 files attached to tasks about them (200 KB each),
// exported through the api's own calls: from the request to the download link, and the ZIP fetched.
// Each note becomes a PDF in the api's render workers. The api runs in this process on a fresh
// database (PGlite, or PostgreSQL with TEST_DB=postgres), as its tests do. `cpuSeconds` is the CPU the
// export took in this process (render workers included), a figure other load on the machine blurs less.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi } from '@practice/api/testing';
import { seedWeeklyPatient } from './weekly-patient.ts';

const NOTES = Number(process.env.BENCH_EXPORT_NOTES ?? 500);
const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 50);
const FILE_BYTES = 200 * 1024;

export async function recordsBench() {
  const api = await startTestApi({ seedDemo: true });
  const dir = mkdtempSync(join(tmpdir(), 'bench-records-'));
  try {
    const { auth, call, customerId } = await seedWeeklyPatient(api, { notes: NOTES, lockEveryOther: true });

    const { task_list: board } = await call<{ task_list: { id: number } }>('POST', '/api/v1/task_lists', { task_list: { name: 'Documentos' } });
    const { task } = await call<{ task: { id: number } }>('POST', `/api/v1/task_lists/${board.id}/tasks`, { task: { title: 'Exames', customer_id: customerId } });
    for (let index = 0; index < FILES; index += 1) {
      const form = new FormData();
      form.append('file', new Blob([randomBytes(FILE_BYTES)], { type: 'application/octet-stream' }), `exame-${index + 1}.bin`);
      const response = await fetch(`${api.url}/api/v1/tasks/${task.id}/attachments`, { method: 'POST', headers: auth, body: form });
      if (response.status !== 201) throw new Error(`attachment: ${response.status} ${await response.text()}`);
    }

    const begun = performance.now();
    // The process's CPU time (its thread and the render workers'): what the export costs whatever else the machine runs.
    const cpuBefore = process.cpuUsage();
    const asked = await call<{ export: { id: number } }>('POST', `/api/v1/customers/${customerId}/exports`, {});
    let state: { status: string; download_url: string | null };
    for (;;) {
      state = (await call<{ export: { status: string; download_url: string | null } }>('GET', `/api/v1/customers/${customerId}/exports/${asked.export.id}`)).export;
      if (state.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const builtMs = performance.now() - begun;
    const cpu = process.cpuUsage(cpuBefore);
    if (state.status !== 'done' || !state.download_url) throw new Error(`export ${state.status}`);
    const response = await fetch(`${api.url}${state.download_url}`);
    const zip = Buffer.from(await response.arrayBuffer());
    const totalMs = performance.now() - begun;
    const file = join(dir, 'export.zip');
    writeFileSync(file, zip);
    const entries = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n');
    return {
      notes: NOTES,
      attachments: FILES,
      notePdfs: entries.filter((entry) => entry.startsWith('anotacoes/') && entry.endsWith('.pdf')).length,
      files: entries.filter((entry) => entry.startsWith('arquivos/anexos/')).length,
      zipMegabytes: Math.round((zip.length / 2 ** 20) * 10) / 10,
      builtSeconds: Math.round(builtMs / 100) / 10,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 100_000) / 10,
      downloadedSeconds: Math.round(totalMs / 100) / 10,
      limitSeconds: 20,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await api.close();
  }
}
