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
import { makePng, startTestApi } from '@practice/api/testing';

const NOTES = Number(process.env.BENCH_EXPORT_NOTES ?? 500);
const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 50);
const FILE_BYTES = 200 * 1024;

export async function recordsBench() {
  const api = await startTestApi({ seedDemo: true });
  const dir = mkdtempSync(join(tmpdir(), 'bench-records-'));
  try {
    const signIn = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { user: { email: 'admin@demo.com.br', password: 'demo1234' } } });
    const { id: userId, company_id: companyId, name: userName } = signIn.json<{ data: { id: number; company_id: number; name: string } }>().data;
    const auth = Object.fromEntries(['access-token', 'client', 'uid'].map((name) => [name, String(signIn.headers[name])]));
    const call = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<T> => {
      const response = await api.app.inject({ method, url, headers: auth, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };

    const logo = makePng(240, 120, [20, 90, 160], [240, 200, 40]);
    await call('PATCH', `/api/v1/companies/${companyId}`, {
      company: {
        print_header: '<p><strong>Clínica Demonstração</strong> — Dra. Luíza Araújo, CRP 06/12345</p>',
        print_footer: '<p>Rua das Acácias, 100 — São Paulo · (11) 3456-7890</p>',
        attachment_attributes: { attachment: `data:image/png;base64,${logo.toString('base64')}` },
      },
    });
    const { customer } = await call<{ customer: { id: number } }>('POST', '/api/v1/customers', { customer: { name: 'Paciente Semanal da Silva' } });

    const paragraph = (index: number) =>
      `<p>Sessão ${index}: paciente relata <strong>melhora</strong> do sono e da ansiedade; mantém os exercícios de respiração e a caminhada diária. Conduta: seguir o plano, reavaliar em duas semanas.</p>`;
    const started = Date.now() - NOTES * 7 * 24 * 3600 * 1000;
    for (let start = 0; start < NOTES; start += 250) {
      const rows = Array.from({ length: Math.min(250, NOTES - start) }, (_, offset) => {
        const index = start + offset;
        const at = new Date(started + index * 7 * 24 * 3600 * 1000);
        const locked = index % 2 === 0;
        return {
          company_id: companyId,
          customer_id: customer.id,
          hashid: `bench-${index}-${randomBytes(6).toString('hex')}`,
          body: `<h2>Atendimento ${index + 1}</h2>${paragraph(index)}${paragraph(index + 1)}`,
          creator_id: userId,
          creator_name: userName,
          locked,
          locked_at: locked ? at : null,
          locked_by_id: locked ? userId : null,
          locked_by_name: locked ? userName : null,
          created_at: at,
          updated_at: at,
        };
      });
      await api.db.insertInto('customer_notes').values(rows).execute();
    }

    const { task_list: board } = await call<{ task_list: { id: number } }>('POST', '/api/v1/task_lists', { task_list: { name: 'Documentos' } });
    const { task } = await call<{ task: { id: number } }>('POST', `/api/v1/task_lists/${board.id}/tasks`, { task: { title: 'Exames', customer_id: customer.id } });
    for (let index = 0; index < FILES; index += 1) {
      const form = new FormData();
      form.append('file', new Blob([randomBytes(FILE_BYTES)], { type: 'application/octet-stream' }), `exame-${index + 1}.bin`);
      const response = await fetch(`${api.url}/api/v1/tasks/${task.id}/attachments`, { method: 'POST', headers: auth, body: form });
      if (response.status !== 201) throw new Error(`attachment: ${response.status} ${await response.text()}`);
    }

    const begun = performance.now();
    // The process's CPU time (its thread and the render workers'): what the export costs whatever else the machine runs.
    const cpuBefore = process.cpuUsage();
    const asked = await call<{ export: { id: number } }>('POST', `/api/v1/customers/${customer.id}/exports`, {});
    let state: { status: string; download_url: string | null };
    for (;;) {
      state = (await call<{ export: { status: string; download_url: string | null } }>('GET', `/api/v1/customers/${customer.id}/exports/${asked.export.id}`)).export;
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
