// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

/** An A1 certificate that signs note PDFs: the company's (no user) or a professional's. */
export interface RestSigningCertificate {
  id: number;
  owner: 'company' | 'user';
  user_id: number | null;
  user_name: string | null;
  subject_name: string;
  document: string | null;
  issuer_name: string;
  valid_from: string;
  valid_to: string;
  created_at: string;
}
