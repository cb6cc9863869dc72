import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDF_MESSAGES } from '../src/modules/print/routes.ts';
import { PDF_RENDER_LIMITS, PdfRenderError, PdfRenderPool } from '../src/modules/print/render-pool.ts';
import { RICH_TEXT_MAX } from '../src/rich-text/input.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, type NoteAnswer } from './note-helpers.ts';
import { EVENT_LOOP_BLOCK_LIMIT_MS, watchEventLoop } from './event-loop.ts';

const run = promisify(execFile);

let api: TestApi;
let dir: string;
let owner: Member;
let customerId: number;
let companyHash: string;

/**
 * The most CPU time this process may spend on a PDF of the heaviest note a body can hold. CPU time,
 * not the answer's wall time, so other processes on a busy machine do not count; the layout runs in
 * a worker thread of this process, which `process.cpuUsage` counts.
 */
const RENDER_BUDGET_MS = 10_000;

/**
 * The wall time a layout may take here. The api's own limit (PDF_RENDER_LIMITS.timeoutMs) is wall
 * time, which a machine busy with other work stretches several times over; these tests check CPU
 * time instead, so the limit they run under is one no layout reaches, except where a test sets its own.
 */
const BUSY_MACHINE_TIMEOUT_MS = 300_000;
vi.setConfig({ testTimeout: BUSY_MACHINE_TIMEOUT_MS });

