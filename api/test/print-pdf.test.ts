import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../src/http/body.ts';
import { makePng, startTestApi, type TestApi } from './harness.ts';
import { createCustomer } from './customer-helpers.ts';
import { testClock, type AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { createNote, keyOf, patchNote, uploadImage, type NoteAnswer } from './note-helpers.ts';
import { taskClient } from './task-helpers.ts';

const run = promisify(execFile);

let api: TestApi;
let dir: string;
// 15:04 UTC is 12:04 in São Paulo.
const clock = testClock(new Date('2026-03-10T15:04:00Z'));
let owner: Member;
let other: Member;
let companyHash: string;
let customerId: number;
let note: NoteAnswer;

const HEADER = '<p><strong>Clínica Saúde Plena</strong> — Dra. Luíza Araújo, CRP 06/12345</p>';
const FOOTER = '<p>Rua das Acácias, 100 — São Paulo · (11) 3456-7890</p>';

beforeAll(async () => {
  api = await startTestApi({ clock });
  dir = await mkdtemp(join(tmpdir(), 'practice-pdf-'));
  owner = await makeCompany(api.db, 'team', { name: 'Dra. Luíza Araújo', now: clock() });
  other = await makeCompany(api.db, 'team', { now: clock() });
  const logo = makePng(120, 60, [20, 90, 160], [240, 200, 40]);
  const company = await api.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${owner.companyId}`,
    headers: owner.auth,
    payload: { company: { print_header: HEADER, print_footer: FOOTER, customer_treatment: 'Paciente', attachment_attributes: { attachment: `data:image/png;base64,${logo.toString('base64')}` } } },
  });
  expect(company.statusCode).toBe(200);
  companyHash = company.json().company.hashid;
  customerId = await createCustomer(api, owner.auth, 'João da Conceição');
  const image = await uploadImage(api, owner.auth, makePng(300, 200, [200, 40, 40], [40, 160, 80]));
  note = await createNote(
    api,
    owner.auth,
    customerId,
    `<h2>Evolução clínica</h2><p>Paciente relata <strong>melhora</strong> da ansiedade e <em>sono</em> regular.</p><ul><li>Exercícios de respiração</li></ul><img src="${image}"><p>Próxima sessão em 17/03.</p>`,
  );
  clock.advance(2 * 60_000);
  await patchNote(api, owner.auth, customerId, note.id, { locked: true });
});
afterAll(async () => {
  await api.close();
  if (!process.env.KEEP_PDFS) await rm(dir, { recursive: true, force: true });
  else console.log(`PDFs kept in ${dir}`);
});

const notePath = (hash = companyHash, noteHash = note.hashid) => `/api/v1/companies/${hash}/customer_notes/${noteHash}.pdf`;
const previewPath = (hash = companyHash) => `/api/v1/companies/${hash}/print_preview.pdf`;

function get(url: string, auth?: AuthHeaders) {
  return api.app.inject({ method: 'GET', url, ...(auth ? { headers: auth } : {}) });
}

let fileCounter = 0;
async function poppler(pdf: Buffer) {
  fileCounter += 1;
  const file = join(dir, `doc-${fileCounter}.pdf`);
  await writeFile(file, pdf);
  const info = (await run('pdfinfo', [file])).stdout;
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const size = /Page size:\s+(.*)/.exec(info)?.[1] ?? '';
  const text = async (page?: number) =>
    (await run('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-'])).stdout;
  const fonts = (await run('pdffonts', [file])).stdout;
  const images = (await run('pdfimages', ['-list', file])).stdout;
  return { file, pages, size, text, fonts, images };
}

describe('a note’s PDF', () => {
  it('is an A4 page with the letterhead, the note and the lock stamp, with accents, for the caller’s headers', async () => {
    const response = await get(`${notePath()}?page_size=A4`, owner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = await poppler(response.rawPayload);
    expect(pdf.size).toContain('595.28 x 841.89 pts (A4)');
    expect(pdf.pages).toBe(1);
    const text = await pdf.text();
    for (const expected of [
      'Clínica Saúde Plena',
      'João da Conceição',
      '10/03/2026 às 12:04 · Dra. Luíza Araújo',
      'Anotação bloqueada em 10/03/2026 às 12:06 por Dra. Luíza Araújo',
      'Evolução clínica',
      'Paciente relata melhora da ansiedade e sono regular.',
      'Exercícios de respiração',
      'Rua das Acácias, 100 — São Paulo',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.fonts).toMatch(/Roboto/);
    expect(pdf.fonts).toMatch(/yes\s+yes/); // embedded subset
    // The company's image in the header and the note's image in the body.
    expect(pdf.images.trim().split('\n').length - 2).toBeGreaterThanOrEqual(2);
  });

  it('is A5 when asked, and A4 when no size is given', async () => {
    const a5 = await poppler((await get(`${notePath()}?page_size=a5`, owner.auth)).rawPayload);
    expect(a5.size).toContain('419.53 x 595.28 pts');
    expect(await a5.text()).toContain('Anotação bloqueada em 10/03/2026 às 12:06');
    const plain = await poppler((await get(notePath(), owner.auth)).rawPayload);
    expect(plain.size).toContain('(A4)');
  });

  it('repeats the header and footer on every page of a long note, numbering them', async () => {
    const paragraphs = Array.from({ length: 120 }, (_, index) => `<p>Parágrafo ${index + 1}: observação longa sobre a sessão, com atenção à evolução.</p>`).join('');
    const long = await createNote(api, owner.auth, customerId, paragraphs);
    const pdf = await poppler((await get(`${notePath(companyHash, long.hashid)}?page_size=A5`, owner.auth)).rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pdf.pages; page += 1) {
      const text = await pdf.text(page);
      expect(text).toContain('Clínica Saúde Plena');
      expect(text).toContain('Rua das Acácias');
      expect(text).toContain(`Página ${page} de ${pdf.pages}`);
    }
    expect(await pdf.text(pdf.pages)).toContain('Parágrafo 120');
  });

  it('opens through the signed link without headers, only for its page size and only until it expires', async () => {
    const { customer_note } = (await get(`/api/v1/customers/${customerId}/customer_notes/${note.id}`, owner.auth)).json();
    const signed = await get(customer_note.pdf_urls.A5);
    expect(signed.statusCode).toBe(200);
    expect((await poppler(signed.rawPayload)).size).toContain('419.53 x 595.28 pts');
    expect((await get(customer_note.pdf_urls.A5.replace('page_size=A5', 'page_size=A4'))).statusCode).toBe(401);
    expect((await get(customer_note.pdf_urls.A5.replace(/signature=[^&]+/, 'signature=forjada'))).statusCode).toBe(401);
    expect((await get(`${notePath()}?page_size=A4`)).statusCode).toBe(401);
    clock.advance(11 * 60_000);
    expect((await get(customer_note.pdf_urls.A5)).statusCode).toBe(401);
  });

  it('lets a limited user print, and refuses an unknown page size', async () => {
    const limited = await addMember(api.db, owner.companyId, 'limited');
    expect((await get(notePath(), limited.auth)).statusCode).toBe(200);
    const wrong = await get(`${notePath()}?page_size=Letter`, owner.auth);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.page_size).toEqual(['não está incluído na lista']);
  });

  it('answers 404 for another company’s hashes, whoever asks and however', async () => {
    const otherCustomer = await createCustomer(api, other.auth, 'Outra Pessoa');
    const foreign = await createNote(api, other.auth, otherCustomer, '<p>Sigilosa</p>');
    const otherHash = (await get(`/api/v1/companies/${other.companyId}`, other.auth)).json().company.hashid;
    expect((await get(notePath(otherHash, foreign.hashid), owner.auth)).statusCode).toBe(404);
    expect((await get(notePath(companyHash, foreign.hashid), owner.auth)).statusCode).toBe(404);
    expect((await get(notePath(otherHash, note.hashid), owner.auth)).statusCode).toBe(404);
    expect((await get(notePath(otherHash, note.hashid), other.auth)).statusCode).toBe(404);
    expect((await get(previewPath(otherHash), owner.auth)).statusCode).toBe(404);
    // A link signed for one company's note does not open another's under the same signature.
    const signed = new URL(note.pdf_urls.A4, 'http://x');
    expect((await get(`${notePath(companyHash, foreign.hashid)}${signed.search}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/companies/${companyHash}/customer_notes/${note.hashid}.txt`, owner.auth)).statusCode).toBe(404);
  });
});

describe('addenda and private notes in the PDF', () => {
  it('prints each addendum after the body, dated and signed, its text as written', async () => {
    const customer = await createCustomer(api, owner.auth, 'Marta Adendo');
    const locked = await createNote(api, owner.auth, customer, '<p>Evolução registrada na sessão.</p>');
    await patchNote(api, owner.auth, customer, locked.id, { locked: true });
    const colleague = await addMember(api.db, owner.companyId, 'standard', { name: 'Beto Souza' });
    for (const [auth, body] of [
      [owner.auth, 'Correção: a data da sessão é 09/03.'],
      [colleague.auth, 'Complemento: exames <b>entregues</b> em 11/03.\nSem alterações.'],
    ] as const) {
      const added = await api.app.inject({ method: 'POST', url: `/api/v1/customers/${customer}/customer_notes/${locked.id}/addenda`, headers: auth, payload: { addendum: { body } } });
      expect(added.statusCode).toBe(201);
      clock.advance(60_000);
    }
    const when = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(', ', ' às ');
    const addenda = (await get(`/api/v1/customers/${customer}/customer_notes/${locked.id}`, owner.auth)).json().customer_note.addenda;
    const text = await (await poppler((await get(notePath(companyHash, locked.hashid), owner.auth)).rawPayload)).text();
    const order = [
      'Evolução registrada na sessão.',
      'Adendos',
      `Adendo de Dra. Luíza Araújo em ${when(addenda[0].created_at)}`,
      'Correção: a data da sessão é 09/03.',
      `Adendo de Beto Souza em ${when(addenda[1].created_at)}`,
      'Complemento: exames <b>entregues</b> em 11/03.',
      'Sem alterações.',
    ];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      expect(at, expected).toBeGreaterThan(-1);
      from = at + expected.length;
    }
  });

  it('prints a private note for its author only: anyone else gets 404 and no signed link', async () => {
    const customer = await createCustomer(api, owner.auth, 'Paciente Reservado');
    const created = await api.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${customer}/customer_notes`,
      headers: owner.auth,
      payload: { customer_note: { body: '<p>Hipótese reservada da autora</p>', private: true } },
    });
    expect(created.statusCode).toBe(201);
    const mine = created.json().customer_note as NoteAnswer;
    expect(await (await poppler((await get(mine.pdf_urls.A4)).rawPayload)).text()).toContain('Hipótese reservada da autora');
    const admin = await addMember(api.db, owner.companyId, 'system_admin');
    const seen = (await get(`/api/v1/customers/${customer}/customer_notes/${mine.id}`, admin.auth)).json().customer_note;
    expect(seen).toMatchObject({ private: true, body: null, pdf_urls: null });
    for (const size of ['A4', 'A5']) {
      const refused = await get(`${notePath(companyHash, mine.hashid)}?page_size=${size}`, admin.auth);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('reservada');
    }
  });
});

