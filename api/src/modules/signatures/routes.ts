import { zonedDate } from '@practice/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { abilityOf, authorize, subject } from '../../auth/abilities.ts';
import { authenticate, getCaller, parseId } from '../../auth/hook.ts';
import { SecretBox } from '../../auth/secret-box.ts';
import { HttpError, forbidden, notFound } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, text } from '../../http/input.ts';
import { FieldErrors, VALIDATION, baseError } from '../../http/validation.ts';
import { PdfUrls, signedNotePdfPath } from '../../storage/pdf-urls.ts';
import { ReceivedFile, type UploadPolicy } from '../../storage/uploads.ts';
import { companyIdByHashid, findCompany } from '../companies/queries.ts';
import { assertVisible, findCustomer } from '../customers/queries.ts';
import { addendaOf } from '../notes/addenda.ts';
import { findNoteByHashid, readsBody } from '../notes/queries.ts';
import { printNote } from '../print/document.ts';
import { documentImageKeys, loadImages } from '../print/images.ts';
import { printCompany, readPageSize, renderDocument, sendPdf } from '../print/routes.ts';
import { findCompanyUser } from '../users/queries.ts';
import { recordActivity } from '../../activity-log/record.ts';
import { CERTIFICATE_MESSAGES, CertificateChecksBusy, CertificateError, openCertificateOffThread } from './certificate.ts';
import { findCertificate, listCertificates, replaceCertificate, serializeCertificate, signingFor } from './certificates.ts';
import { signatureStamp } from '../print/sign-pdf.ts';
import { PDF_QUERY, pdfAnswer } from '../print/schemas.ts';
import { CERTIFICATE_ANSWER, CERTIFICATE_BODY, CERTIFICATE_LIST_ANSWER } from './schemas.ts';

/** An A1 file is a few kilobytes; its chain makes it a few more. */
const MAX_CERTIFICATE_BYTES = 256 * 1024;

const CERTIFICATE_ROUTE = {
  upload: { maxBytes: MAX_CERTIFICATE_BYTES, anyType: true } satisfies UploadPolicy,
  multipartOptions: { limits: { fileSize: MAX_CERTIFICATE_BYTES + 1 } },
};

const LABELS = { file: 'Arquivo', password: 'Senha', user_id: 'Profissional' };

/** The company's list is for those who run the practice: a limited user neither sees nor changes it. */
function listScope(request: FastifyRequest): { companyId: number; userId: number } {
  const { user } = getCaller(request);
  if (!abilityOf(request).can('read', subject('SigningCertificate', { company_id: user.company_id, user_id: null }))) throw forbidden();
  return { companyId: user.company_id, userId: user.id };
}

/**
 * A certificate signs in its holder's name: a user's own is sent and removed by that user alone,
 * the company's by an administrator (auth/abilities.ts).
 */
function assertKeeps(request: FastifyRequest, action: 'create' | 'delete', certificate: { company_id: number; user_id: number | null }): void {
  if (!abilityOf(request).can(action, subject('SigningCertificate', certificate))) {
    throw new HttpError(403, CERTIFICATE_MESSAGES.notYours, { errors: [CERTIFICATE_MESSAGES.notYours] });
  }
}

/** The field a refused file is told on. */
const PROBLEM_FIELD = { notA1: 'file', slowKey: 'file', expired: 'file', wrongPassword: 'password' } as const;

async function readBytes(request: FastifyRequest, files: AppDeps['files'], file: ReceivedFile): Promise<Buffer> {
  const stored = await files.storage.get(file.stored!.key);
  if (!stored) throw baseError(CERTIFICATE_MESSAGES.notA1);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as AsyncIterable<Buffer>) chunks.push(chunk);
  request.log.debug({ bytes: file.size }, 'certificate received');
  return Buffer.concat(chunks);
}

