import { boolean, dateTime, emptyAnswer, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, queryOf, text } from '../../http/openapi.ts';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../../http/list-query.ts';
import type { AccountType } from '../../db/schema.ts';
import { companySchema, imageAttributesSchema } from '../companies/schemas.ts';
import { USER_SORTS } from './queries.ts';

const ACCOUNT_TYPES: readonly AccountType[] = ['limited', 'standard', 'system_admin'];

const oneOrMany: JsonSchema = { anyOf: [text, listOf(text)] };

/** One of the user's rules, as CASL's raw rules go to the client (auth/abilities.ts). */
const ruleSchema = objectOf(
  {
    action: oneOrMany,
    subject: oneOrMany,
    fields: oneOrMany,
    conditions: { type: 'object', additionalProperties: true, description: 'MongoDB query form, over the record the rule applies to.' },
    inverted: boolean,
  },
  { title: 'AbilityRule', optional: ['fields', 'conditions', 'inverted'] },
);

/** A user as lists show it (serializeUserListItem). */
const userListItem = {
  id: integer,
  company_id: integer,
  email: text,
  name: text,
  phone: nullable(text),
  account_type: oneOfTexts(ACCOUNT_TYPES),
  image_url: { ...nullable(text), description: 'A signed link, good for the next hour.' },
  image_id: nullable(integer),
  created_at: dateTime,
  updated_at: dateTime,
};

const userListItemSchema = objectOf(userListItem, { title: 'UserListItem' });

/** The whole user with its rules and its company (serializeUser). */
export const userSchema = objectOf(
  { ...userListItem, rules: listOf(ruleSchema), onboarding_completed: boolean, company: companySchema },
  { title: 'User' },
);

/** `GET /api/v1/companies/{companyId}/users`: a page of the users the caller may see. */
export const USER_LIST_ANSWER = objectOf(
  { users: listOf(userListItemSchema), meta: objectOf({ total_count: integer }, { title: 'UserListMeta' }) },
  { title: 'UserList' },
);

/** What the list reads from its query string (routes.ts's readUserListQuery). */
export const USER_LIST_QUERY = queryOf({
  page: { ...integer, minimum: 1, description: 'From 1; 1 when left out.' },
  per_page: { ...integer, minimum: 1, maximum: PER_PAGE_MAX, description: `${PER_PAGE_DEFAULT} when left out.` },
  search: { ...text, description: 'Part of the name or the e-mail, accents and case aside.' },
  sort: { ...oneOfTexts(USER_SORTS), description: '`name` (the default) when left out.' },
  direction: oneOfTexts(['asc', 'desc']),
});

/** One user, whole: the users routes that answer one. */
export const USER_ANSWER = objectOf({ user: userSchema }, { title: 'UserAnswer' });

/** `DELETE /api/v1/companies/{companyId}/users/{userId}`. */
export const USER_DELETED_ANSWER = emptyAnswer('Deleted, with their image; their sessions end.');

/**
 * `user[...]` of a create (email, name and password needed) or an update (only what changes), as
 * JSON or as form fields (input.ts's readUserDraft).
 */
export const USER_BODY = inputOf(
  {
    user: inputOf(
      {
        email: text,
        name: text,
        phone: { ...nullable(text), description: 'Blank or null forgets it.' },
        account_type: { ...oneOfTexts(ACCOUNT_TYPES), description: '`limited` for a new user when left out.' },
        password: { ...text, description: 'Taken as typed: spaces are part of it.' },
        password_confirmation: text,
        current_password: { ...text, description: "Needed to change one's own e-mail or password." },
        attachment_attributes: imageAttributesSchema,
      },
      { title: 'UserForm' },
    ),
  },
  { title: 'UserRequest' },
);

/** `GET /api/v1/professionals`: the company's professionals, by name. */
export const PROFESSIONALS_ANSWER = objectOf({ professionals: listOf(objectOf({ id: integer, name: text }, { title: 'Professional' })) }, { title: 'ProfessionalList' });
