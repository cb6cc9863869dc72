import { setTimeout as delay } from 'node:timers/promises';
import { escapeHtml, noteDateParts, noteLockStamp, zonedIsoString } from '@practice/common';
import type { Db } from '../../db/index.ts';
import type { Attachment } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { serializeAppointments } from '../appointments/queries.ts';
import { findCompany, type CompanyWithPlan } from '../companies/queries.ts';
import { listCustomerFields } from '../customer-fields/queries.ts';
import { findCustomer } from '../customers/queries.ts';
import { printNote, type PrintCompany, type PrintNote } from '../print/document.ts';
import { documentImageKeys, imageKeysIn, loadImages, type DocumentImage } from '../print/images.ts';
import { PdfRenderError, type PdfRenderPool } from '../print/render-pool.ts';
import { attachmentsByKey, customerAccessPages, customerAppointments, customerFiles, customerNotesFor, type ExportNote } from './sources.ts';
import { csvLines, entryName, jsonArrayLines, slug, type ZipWriter } from './zip.ts';

export interface ExportContext {
  db: Db;
  storage: FileStorage;
  renderer: PdfRenderPool;
  appUrl: string;
  clock: () => Date;
  /** Aborted as the api stops: the export stops too, and is built again at the next start. */
  signal?: AbortSignal;
}

/** How long a document waits, in all, for a render worker while the api's own PDFs keep them busy. */
const BUSY_WAIT_MS = 5 * 60_000;
/** Documents of one export laid out at once: the pool's other worker stays free for people opening a PDF. */
const RENDER_AHEAD = 2;

export function printCompany(company: CompanyWithPlan): PrintCompany {
  return { name: company.name, imageKey: company.image_key, printHeader: company.print_header, printFooter: company.print_footer };
}

/** A document through the api's render pool, waiting its turn while the pool is full. */
async function renderDocument(context: ExportContext, letterhead: Letterhead, note: PrintNote): Promise<Buffer> {
  const { company } = letterhead;
  const until = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    context.signal?.throwIfAborted();
    try {
      return await context.renderer.render(letterhead.companyId, async () => {
        // The letterhead's images are read once per export; each note adds only its own.
        const own = documentImageKeys(company, note).filter((key) => !letterhead.keys.has(key));
        return { company, note, pageSize: 'A4', images: [...letterhead.images, ...(await loadImages(context.storage, own))] };
      });
    } catch (error) {
      if (!(error instanceof PdfRenderError) || error.reason !== 'busy' || Date.now() > until) throw error;
      await delay(250);
    }
  }
}

/** The company's letterhead and the images it shows, loaded once for every document of an export. */
interface Letterhead {
  /** Whose line in the render pool the export's documents wait in. */
  companyId: number;
  company: PrintCompany;
  keys: Set<string>;
  images: DocumentImage[];
}

async function loadLetterhead(storage: FileStorage, companyId: number, company: PrintCompany): Promise<Letterhead> {
  const keys = documentImageKeys(company, { customerName: '', createdAt: new Date(0), creatorName: null, body: '', locked: false, lockedAt: null, lockedByName: null });
  return { companyId, company, keys: new Set(keys), images: await loadImages(storage, keys) };
}

type Rendered = { ok: true; pdf: Buffer } | { ok: false; error: unknown };

