import { dateTime, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, text } from '../../http/openapi.ts';

/** A certificate as serializeCertificate answers it: whose it is and what it says, never the file or its password. */
const certificateSchema = objectOf(
  {
    id: integer,
    owner: { ...oneOfTexts(['company', 'user']), description: "`company`: it signs for everyone; `user`: a professional's own." },
    user_id: nullable(integer),
    user_name: { ...nullable(text), description: "The professional's name; null for the company's." },
    subject_name: text,
    document: { ...nullable(text), description: 'The CPF or CNPJ it names, digits only.' },
    issuer_name: text,
    valid_from: dateTime,
    valid_to: dateTime,
    created_at: dateTime,
  },
  { title: 'SigningCertificate' },
);

/** `GET /api/v1/signing_certificates`: the company's first, then each professional's. */
export const CERTIFICATE_LIST_ANSWER = objectOf({ signing_certificates: listOf(certificateSchema) }, { title: 'SigningCertificateList' });

/** `{ signing_certificate }`: the certificate kept or removed. */
export const CERTIFICATE_ANSWER = objectOf({ signing_certificate: certificateSchema }, { title: 'SigningCertificateAnswer' });

const certificateInput: Record<string, JsonSchema> = {
  file: { type: 'string', format: 'binary', description: 'The A1 certificate (.pfx or .p12, at most 256 KB), as a file part. Required.' },
  password: { ...text, description: "The certificate's password." },
  user_id: { anyOf: [integer, oneOfTexts(['company'])], description: "The professional it is for; left out, blank or `company` for the company's." },
};

/** What `POST /api/v1/signing_certificates` reads, as multipart form fields (routes.ts). */
export const CERTIFICATE_BODY = inputOf(certificateInput, { title: 'SigningCertificateInput' });