/**
 * A1 certificates (`/signing_certificates`): the company's, which signs for everyone, and each
 * professional's own. Uploaded as a multipart `file` (.pfx or .p12) with its `password` and, for
 * a professional's, their `user_id`; opened on the spot to check the password, the key and the
 * validity. The file and the password are kept encrypted; nothing the api answers carries either.
 */
export async function signingCertificateRoutes(app: FastifyInstance, { db, clock, config, files, writeOnce }: AppDeps): Promise<void> {
  const box = await SecretBox.load(config, 'signing-certificates');

  app.get('/api/v1/signing_certificates', { schema: { response: { 200: CERTIFICATE_LIST_ANSWER } } }, async (request) => {
    const { companyId } = listScope(request);
    return { signing_certificates: (await listCertificates(db, companyId)).map(serializeCertificate) };
  });

  const createSchema = { consumes: ['multipart/form-data'], body: CERTIFICATE_BODY, response: { 201: CERTIFICATE_ANSWER } };
  app.post('/api/v1/signing_certificates', { config: { ...CERTIFICATE_ROUTE, ...IDEMPOTENT }, schema: createSchema }, async (request, reply) => {
    const { companyId, userId: caller } = listScope(request);
    const input = asInput(request.body);
    const owner = text(input, 'user_id') ?? '';
    // Another company's user is not there to be named, like any other id of theirs.
    const userId = owner === '' || owner === 'company' ? null : (await findCompanyUser(db, companyId, parseId(owner))).id;
    assertKeeps(request, 'create', { company_id: companyId, user_id: userId });
    const errors = new FieldErrors(LABELS);
    const file = input.file;
    const password = text(input, 'password', { trim: false }) ?? '';
    if (!(file instanceof ReceivedFile)) errors.add('file', VALIDATION.blank);
    else if (file.problem === 'too_large' || file.problem || !file.stored) errors.add('file', CERTIFICATE_MESSAGES.notA1, { standalone: true });
    errors.throwIfAny();
    const bytes = await readBytes(request, files, file as ReceivedFile);
    let opened;
    try {
      opened = await openCertificateOffThread(bytes, password, clock());
    } catch (error) {
      if (error instanceof CertificateChecksBusy) throw new HttpError(503, CERTIFICATE_MESSAGES.busy, { errors: [CERTIFICATE_MESSAGES.busy] });
      if (!(error instanceof CertificateError)) throw error;
      const refused = new FieldErrors(LABELS);
      refused.add(PROBLEM_FIELD[error.problem], error.message, { standalone: true });
      throw refused.toError();
    }
    const { summary } = opened;
    return writeOnce(request, reply, async (trx) => {
      const created = await replaceCertificate(trx, box, { companyId, userId, opened, p12: bytes, password, now: clock() });
      // What the list shows of it; never the file, its password or the holder's document.
      await recordActivity(trx, {
        companyId,
        userId: caller,
        event: 'create',
        itemType: 'SigningCertificate',
        itemId: created,
        itemName: summary.subjectName,
        changes: [
          { field_name: 'subject_name', from: null, to: summary.subjectName },
          { field_name: 'issuer_name', from: null, to: summary.issuerName || null },
          // The last day it signs, as the list shows it.
          { field_name: 'valid_to', from: null, to: zonedDate(summary.validTo) },
          { field_name: 'user_id', from: null, to: userId },
        ],
      });
      reply.status(201);
      return { signing_certificate: serializeCertificate((await findCertificate(trx, companyId, created))!) };
    });
  });

  app.delete<{ Params: { id: string } }>('/api/v1/signing_certificates/:id', { schema: { response: { 200: CERTIFICATE_ANSWER } } }, async (request) => {
    const { companyId, userId: caller } = listScope(request);
    const id = parseId(request.params.id);
    const deleted = await db.transaction().execute(async (trx) => {
      const found = await findCertificate(trx, companyId, id);
      if (!found) throw notFound();
      assertKeeps(request, 'delete', { company_id: companyId, user_id: found.user_id });
      await trx.deleteFrom('signing_certificates').where('id', '=', id).where('company_id', '=', companyId).execute();
      await recordActivity(trx, {
        companyId,
        userId: caller,
        event: 'destroy',
        itemType: 'SigningCertificate',
        itemId: id,
        itemName: found.subject_name,
        changes: [
          { field_name: 'subject_name', from: found.subject_name, to: null },
          { field_name: 'user_id', from: found.user_id, to: null },
        ],
      });
      return found;
    });
    return { signing_certificate: serializeCertificate(deleted) };
  });
}

