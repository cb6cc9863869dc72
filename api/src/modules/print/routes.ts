import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authorize, subject } from '../../auth/abilities.ts';
import { authenticate, getCaller } from '../../auth/hook.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { asInput, text } from '../../http/input.ts';
import { FieldErrors, baseError } from '../../http/validation.ts';
import { companyIdByHashid, findCompany, type CompanyWithPlan } from '../companies/queries.ts';
import { assertVisible, findCustomer } from '../customers/queries.ts';
import { addendaOf } from '../notes/addenda.ts';
import { findNoteByHashid, readsBody } from '../notes/queries.ts';
import { printNote, type NotePdfJob, type PrintCompany, type PrintNote } from './document.ts';
import { documentImageKeys, loadImages } from './images.ts';
import { PAGE_SIZES, PdfUrls, notePdfPath, printPreviewPath, type PageSize } from '../../storage/pdf-urls.ts';
import { PdfRenderError, PdfRenderPool, type RenderTenant } from './render-pool.ts';
import { PDF_QUERY, pdfAnswer } from './schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this api lays out its PDFs; its counts show how busy it is. */
    pdfRenderer: PdfRenderPool;
  }
}

export const PDF_MESSAGES = { failed: 'Não foi possível gerar o PDF desta anotação' } as const;

/** Seconds a client is asked to wait before trying again when every render worker is taken. */
const BUSY_RETRY_SECONDS = 5;

type NotePdfParams = { Params: { companyHash: string; noteFile: string } };
type PreviewParams = { Params: { companyHash: string } };

const NOT_IN_LIST = 'não está incluído na lista';

/** `page_size`: A4 (when left out) or A5. */
export function readPageSize(query: unknown): PageSize {
  const value = (text(asInput(query), 'page_size') ?? '').toUpperCase();
  if (value === '') return 'A4';
  const size = PAGE_SIZES.find((candidate) => candidate === value);
  if (size) return size;
  const errors = new FieldErrors({ page_size: 'Tamanho do papel' });
  errors.add('page_size', NOT_IN_LIST);
  throw errors.toError();
}

/**
 * A note's PDF, laid out by the pool in the line of its company (`tenant`). One the pool cannot make
 * answers in pt-BR: 503 when the company already has as many waiting as it may (trying again later
 * may work), 422 when the layout itself failed or ran out of time or memory (the same note would
 * fail again).
 */
export async function renderDocument(
  renderer: PdfRenderPool,
  tenant: RenderTenant,
  request: FastifyRequest,
  reply: FastifyReply,
  prepare: () => Promise<NotePdfJob>,
): Promise<Buffer> {
  try {
    return await renderer.render(tenant, prepare);
  } catch (error) {
    if (!(error instanceof PdfRenderError)) throw error;
    // Busy, slow or too big is the document's or the moment's doing; anything else is a fault here.
    request.log[error.reason === 'failed' ? 'error' : 'warn']({ reason: error.reason, detail: error.message }, 'PDF not made');
    if (error.reason === 'busy') {
      reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      throw new HttpError(503, PDF_MESSAGES.failed);
    }
    throw baseError(PDF_MESSAGES.failed);
  }
}

export function printCompany(company: CompanyWithPlan): PrintCompany {
  return { name: company.name, imageKey: company.image_key, printHeader: company.print_header, printFooter: company.print_footer };
}

export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

const SAMPLE_BODY =
  '<h2>Anotação de exemplo</h2>' +
  '<p>Este texto mostra como as anotações saem impressas com o <strong>cabeçalho</strong> e o <em>rodapé</em> da sua empresa.</p>' +
  '<ul><li>Queixa principal e evolução</li><li>Conduta e orientações</li></ul>' +
  '<p>Próxima sessão: em duas semanas.</p>';

