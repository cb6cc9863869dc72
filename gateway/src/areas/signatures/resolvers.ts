import type { Resolvers } from '../../generated/graphql.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { databaseIdOf } from '../../relay.ts';
import type { RestCustomerNote } from '../notes/index.ts';
import type { RestSigningCertificate } from './types.ts';

/** SigningCertificate's id: unique in the Relay store, though no node(id) reads one back. */
function certificateGlobalId(certificateId: number): string {
  return Buffer.from(`SigningCertificate:${certificateId}`, 'utf8').toString('base64');
}

/** The certificate's id in the api, or null for an id that names none (the api then answers 404 itself). */
function certificateIdOf(globalId: string): number {
  const match = /^SigningCertificate:([1-9]\d{0,9})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  return match ? Number(match[1]) : 0;
}

/** A1 certificates (the company's and each professional's) and the signed PDFs of locked notes. */
export const signatureResolvers: Resolvers = {
  Query: {
    signingCertificates: (_, __, context) => context.session().loaders.signingCertificates.load(ONLY),
  },
  Mutation: {
    uploadSigningCertificate(_, { input }, context) {
      const userId = input.userId ? databaseIdOf(input.userId, 'User') : null;
      return payloadOf(async () => {
        const session = context.session();
        const signingCertificate = await session.calls.uploadSigningCertificate(input.file, input.password, userId);
        session.loaders.signingCertificates.clear(ONLY);
        return { signingCertificate };
      }, { signingCertificate: null });
    },
    deleteSigningCertificate(_, { input }, context) {
      return payloadOf(async () => {
        const session = context.session();
        await session.calls.deleteSigningCertificate(certificateIdOf(input.id));
        session.loaders.signingCertificates.clear(ONLY);
        return { deletedId: input.id };
      }, { deletedId: null });
    },
  },
  SigningCertificate: {
    id: (certificate: RestSigningCertificate) => certificateGlobalId(certificate.id),
    databaseId: (certificate: RestSigningCertificate) => certificate.id,
    owner: (certificate: RestSigningCertificate) => (certificate.owner === 'company' ? 'COMPANY' : 'USER'),
    async user(certificate: RestSigningCertificate, _, context) {
      if (certificate.user_id === null) return null;
      const { loaders } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return loaders.user.load({ companyId: viewer.company_id, userId: certificate.user_id });
    },
    subjectName: (certificate: RestSigningCertificate) => certificate.subject_name,
    document: (certificate: RestSigningCertificate) => certificate.document,
    issuerName: (certificate: RestSigningCertificate) => certificate.issuer_name,
    validFrom: (certificate: RestSigningCertificate) => certificate.valid_from,
    validTo: (certificate: RestSigningCertificate) => certificate.valid_to,
  },
  CustomerNote: {
    signedPdfUrl: (note: RestCustomerNote, { pageSize }) => note.signed_pdf_urls?.[pageSize] ?? null,
  },
};