describe('a note with many images', () => {
  it('draws at most 40 of them', async () => {
    const customer = await createCustomer(api, other.auth, 'Muitas Fotos');
    const urls: string[] = [];
    for (let index = 0; index < 42; index += 1) urls.push(await uploadImage(api, other.auth, makePng(8, 8, [index * 5, 100, 150])));
    const many = await createNote(api, other.auth, customer, urls.map((url) => `<p><img src="${url}"></p>`).join(''));
    const pdf = await poppler((await get(`${new URL(many.pdf_urls.A5, 'http://x').pathname}?page_size=A5`, other.auth)).rawPayload);
    expect(pdf.images.trim().split('\n').length - 2).toBe(40);
  });
});

describe('files rich text cannot show as images', () => {
  /** Stores a file as an attachment of a new task of `member`'s company and answers its download URL. */
  async function taskAttachment(member: Member, bytes: Buffer, filename: string): Promise<string> {
    const client = taskClient(api, member.auth);
    const board = (await client.createBoard({ name: `Quadro ${filename}` })).body.task_list;
    const task = (await client.createTask(board.id, { title: 'Com anexo' })).body.task;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${api.url}/api/v1/tasks/${task.id}/attachments`, { method: 'POST', headers: member.auth, body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { attachment: { download_url: string } }).attachment.download_url;
  }

  it('are dropped when written: a task’s attachment, image or not, from a note and from the layout', async () => {
    const text = await taskAttachment(other, Buffer.from('relatório em texto'), 'relatorio.txt');
    const png = await taskAttachment(other, makePng(20, 20, [10, 120, 200]), 'foto.png');
    const image = await uploadImage(api, other.auth);
    const customer = await createCustomer(api, other.auth, 'Anexos no Texto');
    const stored = await createNote(api, other.auth, customer, `<p>Com anexos</p><img src="${text}"><img src="${png}"><img src="${image}">`);
    expect(stored.body).not.toContain(keyOf(text));
    expect(stored.body).not.toContain(keyOf(png));
    expect(stored.body).toContain(keyOf(image));
    const limited = await addMember(api.db, other.companyId, 'limited');
    const layout = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${other.companyId}`,
      headers: limited.auth,
      payload: { company: { print_header: `<p>Cabeçalho</p><img src="${text}">` } },
    });
    expect(layout.statusCode).toBe(200);
    expect(layout.json().company.print_header).toBe('<p>Cabeçalho</p>');
  });

  it('print as a placeholder where a body or layout stored before shows them, as does an image damaged past its first bytes, and the rest prints', async () => {
    const text = keyOf(await taskAttachment(other, Buffer.from('não é uma imagem'), 'nota.txt'));
    // Accepted as a PNG by its first bytes, and damaged after them.
    const damaged = keyOf(await uploadImage(api, other.auth, Buffer.concat([makePng(30, 30, [0, 0, 0]).subarray(0, 40), Buffer.alloc(200, 7)])));
    const customer = await createCustomer(api, other.auth, 'Imagens Quebradas');
    const note = await createNote(api, other.auth, customer, '<p>Antes das imagens</p>');
    // As stored before rich text refused such files.
    await api.db.updateTable('customer_notes').set({ body: `<p>Antes das imagens</p><img src="/files/${text}" /><p><img src="/files/${damaged}" /></p><p>Depois das imagens</p>` }).where('id', '=', note.id).execute();
    await api.db.updateTable('companies').set({ print_header: `<p>Cabeçalho da outra</p><img src="/files/${text}" />` }).where('id', '=', other.companyId).execute();
    try {
      const response = await get(new URL(note.pdf_urls.A4, 'http://x').pathname + '?page_size=A4', other.auth);
      expect(response.statusCode).toBe(200);
      const pdf = await poppler(response.rawPayload);
      const printed = await pdf.text();
      for (const expected of ['Cabeçalho da outra', 'Antes das imagens', 'Depois das imagens']) expect(printed).toContain(expected);
      expect(printed.match(/\[imagem indisponível\]/g)).toHaveLength(3);
      expect(pdf.images.trim().split('\n').length - 2).toBe(0);
    } finally {
      await api.db.updateTable('companies').set({ print_header: null }).where('id', '=', other.companyId).execute();
    }
  });
});