function settle(promise: Promise<Buffer>): Promise<Rendered> {
  return promise.then(
    (pdf) => ({ ok: true as const, pdf }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined ? '' : String(value);
}

function dateInName(when: Date): string {
  return zonedIsoString(when).slice(0, 10);
}

/** The storage file of an attachment, streamed into the ZIP; its name there, or null when the storage no longer has it. */
async function addStoredFile(zip: ZipWriter, storage: FileStorage, name: string, attachment: Attachment): Promise<string | null> {
  const file = await storage.get(attachment.key);
  if (!file) return null;
  return zip.add(name, file.body, { store: true, date: attachment.created_at });
}

function fileName(attachment: Attachment): string {
  const extension = attachment.key.split('.').pop() ?? 'bin';
  const base = attachment.filename ?? `arquivo.${extension}`;
  return entryName(`${attachment.id}-${base}`);
}

/**
 * The patient's copy (LGPD art. 18–19): `cadastro.json` and `cadastro.pdf` (the registration
 * answers), `anotacoes/` (each note as its PDF, with its lock stamp) and `anotacoes.json`,
 * `arquivos/` (the photo, the files attached to tasks about the patient, the images of the notes),
 * `atendimentos.csv` and `.json` when there are appointments, and `acessos.csv` and `.json`. Notes
 * are read as `viewerId` may read them: a private note of someone else is listed without its text.
 */
export async function writeCustomerExport(context: ExportContext, zip: ZipWriter, target: { companyId: number; customerId: number; viewerId: number }): Promise<string> {
  const { db, storage } = context;
  const { companyId, customerId, viewerId } = target;
  const [company, customer, fields] = await Promise.all([findCompany(db, companyId), findCustomer(db, companyId, customerId), listCustomerFields(db, companyId)]);
  const letterhead = await loadLetterhead(storage, companyId, printCompany(company));
  const now = context.clock();

  const answers = fields.map((field) => ({
    pergunta: field.question,
    tipo: field.answer_type,
    resposta: customer.fields_values[String(field.id)] ?? null,
  }));
  const registration = {
    exportado_em: now.toISOString(),
    empresa: company.name,
    cliente: { id: customer.id, nome: customer.name, cadastrado_em: customer.created_at, atualizado_em: customer.updated_at },
    respostas: answers,
  };
  await zip.add('cadastro.json', JSON.stringify(registration, null, 2));
  const registrationHtml =
    `<h2>Cadastro</h2><p><strong>Nome</strong></p><p>${escapeHtml(customer.name)}</p>` +
    answers.map((answer) => `<p><strong>${escapeHtml(answer.pergunta)}</strong></p><p>${escapeHtml(answerText(answer.resposta)) || '—'}</p>`).join('') +
    `<p><em>Cadastrado em ${noteDateParts(customer.created_at).date}; cópia gerada em ${noteDateParts(now).date} às ${noteDateParts(now).time}.</em></p>`;
  const registrationPdf = await renderDocument(context, letterhead, {
    customerName: customer.name,
    createdAt: now,
    creatorName: null,
    body: registrationHtml,
    locked: false,
    lockedAt: null,
    lockedByName: null,
  });
  await zip.add('cadastro.pdf', registrationPdf, { store: true });

  const notes = await customerNotesFor(db, companyId, customerId, viewerId);
  const index: Record<string, unknown>[] = [];
  const noteImageKeys = new Set<string>();
  const render = (note: ExportNote | undefined): Promise<Rendered> | null => {
    if (!note || note.body === null) return null;
    return settle(renderDocument(context, letterhead, printNote(customer.name, { ...note, body: note.body }, note.addenda)));
  };
  const ahead: (Promise<Rendered> | null)[] = notes.slice(0, RENDER_AHEAD).map(render);
  for (const [position, note] of notes.entries()) {
    const rendering = ahead.shift() ?? null;
    ahead.push(render(notes[position + RENDER_AHEAD]));
    const created = noteDateParts(note.created_at);
    const base = `anotacoes/${String(position + 1).padStart(4, '0')}-${dateInName(note.created_at)}`;
    const entry: Record<string, unknown> = {
      id: note.id,
      criada_em: note.created_at,
      autor: note.creator_name,
      travada: note.locked,
      travada_em: note.locked_at,
      travada_por: note.locked_by_name,
      carimbo: note.locked && note.locked_at ? noteLockStamp(note.locked_at, note.locked_by_name ?? '') : null,
      adendos: note.addenda.map((addendum) => ({ autor: addendum.author_name, escrito_em: addendum.created_at, texto: addendum.body })),
    };
    if (note.body === null || !rendering) {
      const file = await zip.add(`${base}-privada.txt`, `Anotação privada de ${note.creator_name}, de ${created.date} às ${created.time}: só quem a escreveu pode ler o texto.\r\n`);
      index.push({ ...entry, privada: true, arquivo: file });
      continue;
    }
    for (const key of imageKeysIn(note.body)) noteImageKeys.add(key);
    const result = await rendering;
    if (result.ok) {
      const file = await zip.add(`${base}-${note.hashid}.pdf`, result.pdf, { store: true, date: note.updated_at });
      index.push({ ...entry, privada: false, arquivo: file });
    } else {
      // A note whose layout failed is still handed over whole, as the text it was written in.
      const file = await zip.add(`${base}-${note.hashid}.html`, `<!doctype html><meta charset="utf-8"><title>Anotação de ${escapeHtml(created.date)}</title>\n${note.body}\n`);
      index.push({ ...entry, privada: false, arquivo: file, observacao: 'Não foi possível gerar o PDF desta anotação; o texto segue em HTML.' });
    }
  }
  await zip.add('anotacoes.json', JSON.stringify(index, null, 2));

  const files = await customerFiles(db, companyId, customer);
  const images = await attachmentsByKey(db, companyId, [...noteImageKeys]);
  const listed: Record<string, unknown>[] = [];
  for (const { attachment, folder } of [...files, ...[...images.values()].map((attachment) => ({ attachment, folder: 'imagens-das-anotacoes' }))]) {
    const name = await addStoredFile(zip, storage, `arquivos/${folder}/${fileName(attachment)}`, attachment);
    if (name !== null) listed.push({ arquivo: name, nome_original: attachment.filename, bytes: attachment.byte_size, enviado_em: attachment.created_at });
  }
  if (listed.length > 0) await zip.add('arquivos.json', JSON.stringify(listed, null, 2));

  const appointments = await customerAppointments(db, companyId, customerId);
  if (appointments.length > 0) {
    const answered = (await serializeAppointments(db, appointments, context.appUrl)).map((row) => ({
      id: row.id,
      inicio: row.starts_at,
      fim: row.ends_at,
      profissional: row.user.name,
      situacao: row.status_text,
      observacoes: row.notes,
      origem: row.source === 'online' ? 'Agendamento online' : 'Equipe',
      criado_em: row.created_at,
    }));
    await zip.add('atendimentos.json', JSON.stringify(answered, null, 2));
    await zip.addLines('atendimentos.csv', csvLines(['id', 'inicio', 'fim', 'profissional', 'situacao', 'observacoes', 'origem', 'criado_em'], oneBatch(answered)));
  }

  // The log of a much-read record is long: read and written a page at a time.
  const accessRows = async function* () {
    for await (const page of customerAccessPages(db, companyId, customerId)) {
      yield page.map((row) => ({ quando: row.created_at, quem: row.user_name, o_que: row.action, endereco: row.ip }));
    }
  };
  await zip.addLines('acessos.json', jsonArrayLines(accessRows()));
  await zip.addLines('acessos.csv', csvLines(['quando', 'quem', 'o_que', 'endereco'], accessRows()));

  return `dados-${slug(customer.name)}-${dateInName(now)}.zip`;
}

async function* oneBatch<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}
