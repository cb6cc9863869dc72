import { boolean, dateTime, integer, listOf, nullable, objectOf, oneOfTexts, text, type JsonSchema } from '../../http/openapi.ts';
import type { AccountType } from '../../db/schema.ts';
import { companySchema } from '../companies/schemas.ts';

const ACCOUNT_TYPES: readonly AccountType[] = ['limited', 'standard', 'system_admin'];

const oneOrMany: JsonSchema = { anyOf: [text, listOf(text)] };

/** One of the user's rules, as CASL's raw rules go to the client (auth/abilities.ts). */
const ruleSchema = objectOf(
  {
    action: oneOrMany,
    subject: oneOrMany,
    fields: oneOrMany,
    conditions: { type: 'object', description: 'MongoDB query form, over the record the rule applies to.' },
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

/** The whole user with its rules and its company (serializeUser). */
export const userSchema = objectOf(
  { ...userListItem, rules: listOf(ruleSchema), onboarding_completed: boolean, company: companySchema },
  { title: 'User' },
);

/** `GET /api/v1/professionals`: the company's professionals, by name. */
export const PROFESSIONALS_ANSWER = objectOf({ professionals: listOf(objectOf({ id: integer, name: text }, { title: 'Professional' })) });
