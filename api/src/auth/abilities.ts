import {
  AbilityBuilder,
  ForbiddenError,
  createMongoAbility,
  subject as tagSubject,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
  type RawRuleOf,
} from '@casl/ability';
import { rulesToCondition } from '@casl/ability/extra';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AccountType, User } from '../db/schema.ts';
import { getCaller } from './hook.ts';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type SubjectName = 'Company' | 'CustomerField' | 'User' | 'Customer' | 'CustomerNote' | 'NoteTemplate' | 'Subscription' | 'SigningCertificate';

/** The attributes the rules look at, per subject; records carry their other columns too. */
interface SubjectAttributes {
  Company: { id: number };
  CustomerField: { company_id: number };
  User: { company_id: number; id?: number; account_type: string };
  Customer: { company_id: number };
  CustomerNote: { company_id: number; creator_id: number | null };
  NoteTemplate: { company_id: number };
  Subscription: { company_id: number };
  /** `user_id` null: the company's certificate. */
  SigningCertificate: { company_id: number; user_id: number | null };
}
type SubjectRecord = { [N in SubjectName]: ForcedSubject<N> & SubjectAttributes[N] }[SubjectName];
export type AppAbility = MongoAbility<[Action, SubjectName | SubjectRecord]>;
export type AppRule = RawRuleOf<AppAbility>;

export const ACCOUNT_TYPES: readonly AccountType[] = ['limited', 'standard', 'system_admin'];

/**
 * The account types each type may give to a user it creates or edits, as the user form offers them:
 * limited always, standard unless the actor is limited, system_admin only by a system_admin.
 */
export const GRANTABLE_ACCOUNT_TYPES: Record<AccountType, AccountType[]> = {
  limited: ['limited'],
  standard: ['limited', 'standard'],
  system_admin: ['limited', 'standard', 'system_admin'],
};

/** What anyone may change about themselves: the personal profile screens. */
export const PROFILE_FIELDS = ['name', 'phone', 'image', 'password'];
/** The print layout needs only a login, so everyone may change the company's header and footer. */
export const PRINT_LAYOUT_FIELDS = ['print_header', 'print_footer'];

type Actor = Pick<User, 'id' | 'company_id' | 'account_type'>;

/**
 * The one definition of who may do what (spec §6). Routes enforce it and the rules travel to the
 * client in the user payload, where the same rules build the same ability. Every rule is bounded
 * by the actor's company. Subjects are checked with their stored attributes (and, for an update,
 * also with the attributes they would have afterwards, so nobody can grant what they could not
 * edit). `manage` stands for every action.
 *
 * - system_admin: everything in the company.
 * - standard: runs the practice (company settings, the plan, its cards, the registration form,
 *   customers, templates) and its team, except system_admins; of itself, only its profile.
 *   Of other users it changes the profile (account type) and may delete them.
 * - limited: staff work: customers (no deletion), reading the form and the templates, the print
 *   layout, and its own profile.
 * - Notes: whoever reads a customer reads its notes and writes new ones; a note is changed (edited,
 *   locked) or deleted by its author, or by a standard or system_admin user. A locked note refuses
 *   every change whoever asks (notes/routes.ts).
 * - Signing certificates: standard and system_admin users see the company's list; a user's own is
 *   sent and removed by that user alone, the company's by a system_admin (nobody replaces another's
 *   certificate, which signs in their name).
 */
export function defineAbilityFor(actor: Actor): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const ownCompany = { company_id: actor.company_id };
  const company = { id: actor.company_id };
  const itself = { id: actor.id };
  const ownCertificate = { company_id: actor.company_id, user_id: actor.id };

  switch (actor.account_type) {
    case 'system_admin':
      can('manage', 'Company', company);
      can('manage', ['CustomerField', 'Customer', 'CustomerNote', 'NoteTemplate', 'User', 'Subscription'], ownCompany);
      can('read', 'SigningCertificate', ownCompany);
      can(['create', 'delete'], 'SigningCertificate', { company_id: actor.company_id, user_id: null });
      can(['create', 'delete'], 'SigningCertificate', ownCertificate);
      break;
    case 'standard': {
      const colleagues = {
        company_id: actor.company_id,
        id: { $ne: actor.id },
        account_type: { $in: GRANTABLE_ACCOUNT_TYPES.standard },
      };
      can(['read', 'update'], 'Company', company);
      // Demanding two-step sign-in of everyone is the administrator's call.
      cannot('update', 'Company', ['require_two_factor']);
      can('manage', ['CustomerField', 'Customer', 'CustomerNote', 'NoteTemplate', 'Subscription'], ownCompany);
      can('read', 'User', ownCompany);
      can('update', 'User', PROFILE_FIELDS, itself);
      can('create', 'User', { ...ownCompany, account_type: { $in: GRANTABLE_ACCOUNT_TYPES.standard } });
      can('update', 'User', ['account_type'], colleagues);
      can('delete', 'User', colleagues);
      can('read', 'SigningCertificate', ownCompany);
      can(['create', 'delete'], 'SigningCertificate', ownCertificate);
      break;
    }
    case 'limited':
      can('read', 'Company', company);
      can('update', 'Company', PRINT_LAYOUT_FIELDS, company);
      can('read', ['CustomerField', 'NoteTemplate'], ownCompany);
      can(['read', 'create', 'update'], 'Customer', ownCompany);
      can(['read', 'create'], 'CustomerNote', ownCompany);
      can(['update', 'delete'], 'CustomerNote', { ...ownCompany, creator_id: actor.id });
      can('read', 'User', itself);
      can('update', 'User', PROFILE_FIELDS, itself);
      break;
  }
  return build();
}

