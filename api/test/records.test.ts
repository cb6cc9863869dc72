import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePng, startTestApi, type TestApi } from './harness.ts';
import { createCustomer, createField } from './customer-helpers.ts';
import { HOUR, testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, patchNote, postNote, uploadImage } from './note-helpers.ts';
import { taskClient } from './task-helpers.ts';
import { ExportJobs, type ExportJobDeps } from '../src/modules/records/jobs.ts';

interface ExportAnswer {
  export: { id: number; status: 'pending' | 'done' | 'failed'; download_url: string | null; filename: string | null; expires_at: string | null };
}

const clock = testClock(new Date());
let api: TestApi;
let owner: Member;
let standard: Member;
let limited: Member;
let other: Member;
let customerId: number;
let work: string;

const customerExports = (id: number) => `/api/v1/customers/${id}/exports`;
const companyExports = (companyId: number) => `/api/v1/companies/${companyId}/exports`;

function call(method: 'GET' | 'POST', url: string, auth: AuthHeaders) {
  return api.app.inject({ method, url, headers: auth, ...(method === 'POST' ? { payload: {} } : {}) });
}

/** Asks for an export, lets the queue build it and answers its state. */
async function exportOf(url: string, auth: AuthHeaders = owner.auth): Promise<ExportAnswer['export']> {
  const asked = await call('POST', url, auth);
  expect(asked.statusCode, asked.body).toBe(202);
  const { export: pending } = asked.json<ExportAnswer>();
  expect(pending.status).toBe('pending');
  await api.app.exportJobs.drain();
  const state = await call('GET', `${url}/${pending.id}`, auth);
  expect(state.statusCode, state.body).toBe(200);
  return state.json<ExportAnswer>().export;
}

