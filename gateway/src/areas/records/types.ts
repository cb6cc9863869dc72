// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

/** A data export (the patient's copy or the company's): `download_url` once done, signed until `expires_at`. */
export type RestDataExport = ApiAnswer<'/api/v1/customers/{customerId}/exports/{exportId}'>['export'];