beforeAll(async () => {
  api = await startTestApi();
  api.app.pdfRenderer.limits.timeoutMs = BUSY_MACHINE_TIMEOUT_MS;
  dir = await mkdtemp(join(tmpdir(), 'practice-pdf-limits-'));
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Luíza Araújo' });
  const company = await api.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${owner.companyId}`,
    headers: owner.auth,
    payload: { company: { print_header: '<p>Clínica Saúde Plena</p>', print_footer: '<p>Rua das Acácias, 100</p>' } },
  });
  expect(company.statusCode).toBe(200);
  companyHash = company.json().company.hashid;
  customerId = await createCustomer(api, owner.auth, 'João da Conceição');
});
afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const pdfPath = (note: NoteAnswer, pageSize = 'A4') => `/api/v1/companies/${companyHash}/customer_notes/${note.hashid}.pdf?page_size=${pageSize}`;

/**
 * Asks for a PDF over HTTP and, until it answers, asks `/healthz` again and again: the api must
 * keep answering other requests while it lays out the document, its event loop never blocked for
 * long (`longestBlock`, ms). `cpuMs` is the CPU time the process spent until the answer.
 */
async function renderWhileWatching(path: string, headers: Record<string, string> = owner.auth) {
  const loop = watchEventLoop();
  const cpuBefore = process.cpuUsage();
  let done = false;
  const answer = fetch(`${api.url}${path}`, { headers }).then(async (response) => {
    const body = Buffer.from(await response.arrayBuffer());
    done = true;
    const cpu = process.cpuUsage(cpuBefore);
    return { status: response.status, body, cpuMs: (cpu.user + cpu.system) / 1000 };
  });
  let healthChecks = 0;
  while (!done) {
    const health = await fetch(`${api.url}/healthz`);
    expect(health.status).toBe(200);
    await health.arrayBuffer();
    healthChecks += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const result = await answer;
  return { ...result, longestBlock: loop.stop(), healthChecks };
}

let fileCounter = 0;
async function poppler(pdf: Buffer) {
  fileCounter += 1;
  const file = join(dir, `doc-${fileCounter}.pdf`);
  await writeFile(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).stdout)?.[1]);
  const text = (await run('pdftotext', [file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  return { pages, text };
}

async function expectAlive() {
  const health = await fetch(`${api.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
}

describe('the PDF of a note as heavy as a body may be', () => {
  it('of one word as long as a note may be, wraps the word in time and keeps the api answering', async () => {
    const letters = 'abcdefghijklmnopqrstuvwxyzáéíóúç';
    const word = Array.from({ length: RICH_TEXT_MAX - '<p></p>'.length }, (_, index) => letters[index % letters.length]).join('');
    const note = await createNote(api, owner.auth, customerId, `<p>${word}</p>`);
    const { status, body, cpuMs, longestBlock, healthChecks } = await renderWhileWatching(pdfPath(note));
    expect(status).toBe(200);
    expect(cpuMs).toBeLessThan(RENDER_BUDGET_MS);
    expect(healthChecks).toBeGreaterThan(0);
    expect(longestBlock).toBeLessThan(EVENT_LOOP_BLOCK_LIMIT_MS);
    const pdf = await poppler(body);
    expect(pdf.pages).toBeGreaterThan(50);
    // The word reads whole, line after line, with nothing added to its letters.
    const letterRun = pdf.text.replace(/Clínica Saúde Plena|Rua das Acácias, 100|Página \d+ de \d+/g, '').replace(/\s+/g, '');
    expect(letterRun).toContain(word);
    await expectAlive();
  });

  it('of a list 3,000 levels deep, answers in time with the deepest text', async () => {
    const deep = `${'<ul><li>'.repeat(3000)}no fundo${'</li></ul>'.repeat(3000)}`;
    const note = await createNote(api, owner.auth, customerId, `<p>Lista funda</p>${deep}`);
    const { status, body, cpuMs, longestBlock } = await renderWhileWatching(pdfPath(note));
    expect(status).toBe(200);
    expect(cpuMs).toBeLessThan(RENDER_BUDGET_MS);
    expect(longestBlock).toBeLessThan(EVENT_LOOP_BLOCK_LIMIT_MS);
    const text = (await poppler(body)).text;
    expect(text).toContain('Lista funda');
    expect(text).toContain('no fundo');
    await expectAlive();
  });

  it('of a list 3,000 levels deep stored before the sanitizer kept nesting down, prints it too', async () => {
    const note = await createNote(api, owner.auth, customerId, '<p>Antiga</p>');
    const deep = `<p>Antiga</p>${'<ul><li>'.repeat(3000)}no fundo${'</li></ul>'.repeat(3000)}${'<b>'.repeat(20_000)}negrito${'</b>'.repeat(20_000)}`;
    await api.db.updateTable('customer_notes').set({ body: deep }).where('id', '=', note.id).execute();
    const { status, body, longestBlock } = await renderWhileWatching(pdfPath(note));
    expect(status).toBe(200);
    expect(longestBlock).toBeLessThan(EVENT_LOOP_BLOCK_LIMIT_MS);
    const text = (await poppler(body)).text;
    expect(text).toContain('no fundo');
    expect(text).toContain('negrito');
  });

  it('of 500 pages, answers in time and keeps the api answering', async () => {
    const paragraphs = Array.from({ length: 12_500 }, (_, index) => `<p>${index + 1}</p>`).join('');
    expect(paragraphs.length).toBeLessThanOrEqual(RICH_TEXT_MAX);
    const note = await createNote(api, owner.auth, customerId, paragraphs);
    const { status, body, cpuMs, longestBlock } = await renderWhileWatching(pdfPath(note, 'A5'));
    expect(status).toBe(200);
    expect(cpuMs).toBeLessThan(RENDER_BUDGET_MS);
    expect(longestBlock).toBeLessThan(EVENT_LOOP_BLOCK_LIMIT_MS);
    const pdf = await poppler(body);
    expect(pdf.pages).toBeGreaterThanOrEqual(500);
    expect(pdf.text).toContain(`Página ${pdf.pages} de ${pdf.pages}`);
    await expectAlive();
  });
});

describe('how many PDFs are made at once', () => {
  it('lays out two at a time, lets a few wait and refuses the rest in pt-BR until a worker is free', async () => {
    const renderer = api.app.pdfRenderer;
    const paragraphs = Array.from({ length: 1500 }, (_, index) => `<p>Parágrafo ${index + 1} da evolução.</p>`).join('');
    const note = await createNote(api, owner.auth, customerId, paragraphs);
    const asked = renderer.limits.concurrency + renderer.limits.maxQueued + 3;
    let mostAtOnce = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, renderer.running);
      mostWaiting = Math.max(mostWaiting, renderer.queued);
    }, 2);
    const answers = await Promise.all(Array.from({ length: asked }, () => api.app.inject({ method: 'GET', url: pdfPath(note), headers: owner.auth })));
    clearInterval(watch);
    const made = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(made).toHaveLength(renderer.limits.concurrency + renderer.limits.maxQueued);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ message: PDF_MESSAGES.failed });
      expect(answer.headers['retry-after']).toBe('5');
    }
    expect(mostAtOnce).toBe(renderer.limits.concurrency);
    expect(mostWaiting).toBe(renderer.limits.maxQueued);
    expect(renderer.workers).toBeLessThanOrEqual(renderer.limits.concurrency);
    expect([renderer.running, renderer.queued]).toEqual([0, 0]);
    // Once the line is gone, the next one is made.
    expect((await api.app.inject({ method: 'GET', url: pdfPath(note), headers: owner.auth })).statusCode).toBe(200);
  });
});

