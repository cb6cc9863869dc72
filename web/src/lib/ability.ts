import { createMongoAbility, subject as tagSubject, type ForcedSubject, type MongoAbility, type MongoQuery, type RawRuleOf } from '@casl/ability';
import { createContext, useContext } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { ability_viewer$key } from './__generated__/ability_viewer.graphql';

/**
 * What the signed-in user may do: CASL's ability (`createMongoAbility`) over the rules the api sends
 * with the user (`viewer.rules`), the same rules the api decides with (api/src/auth/abilities.ts).
 * Routes and menus follow it; the api enforces the same rules anyway. Actions are the api's: manage
 * (every action), read, create, update, delete.
 */
export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type SubjectName = 'Company' | 'CustomerField' | 'User' | 'Customer' | 'CustomerNote' | 'NoteTemplate' | 'Subscription' | 'SigningCertificate' | 'all';

/** A record to check a rule's conditions against (REST field names), tagged with its subject by `subjectOf`. */
type SubjectRecord = ForcedSubject<Exclude<SubjectName, 'all'>> & Record<string, unknown>;

export type AppAbility = MongoAbility<[Action, SubjectName | SubjectRecord]>;

/** A rule as `AbilityRule` in schema.graphql carries it. */
export type AbilityRuleData = {
  readonly actions: ReadonlyArray<string>;
  readonly subjects: ReadonlyArray<string>;
  readonly conditions: string | null | undefined;
  readonly fields: ReadonlyArray<string> | null | undefined;
  readonly inverted: boolean;
};

/** Spec section 6: a list in a rule's conditions means "any of these", CASL's `$in`. */
function conditionsOf(text: string | null | undefined): MongoQuery | undefined {
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([field, value]) => [field, Array.isArray(value) ? { $in: value } : value]),
  ) as MongoQuery;
}

/** CASL's raw rule for a rule as the gateway carries it (conditions as JSON text). */
function rawRule(rule: AbilityRuleData): RawRuleOf<AppAbility> {
  return {
    action: [...rule.actions] as Action[],
    subject: [...rule.subjects] as SubjectName[],
    conditions: conditionsOf(rule.conditions),
    fields: rule.fields ? [...rule.fields] : undefined,
    inverted: rule.inverted,
  };
}

export function buildAbility(rules: ReadonlyArray<AbilityRuleData>): AppAbility {
  return createMongoAbility<AppAbility>(rules.map(rawRule));
}

/** A record to check a rule's conditions against, named by its subject; a copy, since CASL tags the object. */
export function subjectOf(type: Exclude<SubjectName, 'all'>, attributes: Record<string, unknown>): SubjectRecord {
  return tagSubject(type, { ...attributes });
}

/** Nobody may do anything: the value before the viewer is known. */
export const NO_ABILITY = buildAbility([]);

export const AbilityContext = createContext<AppAbility>(NO_ABILITY);

/** The signed-in user's ability, provided by the main layout. */
export function useAbility(): AppAbility {
  return useContext(AbilityContext);
}

/**
 * Spec section 6, route permissions by subject. The company's screens need the right to change what they
 * show, so that reading a record (which staff may) does not open its administration.
 */
export const ROUTE_PERMISSIONS = {
  /** The company's main screen and log: changing the company's own words. */
  company: (ability: AppAbility) => ability.can('update', 'Company', 'company_treatment'),
  /** The plan, its cards and its changes: system_admin and standard (spec section 6). */
  billing: (ability: AppAbility) => ability.can('manage', 'Subscription'),
  /** The customers' registration form builder. */
  customerFields: (ability: AppAbility) => ability.can('update', 'CustomerField'),
  /** The users list and the add form. */
  users: (ability: AppAbility) => ability.can('create', 'User'),
  /** Editing a user: the api's rules decide per record, the route needs the right to change users. */
  editUser: (ability: AppAbility) => ability.can('update', 'User'),
  customers: (ability: AppAbility) => ability.can('read', 'Customer'),
  noteTemplates: (ability: AppAbility) => ability.can('read', 'NoteTemplate'),
} satisfies Record<string, (ability: AppAbility) => boolean>;

export type RoutePermission = keyof typeof ROUTE_PERMISSIONS;

let built: { rules: ReadonlyArray<AbilityRuleData>; ability: AppAbility } | null = null;

/** Builds the ability once per set of rules, so every screen shares the same one. */
export function abilityFor(rules: ReadonlyArray<AbilityRuleData>): AppAbility {
  if (built?.rules !== rules) built = { rules, ability: buildAbility(rules) };
  return built.ability;
}

/** The viewer's rules, as every operation that decides what the viewer may do selects them. */
const rulesFragment = graphql`
  fragment ability_viewer on User @inline {
    rules {
      actions
      subjects
      conditions
      fields
      inverted
    }
  }
`;

/** The ability of a viewer read through `...ability_viewer`; nobody may do anything without one. */
export function abilityOfViewer(viewer: ability_viewer$key | null | undefined): AppAbility {
  return abilityFor(viewer ? readInlineData(rulesFragment, viewer).rules : []);
}