type SignedPdfParams = { Params: { companyHash: string; noteHash: string } };

/**
 * A locked note's PDF signed with an A1 certificate (PAdES), with 'Assinado digitalmente por {nome}
 * em DD/MM/YYYY às HH:mm' under the lock stamp: the author's certificate when they have one, else
 * the company's. Like the plain PDF it takes the caller's auth headers or a link the api signed
 * (`signed_pdf_urls`), and a private note's is its author's alone.
 */
export async function signedPdfRoutes(app: FastifyInstance, { db, clock, config, files, accesses }: AppDeps): Promise<void> {
  const pdf = new PdfUrls(files.urls);
  const box = await SecretBox.load(config, 'signing-certificates');
  const signIn = authenticate(db, clock);

  const schema = { querystring: PDF_QUERY, response: { 200: pdfAnswer('The locked note as a PDF signed with an A1 certificate (PAdES).') } };
  app.get<SignedPdfParams>('/api/v1/companies/:companyHash/customer_notes/:noteHash/signed.pdf', { schema }, async (request, reply: FastifyReply) => {
    const { companyHash, noteHash } = request.params;
    const pageSize = readPageSize(request.query);
    const { expires, signature } = asInput(request.query);
    const linked = signature !== undefined && pdf.check(signedNotePdfPath(companyHash, noteHash), pageSize, expires, signature);
    if (!linked) await signIn.call(app, request, reply);
    const companyId = await companyIdByHashid(db, companyHash);
    if (!linked && getCaller(request).user.company_id !== companyId) throw notFound();
    const company = await findCompany(db, companyId);
    const note = await findNoteByHashid(db, company.id, noteHash);
    const customer = await findCustomer(db, company.id, note.customer_id);
    if (!linked) {
      authorize(request, 'read', subject('Customer', customer));
      assertVisible(request, customer);
      authorize(request, 'read', subject('CustomerNote', note));
      if (!readsBody(note, getCaller(request).user.id)) throw notFound();
    }
    if (!note.locked) throw baseError('Somente anotações bloqueadas podem ser assinadas');
    const now = clock();
    let certificate;
    try {
      certificate = await signingFor(db, box, company.id, note.creator_id, now);
    } catch (error) {
      // Only a certificate kept before its key was is opened here, once.
      if (error instanceof CertificateChecksBusy) throw new HttpError(503, CERTIFICATE_MESSAGES.busy, { errors: [CERTIFICATE_MESSAGES.busy] });
      if (error instanceof CertificateError) throw baseError(CERTIFICATE_MESSAGES.unreadable);
      throw error;
    }
    if (!certificate) throw baseError(CERTIFICATE_MESSAGES.noCertificate);
    const addenda = (await addendaOf(db, company.id, [note.id])).get(note.id) ?? [];
    const letterhead = printCompany(company);
    const printed = { ...printNote(customer.name, note, addenda), signatureStamp: signatureStamp(certificate.signerName, now) };
    const document = await renderDocument(app.pdfRenderer, company.id, request, reply, async () => ({
      company: letterhead,
      note: printed,
      pageSize,
      images: await loadImages(files.storage, documentImageKeys(letterhead, printed)),
      signing: { ...certificate, signedAt: now },
    }));
    accesses.record(request, customer, 'note_signed_pdf', note.id);
    return sendPdf(reply, document, `anotacao-${note.hashid}-${pageSize}-assinada.pdf`);
  });
}