describe('companies sharing the render workers', () => {
  it("serves another company's document next while one company's line is full, refusing only that company's extra", async () => {
    const pool = new PdfRenderPool({ ...PDF_RENDER_LIMITS, concurrency: 1, maxQueued: 3 });
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    // A document of company A that holds its worker until released, then fails without laying anything out.
    const slow = (name: string) => () =>
      new Promise<never>((_, reject) => {
        started.push(name);
        releases.set(name, () => reject(new Error(`${name} let go`)));
      });
    const flood = ['A1', 'A2', 'A3', 'A4', 'A5'].map((name) => pool.render(1, slow(name)).catch((error: unknown) => error));
    await vi.waitFor(() => expect(started).toEqual(['A1']));
    expect(pool.queuedFor(1)).toBe(3);
    const refused = (await flood[4]) as PdfRenderError;
    expect(refused).toBeInstanceOf(PdfRenderError);
    expect(refused.reason).toBe('busy');

    let companyBStarted!: () => void;
    const bStarted = new Promise<void>((resolve) => (companyBStarted = resolve));
    const companyB = pool.render(2, async () => {
      started.push('B1');
      companyBStarted();
      return {
        company: { name: 'Outra Clínica', imageKey: null, printHeader: null, printFooter: null },
        note: { customerName: 'Maria', createdAt: new Date('2026-03-10T15:04:00Z'), creatorName: null, body: '<p>Evolução</p>', locked: false, lockedAt: null, lockedByName: null, addenda: [] },
        pageSize: 'A4' as const,
        images: [],
      };
    });
    expect(pool.queuedFor(2)).toBe(1);
    try {
      releases.get('A1')!();
      await bStarted;
      // B went before the three of A that waited longer.
      expect(started).toEqual(['A1', 'B1']);
      expect((await companyB).subarray(0, 5).toString()).toBe('%PDF-');
      for (const name of ['A2', 'A3', 'A4']) {
        await vi.waitFor(() => expect(releases.has(name)).toBe(true));
        releases.get(name)!();
      }
      await Promise.all(flood);
      expect(started).toEqual(['A1', 'B1', 'A2', 'A3', 'A4']);
      expect([pool.running, pool.queued]).toEqual([0, 0]);
    } finally {
      await pool.close();
    }
  });
});

describe('a PDF that cannot be made', () => {
  it('answers the pt-BR message when its layout runs out of time, and the next PDF is made', async () => {
    const renderer = api.app.pdfRenderer;
    const note = await createNote(api, owner.auth, customerId, Array.from({ length: 3000 }, (_, index) => `<p>Linha ${index + 1}</p>`).join(''));
    const limited = await addMember(api.db, owner.companyId, 'limited');
    renderer.limits.timeoutMs = 5;
    let answer;
    try {
      answer = await api.app.inject({ method: 'GET', url: pdfPath(note), headers: limited.auth });
    } finally {
      renderer.limits.timeoutMs = BUSY_MACHINE_TIMEOUT_MS;
    }
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: PDF_MESSAGES.failed, errors: { base: [PDF_MESSAGES.failed] }, full_messages: [PDF_MESSAGES.failed] });
    expect(PDF_MESSAGES.failed).toBe('Não foi possível gerar o PDF desta anotação');
    const again = await api.app.inject({ method: 'GET', url: pdfPath(note), headers: limited.auth });
    expect(again.statusCode).toBe(200);
    expect((await poppler(again.rawPayload)).text).toContain('Linha 3000');
    await expectAlive();
  });

  it('stops only its worker when the layout outgrows the heap it may use', async () => {
    const pool = new PdfRenderPool({ ...PDF_RENDER_LIMITS, maxHeapMb: 24, timeoutMs: BUSY_MACHINE_TIMEOUT_MS });
    const job = async () => ({
      company: { name: null, imageKey: null, printHeader: null, printFooter: null },
      note: {
        customerName: 'João da Conceição',
        createdAt: new Date('2026-03-10T15:04:00Z'),
        creatorName: null,
        body: Array.from({ length: 12_000 }, (_, index) => `<p>Linha ${index + 1} <b>da</b> <i>evolução</i></p>`).join(''),
        locked: false,
        lockedAt: null,
        lockedByName: null,
      },
      pageSize: 'A4' as const,
      images: [],
    });
    try {
      const failure = await pool.render(1, job).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PdfRenderError);
      expect((failure as PdfRenderError).reason).toBe('memory');
      expect(pool.workers).toBe(0);
      pool.limits.maxHeapMb = PDF_RENDER_LIMITS.maxHeapMb;
      expect((await pool.render(1, job)).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
    await expectAlive();
  });
});
