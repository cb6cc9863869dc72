// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

/** A data export (the patient's copy or the company's): `download_url` once done, signed until `expires_at`. */
export interface RestDataExport {
  id: number;
  status: 'pending' | 'done' | 'failed';
  customer_id: number | null;
  requested_by_name: string;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
  filename: string | null;
  download_url: string | null;
}