/** The rules as the client receives them: CASL's raw rules, conditions in MongoDB query form. */
export function rulesFor(actor: Actor): AppRule[] {
  return defineAbilityFor(actor).rules;
}

const abilities = new WeakMap<FastifyRequest, AppAbility>();

/** The caller's ability, built once per request. */
export function abilityOf(request: FastifyRequest): AppAbility {
  let ability = abilities.get(request);
  if (!ability) {
    ability = defineAbilityFor(getCaller(request).user);
    abilities.set(request, ability);
  }
  return ability;
}

/** A record to check rules against; a copy, since CASL marks the object with its subject type. */
export function subject<N extends SubjectName, T extends SubjectAttributes[N]>(type: N, attributes: T): T & ForcedSubject<N> {
  return tagSubject(type, { ...attributes });
}

/**
 * Throws CASL's ForbiddenError (answered as 403) unless the caller may do `action` on `target`;
 * with `fields`, unless it may do it to each of them.
 */
export function authorize(
  request: FastifyRequest,
  action: Action,
  target: SubjectName | SubjectRecord,
  fields: readonly string[] = [],
): void {
  const check = ForbiddenError.from(abilityOf(request));
  if (fields.length === 0) check.throwUnlessCan(action, target);
  for (const field of fields) check.throwUnlessCan(action, target, field);
}

function valueCondition(column: RawBuilder<unknown>, query: unknown): RawBuilder<SqlBool> {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return sql<SqlBool>`${column} = ${query}`;
  const parts = Object.entries(query as Record<string, unknown>).map(([operator, value]) => {
    const list = Array.isArray(value) ? value : [value];
    switch (operator) {
      case '$eq':
        return sql<SqlBool>`${column} = ${value}`;
      case '$ne':
        return sql<SqlBool>`${column} <> ${value}`;
      case '$in':
        return list.length ? sql<SqlBool>`${column} in (${sql.join(list)})` : sql<SqlBool>`false`;
      case '$nin':
        return list.length ? sql<SqlBool>`${column} not in (${sql.join(list)})` : sql<SqlBool>`true`;
      default:
        throw new Error(`no SQL for the rule operator ${operator}`);
    }
  });
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Where a subject's attribute is read in SQL: a table's column of the same name, or an expression per attribute. */
export type SubjectColumns = string | ((field: string) => RawBuilder<unknown>);

function queryCondition(columns: SubjectColumns, query: MongoQuery): RawBuilder<SqlBool> {
  const column = (field: string) => (typeof columns === 'string' ? sql.ref(`${columns}.${field}`) : columns(field));
  const parts = Object.entries(query).map(([field, value]) => valueCondition(column(field), value));
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
}

/**
 * The SQL condition that selects the rows of `table` the caller may `action`, from the same rules
 * (for lists), or undefined when it may not `action` any.
 */
export function accessibleWhere(
  request: FastifyRequest,
  action: Action,
  type: SubjectName,
  table: string,
): RawBuilder<SqlBool> | undefined {
  return abilityWhere(abilityOf(request), action, type, table);
}

/**
 * accessibleWhere for a given ability, with the subject's attributes read where `columns` says:
 * for rows that stand for a subject without being its table (the activity history).
 */
export function abilityWhere(
  ability: AppAbility,
  action: Action,
  type: SubjectName,
  columns: SubjectColumns,
): RawBuilder<SqlBool> | undefined {
  const condition = rulesToCondition(
    ability.rulesFor(action, type),
    (rule) => {
      const where = queryCondition(columns, rule.conditions ?? {});
      return rule.inverted ? sql<SqlBool>`not ${where}` : where;
    },
    {
      and: (conditions) => sql<SqlBool>`(${sql.join(conditions, sql` and `)})`,
      or: (conditions) => sql<SqlBool>`(${sql.join(conditions, sql` or `)})`,
      empty: () => sql<SqlBool>`true`,
    },
  );
  return condition ?? undefined;
}
