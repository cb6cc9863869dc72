import type { SecretBox } from '../../auth/secret-box.ts';
import type { Executor } from '../../db/index.ts';
import { userNameOf } from '../users/queries.ts';
import { openCertificateOffThread, type OpenedCertificate, type SigningKey } from './certificate.ts';
import type { PdfSigning } from '../print/sign-pdf.ts';

const LIST_COLUMNS = [
  'signing_certificates.id',
  'signing_certificates.user_id',
  'signing_certificates.subject_name',
  'signing_certificates.document',
  'signing_certificates.issuer_name',
  'signing_certificates.valid_from',
  'signing_certificates.valid_to',
  'signing_certificates.created_at',
] as const;

function listQuery(db: Executor, companyId: number) {
  return db
    .selectFrom('signing_certificates')
    .select(LIST_COLUMNS)
    .select((eb) => userNameOf(db, eb.ref('signing_certificates.user_id')).as('user_name'))
    .where('signing_certificates.company_id', '=', companyId);
}

export type CertificateRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

/** What the api answers of a certificate: whose it is and what it says, never the file or its password. */
export function serializeCertificate(row: CertificateRow) {
  return {
    id: row.id,
    owner: row.user_id === null ? 'company' : 'user',
    user_id: row.user_id,
    user_name: row.user_name,
    subject_name: row.subject_name,
    document: row.document,
    issuer_name: row.issuer_name,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    created_at: row.created_at,
  };
}

export async function listCertificates(db: Executor, companyId: number): Promise<CertificateRow[]> {
  return listQuery(db, companyId).orderBy('signing_certificates.user_id', (ob) => ob.asc().nullsFirst()).orderBy('signing_certificates.id').execute();
}

export async function findCertificate(db: Executor, companyId: number, id: number): Promise<CertificateRow | undefined> {
  return listQuery(db, companyId).where('signing_certificates.id', '=', id).executeTakeFirst();
}

/** Keeps the owner's new certificate in place of the one they had: an owner signs with one. */
export async function replaceCertificate(
  trx: Executor,
  box: SecretBox,
  input: { companyId: number; userId: number | null; opened: OpenedCertificate; p12: Buffer; password: string; now: Date },
): Promise<number> {
  let previous = trx.deleteFrom('signing_certificates').where('company_id', '=', input.companyId);
  previous = input.userId === null ? previous.where('user_id', 'is', null) : previous.where('user_id', '=', input.userId);
  await previous.execute();
  const { summary, signingKey } = input.opened;
  const row = await trx
    .insertInto('signing_certificates')
    .values({
      company_id: input.companyId,
      user_id: input.userId,
      subject_name: summary.subjectName,
      document: summary.document,
      issuer_name: summary.issuerName,
      valid_from: summary.validFrom,
      valid_to: summary.validTo,
      p12_ciphertext: box.seal(input.p12.toString('base64')),
      password_ciphertext: box.seal(input.password),
      signing_key_ciphertext: box.seal(JSON.stringify(signingKey)),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The certificate that signs a note of `authorId`: the author's own when they have one, else the
 * company's; one past its validity does not sign. Its key comes as it was kept when the file was
 * opened, so signing derives nothing; a certificate kept before keys were is opened once here, off
 * the event loop, and its key kept for every later signature, on any api process.
 */
export async function signingFor(db: Executor, box: SecretBox, companyId: number, authorId: number | null, now: Date): Promise<Omit<PdfSigning, 'signedAt'> | undefined> {
  const rows = await db
    .selectFrom('signing_certificates')
    .select(['id', 'user_id', 'subject_name', 'signing_key_ciphertext'])
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('user_id', 'is', null), ...(authorId === null ? [] : [eb('user_id', '=', authorId)])]))
    .where('valid_from', '<=', now)
    .where('valid_to', '>=', now)
    .orderBy('id', 'desc')
    .execute();
  const chosen = rows.find((row) => row.user_id !== null) ?? rows[0];
  if (!chosen) return undefined;
  const signingKey = chosen.signing_key_ciphertext === null ? await keepSigningKey(db, box, chosen.id, now) : (JSON.parse(box.open(chosen.signing_key_ciphertext)) as SigningKey);
  return { ...signingKey, signerName: chosen.subject_name };
}

/** Opens a certificate kept without its key (within the time limit only, as when it was accepted) and keeps the key. */
async function keepSigningKey(db: Executor, box: SecretBox, id: number, now: Date): Promise<SigningKey> {
  const row = await db.selectFrom('signing_certificates').select(['p12_ciphertext', 'password_ciphertext']).where('id', '=', id).executeTakeFirstOrThrow();
  const { signingKey } = await openCertificateOffThread(Buffer.from(box.open(row.p12_ciphertext), 'base64'), box.open(row.password_ciphertext), now, null);
  await db.updateTable('signing_certificates').set({ signing_key_ciphertext: box.seal(JSON.stringify(signingKey)) }).where('id', '=', id).where('signing_key_ciphertext', 'is', null).execute();
  return signingKey;
}
