// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { PageSize } from '../companies/index.ts';

export interface RestNoteAddendum {
  id: number;
  body: string;
  author_name: string;
  created_at: string;
}

export interface RestCustomerNote {
  id: number;
  hashid: string;
  customer_id: number;
  /** 'Somente eu'; absent from an api without private notes. */
  private?: boolean;
  /** Null on a private note of someone else. */
  body: string | null;
  creator_id: number | null;
  creator_name: string;
  created_at: string;
  updated_at: string;
  locked: boolean;
  locked_at: string | null;
  locked_by_name: string | null;
  /** By date; absent from an api without addenda. */
  addenda?: RestNoteAddendum[];
  /** Signed links to the note's PDF, per paper size; null on a private note of someone else. */
  pdf_urls: Record<PageSize, string> | null;
  /** A locked note's PDF signed with an A1 certificate; null on an unlocked note. */
  signed_pdf_urls?: Record<PageSize, string> | null;
}

/** One page of GET /api/v1/customers/{id}/customer_notes. */
export interface CustomerNoteListQuery {
  customerId: number;
  page: number;
  perPage: number;
}

export interface RestCustomerNotePage {
  notes: RestCustomerNote[];
  totalCount: number;
}
