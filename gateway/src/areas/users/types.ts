// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

/** A user as the users list answers it: no rules, no company. */
export type RestUserListItem = ApiAnswer<'/api/v1/companies/{companyId}/users'>['users'][number];

/** A user whole, with rules and company, as the user's own calls, sign-in and the viewer answer it. */
export type RestWholeUser = ApiAnswer<'/api/v1/companies/{companyId}/users/{userId}'>['user'];

/** A user as GraphQL reads one: from a list, or whole. */
export type RestUser = RestUserListItem | RestWholeUser;

/** The signed-in user, whole. */
export type RestViewer = ApiAnswer<'/api/v1/auth/validate_token'>['data'];

/** A CASL rule as the api writes it: single values or lists, conditions as an object. */
export type RestRule = RestWholeUser['rules'][number];

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
  users: RestUserListItem[];
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

/** Someone who sees patients, as the agenda and every picker of professionals list them. */
export type RestProfessional = ApiAnswer<'/api/v1/professionals'>['professionals'][number];