/** The ZIP behind a download link, unpacked into a folder of its own; its entries. */
async function download(url: string, folder: string): Promise<string[]> {
  const response = await fetch(`${api.url}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"/);
  const zipFile = join(work, `${folder}.zip`);
  await writeFile(zipFile, Buffer.from(await response.arrayBuffer()));
  execFileSync('unzip', ['-q', '-o', zipFile, '-d', join(work, folder)]);
  return execFileSync('zipinfo', ['-1', zipFile], { encoding: 'utf8' }).trim().split('\n');
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

beforeAll(async () => {
  api = await startTestApi({ clock });
  work = await mkdtemp(join(tmpdir(), 'records-test-'));
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Helena' });
  standard = await addMember(api.db, owner.companyId, 'standard', { name: 'Gerente' });
  limited = await addMember(api.db, owner.companyId, 'limited', { name: 'Recepção' });
  other = await makeCompany(api.db, 'team', { name: 'Outra Clínica' });
  const question = await createField(api, owner, { question: 'Queixa principal', answer_type: 'text' });
  customerId = await createCustomer(api, owner.auth, 'Júlia Conceição', { [question]: 'Ansiedade à noite' });
}, 120_000);
afterAll(async () => {
  await api.close();
  await rm(work, { recursive: true, force: true });
});

describe("the patient's copy", () => {
  it('is a ZIP with the registration (JSON and PDF), each note as a PDF with its stamp, the files, the appointments and the access log', async () => {
    const image = await uploadImage(api, owner.auth, makePng(30, 20, [20, 160, 60]));
    const first = await createNote(api, owner.auth, customerId, '<p>Primeira sessão: relato de insônia.</p>');
    expect((await patchNote(api, owner.auth, customerId, first.id, { locked: 'true' })).statusCode).toBe(200);
    await createNote(api, owner.auth, customerId, `<p>Retorno com desenho</p><p><img src="${image}"></p>`);
    const tasks = taskClient(api, owner.auth);
    const board = (await tasks.createBoard({ name: 'Recepção' })).body.task_list.id;
    const task = (await tasks.createTask(board, { title: 'Laudo', customer_id: customerId })).body.task.id;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('exame de sangue')], { type: 'text/plain' }), 'exame.txt');
    const attached = await fetch(`${api.url}/api/v1/tasks/${task}/attachments`, { method: 'POST', headers: owner.auth, body: form });
    expect(attached.status).toBe(201);
    const appointment = await api.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: owner.auth,
      payload: { appointment: { customer_id: customerId, starts_at: '2031-01-06T09:00', ends_at: '2031-01-06T09:50' } },
    });
    expect(appointment.statusCode, appointment.body).toBe(201);
    expect((await call('GET', `/api/v1/customers/${customerId}`, limited.auth)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await api.db.selectFrom('customer_accesses').select('id').where('customer_id', '=', customerId).execute()).length).toBeGreaterThan(0), {
      timeout: 5000,
      interval: 100,
    });

    const done = await exportOf(customerExports(customerId));
    expect(done.status).toBe('done');
    expect(done.filename).toMatch(/^dados-julia-conceicao-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await download(done.download_url!, 'patient');
    expect(entries).toEqual(
      expect.arrayContaining([
        'cadastro.json',
        'cadastro.pdf',
        'anotacoes.json',
        'arquivos.json',
        'atendimentos.csv',
        'atendimentos.json',
        'acessos.csv',
        'acessos.json',
      ]),
    );
    const folder = join(work, 'patient');
    const registration = JSON.parse(await readFile(join(folder, 'cadastro.json'), 'utf8'));
    expect(registration.cliente.nome).toBe('Júlia Conceição');
    expect(registration.respostas).toEqual([{ pergunta: 'Queixa principal', tipo: 'text', resposta: 'Ansiedade à noite' }]);
    const registrationText = pdfText(join(folder, 'cadastro.pdf'));
    expect(registrationText).toContain('Queixa principal');
    expect(registrationText).toContain('Ansiedade à noite');

    const notePdfs = entries.filter((entry) => entry.startsWith('anotacoes/') && entry.endsWith('.pdf'));
    expect(notePdfs).toHaveLength(2);
    const lockedText = pdfText(join(folder, notePdfs[0]!));
    expect(lockedText).toContain('Primeira sessão: relato de insônia.');
    expect(lockedText).toMatch(/Anotação bloqueada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Dra\. Helena/);
    expect(pdfText(join(folder, notePdfs[1]!))).toContain('Retorno com desenho');

    const files = entries.filter((entry) => entry.startsWith('arquivos/'));
    expect(files.some((entry) => entry.startsWith('arquivos/anexos/') && entry.endsWith('exame.txt'))).toBe(true);
    expect(files.some((entry) => entry.startsWith('arquivos/imagens-das-anotacoes/'))).toBe(true);
    const attachment = files.find((entry) => entry.endsWith('exame.txt'))!;
    expect(await readFile(join(folder, attachment), 'utf8')).toBe('exame de sangue');

    const appointments = await readFile(join(folder, 'atendimentos.csv'), 'utf8');
    expect(appointments.split('\r\n')[0]).toBe('\uFEFFid,inicio,fim,profissional,situacao,observacoes,origem,criado_em');
    expect(appointments).toContain('2031-01-06T09:00:00-03:00');
    const accesses = await readFile(join(folder, 'acessos.csv'), 'utf8');
    expect(accesses).toContain('Recepção,Visualizou o cadastro');
  }, 60_000);

  it("holds a private note's text only in its author's copy, and a locked note's addenda in its PDF", async () => {
    const patient = await createCustomer(api, owner.auth, 'Paciente Reservado');
    const secret = await postNote(api, standard.auth, patient, { body: '<p>Segredo clínico do gerente</p>', private: 'true' });
    expect(secret.statusCode, secret.body).toBe(201);
    const locked = await createNote(api, owner.auth, patient, '<p>Avaliação inicial</p>');
    expect((await patchNote(api, owner.auth, patient, locked.id, { locked: 'true' })).statusCode).toBe(200);
    const addendum = await api.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${patient}/customer_notes/${locked.id}/addenda`,
      headers: owner.auth,
      payload: { addendum: { body: 'Correção: dor no lado esquerdo' } },
    });
    expect(addendum.statusCode, addendum.body).toBe(201);

    const mine = await exportOf(customerExports(patient));
    const entries = await download(mine.download_url!, 'private-owner');
    const folder = join(work, 'private-owner');
    const privateEntry = entries.find((entry) => entry.endsWith('-privada.txt'))!;
    expect(await readFile(join(folder, privateEntry), 'utf8')).toMatch(/^Anotação privada de Gerente, de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    for (const entry of entries.filter((name) => !name.endsWith('/'))) {
      const text = entry.endsWith('.pdf') ? pdfText(join(folder, entry)) : await readFile(join(folder, entry), 'utf8');
      expect(text, entry).not.toContain('Segredo clínico');
    }
    const lockedPdf = entries.find((entry) => entry.startsWith('anotacoes/') && entry.endsWith('.pdf'))!;
    const lockedText = pdfText(join(folder, lockedPdf));
    expect(lockedText).toContain('Avaliação inicial');
    expect(lockedText).toContain('Correção: dor no lado esquerdo');
    expect(JSON.parse(await readFile(join(folder, 'anotacoes.json'), 'utf8'))).toEqual([
      expect.objectContaining({ autor: 'Gerente', privada: true }),
      expect.objectContaining({ autor: 'Dra. Helena', privada: false, adendos: [expect.objectContaining({ autor: 'Dra. Helena', texto: 'Correção: dor no lado esquerdo' })] }),
    ]);

    const authors = await exportOf(customerExports(patient), standard.auth);
    const authorEntries = await download(authors.download_url!, 'private-author');
    expect(authorEntries.filter((entry) => entry.endsWith('-privada.txt'))).toEqual([]);
    const authorPdfs = authorEntries.filter((entry) => entry.startsWith('anotacoes/') && entry.endsWith('.pdf'));
    expect(pdfText(join(work, 'private-author', authorPdfs[0]!))).toContain('Segredo clínico do gerente');
  }, 60_000);

  it('writes an access entry for each export and each attachment download', async () => {
    const tasks = taskClient(api, owner.auth);
    const board = (await tasks.createBoard({ name: 'Arquivos' })).body.task_list.id;
    const task = (await tasks.createTask(board, { title: 'Receita', customer_id: customerId })).body.task.id;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('receita')], { type: 'text/plain' }), 'receita.txt');
    const attached = await fetch(`${api.url}/api/v1/tasks/${task}/attachments`, { method: 'POST', headers: owner.auth, body: form });
    const { attachment: file } = (await attached.json()) as { attachment: { download_url: string } };
    expect((await fetch(`${api.url}${file.download_url}`)).status).toBe(200);
    // The reader the link names is signed: another one, or none, breaks it.
    expect(file.download_url).toContain(`reader=${owner.id}`);
    expect((await fetch(`${api.url}${file.download_url.replace(`reader=${owner.id}`, `reader=${limited.id}`)}`)).status).toBe(403);
    expect((await fetch(`${api.url}${file.download_url.replace(`&reader=${owner.id}`, '')}`)).status).toBe(403);
    expect((await call('POST', customerExports(customerId), standard.auth)).statusCode).toBe(202);
    await api.app.exportJobs.drain();

    await vi.waitFor(
      async () => {
        const { accesses } = (await call('GET', `/api/v1/customers/${customerId}/accesses?limit=100`, owner.auth)).json<{ accesses: { user_name: string; action: string }[] }>();
        expect(accesses.map(({ user_name, action }) => `${user_name}: ${action}`)).toEqual(
          expect.arrayContaining(['Dra. Helena: Exportou os dados', 'Gerente: Exportou os dados', 'Dra. Helena: Baixou um anexo']),
        );
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('refuses limited users, and answers 404 to another company on every call', async () => {
    const mine = await call('POST', customerExports(customerId), owner.auth);
    const { id } = mine.json<ExportAnswer>().export;
    await api.app.exportJobs.drain();
    expect((await call('POST', customerExports(customerId), limited.auth)).statusCode).toBe(403);
    expect((await call('GET', `${customerExports(customerId)}/${id}`, limited.auth)).statusCode).toBe(403);
    expect((await call('POST', customerExports(customerId), other.auth)).statusCode).toBe(404);
    expect((await call('GET', `${customerExports(customerId)}/${id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', `${customerExports(customerId)}/999999`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', `${customerExports(customerId)}/abc`, owner.auth)).statusCode).toBe(404);

    const company = await call('POST', companyExports(owner.companyId), owner.auth);
    const companyExport = company.json<ExportAnswer>().export.id;
    expect((await call('POST', companyExports(owner.companyId), other.auth)).statusCode).toBe(404);
    expect((await call('GET', `${companyExports(owner.companyId)}/${companyExport}`, other.auth)).statusCode).toBe(404);
    // Another company's export under one's own company is not found either.
    expect((await call('GET', `${companyExports(other.companyId)}/${companyExport}`, other.auth)).statusCode).toBe(404);
    expect((await call('POST', companyExports(owner.companyId), standard.auth)).statusCode).toBe(403);
    expect((await call('POST', companyExports(owner.companyId), limited.auth)).statusCode).toBe(403);
    // The patient's copy is not the company's: each is found under its own address only.
    expect((await call('GET', `${customerExports(customerId)}/${companyExport}`, owner.auth)).statusCode).toBe(404);
    await api.app.exportJobs.drain();
  });

  it('marks an export that cannot be built as failed, and the queue goes on', async () => {
    // Asked for a customer removed before the queue reached it.
    const { id } = await api.db
      .insertInto('exports')
      .values({ company_id: owner.companyId, customer_id: 999_999, requested_by_id: owner.id, requested_by_name: owner.name, created_at: clock() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.app.exportJobs.drain();
    const row = await api.db.selectFrom('exports').select(['status', 'attachment_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attachment_id: null });
    const next = await exportOf(customerExports(customerId));
    expect(next.status).toBe('done');
  }, 60_000);
});

describe('the export queue', () => {
  it('builds each export once when several processes take from it at once', async () => {
    const patients = await Promise.all(['Fila Um', 'Fila Dois', 'Fila Três'].map((name) => createCustomer(api, owner.auth, name)));
    const { db, clock: appClock, files, appUrl, log, renderer } = (api.app.exportJobs as unknown as { deps: ExportJobDeps }).deps;
    await api.app.exportJobs.stop();
    try {
      for (const patient of patients) expect((await call('POST', customerExports(patient), owner.auth)).statusCode).toBe(202);
      const others = [1, 2].map(() => new ExportJobs({ db, clock: appClock, files, appUrl, log, renderer }, { concurrency: 1, pollMs: 0, sweepMs: 0 }));
      const built = await Promise.all(others.map((jobs) => jobs.drain()));
      expect(built.reduce((sum, count) => sum + count, 0)).toBe(3);
      const rows = await api.db.selectFrom('exports').select(['status', 'attempts']).where('customer_id', 'in', patients).execute();
      expect(rows).toEqual(Array(3).fill({ status: 'done', attempts: 1 }));
    } finally {
      api.app.exportJobs.start();
    }
  }, 60_000);

  it('gives an export back to the queue when the api stops in the middle of it, and builds it at the next start', async () => {
    const patient = await createCustomer(api, owner.auth, 'Muitas Anotações');
    for (let index = 0; index < 12; index += 1) await createNote(api, owner.auth, patient, `<p>Sessão ${index + 1}</p>`);
    const asked = (await call('POST', customerExports(patient), owner.auth)).json<ExportAnswer>().export;
    await api.app.exportJobs.stop();
    const waiting = await api.db.selectFrom('exports').select(['status', 'attempts', 'claimed_until']).where('id', '=', asked.id).executeTakeFirstOrThrow();
    expect(waiting).toEqual({ status: 'pending', attempts: 0, claimed_until: null });
    api.app.exportJobs.start();
    await api.app.exportJobs.drain();
    expect((await call('GET', `${customerExports(patient)}/${asked.id}`, owner.auth)).json<ExportAnswer>().export.status).toBe('done');
  }, 60_000);
});

describe("the company's export", () => {
  it("is a CSV per table of the company's rows, without password hashes, tokens or secrets, and every file", async () => {
    await createCustomer(api, other.auth, 'Paciente de Outra Clínica');
    const done = await exportOf(companyExports(owner.companyId));
    expect(done.status).toBe('done');
    const entries = await download(done.download_url!, 'company');
    expect(entries).toEqual(expect.arrayContaining(['tabelas/companies.csv', 'tabelas/users.csv', 'tabelas/customers.csv', 'tabelas/customer_notes.csv', 'tabelas/tasks.csv', 'tabelas/task_attachments.csv', 'tabelas/appointments.csv', 'tabelas/customer_accesses.csv']));
    for (const table of ['auth_tokens', 'password_reset_tokens', 'idempotency_keys', 'calendar_feeds', 'login_attempts']) expect(entries).not.toContain(`tabelas/${table}.csv`);
    expect(entries.some((entry) => entry.startsWith('arquivos/') && entry.endsWith('exame.txt'))).toBe(true);
    // Exports are not part of the company's data, not even the earlier ones still kept.
    expect(entries.some((entry) => entry.endsWith('.zip'))).toBe(false);

    const folder = join(work, 'company');
    const users = await readFile(join(folder, 'tabelas/users.csv'), 'utf8');
    const header = users.replace('\uFEFF', '').split('\r\n')[0]!;
    expect(header).toContain('email');
    expect(header).not.toMatch(/password|token|secret/);
    expect(users).toContain(owner.email);
    const customers = await readFile(join(folder, 'tabelas/customers.csv'), 'utf8');
    expect(customers).toContain('Júlia Conceição');
    expect(customers).not.toContain('Paciente de Outra Clínica');
    expect(customers.split('\r\n')[0]).not.toContain('search_text');
    const appointments = await readFile(join(folder, 'tabelas/appointments.csv'), 'utf8');
    expect(appointments.split('\r\n')[0]).not.toContain('public_token');
    const everything = execFileSync('cat', execFileSync('find', [join(folder, 'tabelas'), '-name', '*.csv'], { encoding: 'utf8' }).trim().split('\n'), { encoding: 'utf8' });
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain('Segredo clínico do gerente');
    expect(everything).not.toContain(owner.auth['access-token']);
  }, 60_000);
});

describe('an export link', () => {
  it('gives a link that works for 24 hours, after which the link and the file are gone', async () => {
    const done = await exportOf(customerExports(customerId));
    const expires = Date.parse(done.expires_at!);
    expect(expires - clock().getTime()).toBeGreaterThan(24 * HOUR - 60_000);
    const again = (await call('GET', `${customerExports(customerId)}/${done.id}`, owner.auth)).json<ExportAnswer>().export;
    expect(again.download_url).toBe(done.download_url);
    expect((await fetch(`${api.url}${done.download_url}`)).status).toBe(200);

    clock.advance(24 * HOUR + 1000);
    expect((await fetch(`${api.url}${done.download_url}`)).status).toBe(403);
    const { key } = await api.db
      .selectFrom('exports')
      .innerJoin('attachments', 'attachments.id', 'exports.attachment_id')
      .select('attachments.key')
      .where('exports.id', '=', done.id)
      .executeTakeFirstOrThrow();
    expect(await api.app.exportJobs.sweep()).toBeGreaterThan(0);
    // The sessions of the day before have expired meanwhile.
    const admin = await addMember(api.db, owner.companyId, 'system_admin', { now: clock() });
    expect((await call('GET', `${customerExports(customerId)}/${done.id}`, admin.auth)).statusCode).toBe(404);
    await expect(readFile(join(api.filesDir, key))).rejects.toThrow();
  }, 60_000);
});
