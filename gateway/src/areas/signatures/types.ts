// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

/** An A1 certificate that signs note PDFs: the company's (no user) or a professional's. */
export type RestSigningCertificate = ApiAnswer<'/api/v1/signing_certificates'>['signing_certificates'][number];
