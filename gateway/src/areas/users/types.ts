// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { RestCompany } from '../companies/index.ts';

export interface RestUser {
  id: number;
  company_id: number;
  email: string;
  name: string | null;
  phone: string | null;
  account_type: string;
  image_url: string | null;
  image_id?: number | null;
  onboarding_completed: boolean;
  created_at: string;
  company?: RestCompany;
  /** The CASL rules of what the user may do. */
  rules?: RestRule[];
}

/** A CASL rule as the api writes it: single values or lists, conditions as an object. */
export interface RestRule {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown> | null;
  fields?: string | string[] | null;
  inverted?: boolean;
}

/** One page of GET /api/v1/companies/{id}/users, as its query string asks for it. */
export interface UserListQuery {
  companyId: number;
  /** From 1. */
  page: number;
  perPage: number;
  search?: string;
  /** `email`, `name` or `created_at`. */
  sort?: string;
  direction?: 'asc' | 'desc';
}

export interface RestUserPage {
  users: RestUser[];
  totalCount: number;
}

export interface UserChanges {
  email?: string;
  name?: string;
  phone?: string | null;
  password?: string;
  password_confirmation?: string;
  /** Asked for by the api when users change their own password. */
  current_password?: string;
  account_type?: string;
  /** Removes the user's image: the id of the attachment and the marker. */
  attachment_attributes?: { id: number; _destroy: boolean };
}