/**
 * The PDFs: a note (`/companies/{companyHash}/customer_notes/{noteHash}.pdf`) and the print
 * layout preview (`/companies/{companyHash}/print_preview.pdf`), `page_size` A4 or A5. Either the
 * caller's auth headers, or a link the api signed (`pdf_urls`, `print_preview_urls`), which is
 * what a browser's PDF viewer can open. Another company's hashes answer 404 either way.
 */
export async function printRoutes(app: FastifyInstance, { db, clock, files, accesses }: AppDeps): Promise<void> {
  const pdf = new PdfUrls(files.urls);
  const signIn = authenticate(db, clock);
  const renderer = new PdfRenderPool();
  app.decorate('pdfRenderer', renderer);
  app.addHook('onClose', async () => {
    await renderer.close();
  });

  const renderPdf = (request: FastifyRequest, reply: FastifyReply, companyId: number, company: PrintCompany, note: PrintNote, pageSize: PageSize) =>
    renderDocument(renderer, companyId, request, reply, async () => ({ company, note, pageSize, images: await loadImages(files.storage, documentImageKeys(company, note)) }));

  /** The company of the hash, when the link is signed for `path` or the caller belongs to it. */
  const companyFor = async (request: FastifyRequest, reply: FastifyReply, companyHash: string, path: string, pageSize: PageSize) => {
    const { expires, signature } = asInput(request.query);
    const signed = signature !== undefined && pdf.check(path, pageSize, expires, signature);
    if (!signed) await signIn.call(app, request, reply);
    const companyId = await companyIdByHashid(db, companyHash);
    if (!signed && getCaller(request).user.company_id !== companyId) throw notFound();
    return { company: await findCompany(db, companyId), signed };
  };

  const noteSchema = { querystring: PDF_QUERY, response: { 200: pdfAnswer('The note (`{noteHash}.pdf`) with its addenda, on the letterhead.') } };
  app.get<NotePdfParams>('/api/v1/companies/:companyHash/customer_notes/:noteFile', { schema: noteSchema }, async (request, reply) => {
    const { companyHash, noteFile } = request.params;
    if (!noteFile.endsWith('.pdf')) throw notFound();
    const noteHash = noteFile.slice(0, -'.pdf'.length);
    const pageSize = readPageSize(request.query);
    const { company, signed } = await companyFor(request, reply, companyHash, notePdfPath(companyHash, noteHash), pageSize);
    const note = await findNoteByHashid(db, company.id, noteHash);
    const customer = await findCustomer(db, company.id, note.customer_id);
    if (!signed) {
      authorize(request, 'read', subject('Customer', customer));
      assertVisible(request, customer);
      authorize(request, 'read', subject('CustomerNote', note));
      // A private note's PDF is its author's alone; the api signs its links for the author only.
      if (!readsBody(note, getCaller(request).user.id)) throw notFound();
    }
    const addenda = (await addendaOf(db, company.id, [note.id])).get(note.id) ?? [];
    const document = await renderPdf(request, reply, company.id, printCompany(company), printNote(customer.name, note, addenda), pageSize);
    accesses.record(request, customer, 'note_pdf', note.id);
    return sendPdf(reply, document, `anotacao-${note.hashid}-${pageSize}.pdf`);
  });

  const previewSchema = { querystring: PDF_QUERY, response: { 200: pdfAnswer('A sample note on the letterhead, to see the print layout.') } };
  app.get<PreviewParams>('/api/v1/companies/:companyHash/print_preview.pdf', { schema: previewSchema }, async (request, reply) => {
    const { companyHash } = request.params;
    const pageSize = readPageSize(request.query);
    const { company } = await companyFor(request, reply, companyHash, printPreviewPath(companyHash), pageSize);
    const document = await renderPdf(request, reply, company.id, printCompany(company), {
      customerName: `${company.customer_treatment} de exemplo`,
      createdAt: clock(),
      creatorName: null,
      body: SAMPLE_BODY,
      locked: false,
      lockedAt: null,
      lockedByName: null,
      addenda: [],
    }, pageSize);
    return sendPdf(reply, document, `visualizar-impressao-${pageSize}.pdf`);
  });
}