describe('the print preview', () => {
  it('shows the layout around a sample note in A5 and A4, with the headers or the signed link', async () => {
    const a5 = await get(`${previewPath()}?page_size=A5`, owner.auth);
    expect(a5.statusCode).toBe(200);
    const pdf = await poppler(a5.rawPayload);
    expect(pdf.size).toContain('419.53 x 595.28 pts');
    const text = await pdf.text();
    for (const expected of ['Clínica Saúde Plena', 'Paciente de exemplo', 'Anotação de exemplo', 'Rua das Acácias', 'Página 1 de 1']) {
      expect(text).toContain(expected);
    }
    const { company } = (await get(`/api/v1/companies/${owner.companyId}`, owner.auth)).json();
    const a4 = await get(company.print_preview_urls.A4);
    expect(a4.statusCode).toBe(200);
    expect((await poppler(a4.rawPayload)).size).toContain('(A4)');
  });

  it('follows a change of the layout, which is sanitized like a note', async () => {
    const limited = await addMember(api.db, owner.companyId, 'limited');
    const changed = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${owner.companyId}`,
      headers: limited.auth,
      payload: { company: { print_header: '<p onclick="x()">Instituto Ação &amp; Saúde</p><script>alert(1)</script><img src="https://evil.example/x.png">', print_footer: '' } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().company).toMatchObject({ print_header: '<p>Instituto Ação &amp; Saúde</p>', print_footer: null });
    const text = await (await poppler((await get(previewPath(), owner.auth)).rawPayload)).text();
    expect(text).toContain('Instituto Ação & Saúde');
    const control = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${owner.companyId}`,
      headers: owner.auth,
      payload: { company: { print_footer: '<p>rodapé\u0000</p>' } },
    });
    expect(control.statusCode).toBe(422);
    expect(control.json().full_messages).toEqual([INPUT_MESSAGES.controlCharacters]);
    expect(text).not.toContain('Rua das Acácias');
  });
  it("prints the company's name as the letterhead while the company has written none", async () => {
    const named = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${other.companyId}`,
      headers: other.auth,
      payload: { company: { name: 'Espaço <Vida> & Cia', print_header: '' } },
    });
    expect(named.statusCode).toBe(200);
    const hash = named.json().company.hashid;
    expect(await (await poppler((await get(previewPath(hash), other.auth)).rawPayload)).text()).toContain('Espaço <Vida> & Cia');
    await api.app.inject({ method: 'PATCH', url: `/api/v1/companies/${other.companyId}`, headers: other.auth, payload: { company: { print_header: '<p>Topo próprio</p>' } } });
    const text = await (await poppler((await get(previewPath(hash), other.auth)).rawPayload)).text();
    expect(text).toContain('Topo próprio');
    expect(text).not.toContain('Espaço <Vida>');
  });
});
