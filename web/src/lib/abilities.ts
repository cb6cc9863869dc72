import { createContext, useContext } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { abilities_viewer$key } from './__generated__/abilities_viewer.graphql';

/**
 * What the signed-in user may do, built once from the rules the api sends with the user
 * (`viewer.rules`, CASL rules). Routes and menus follow it; the api enforces the same rules anyway.
 * Actions are the api's: manage (every action), read, create, update, delete.
 *
 * The api decides with CASL (`createMongoAbility`); here a small evaluator reads the same rules with
 * the same answers for what the api sends (conditions of equality, `$ne`, `$in`, `$nin`; fields by
 * name), so the first screen does not download CASL and its query matcher to ask a few questions.
 * web/test/lib/abilities.test.ts holds it to CASL's answers for every account type's rules.
 */
export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type SubjectName = 'Company' | 'CustomerField' | 'User' | 'Customer' | 'CustomerNote' | 'NoteTemplate' | 'Subscription' | 'SigningCertificate' | 'all';

/** Where a record made by `subjectOf` keeps its subject's name: a key no attribute can take. */
const SUBJECT_TYPE = Symbol('subject type');
type SubjectRecord = Readonly<Record<string, unknown>> & { readonly [SUBJECT_TYPE]: SubjectName };

export interface AppAbility {
  /**
   * Whether `action` may be done on `subject`: a type's name (may it be done on some record of the
   * type?) or a record from `subjectOf`; with `field`, on that field.
   */
  can(action: Action, subject: SubjectName | SubjectRecord, field?: string): boolean;
}

/** A rule as `AbilityRule` in schema.graphql carries it. */
export type AbilityRuleData = {
  readonly actions: ReadonlyArray<string>;
  readonly subjects: ReadonlyArray<string>;
  readonly conditions: string | null | undefined;
  readonly fields: ReadonlyArray<string> | null | undefined;
  readonly inverted: boolean;
};

/** Spec section 6: a list in a rule's conditions means "any of these", CASL's `$in`. */
function conditionsOf(text: string | null | undefined): Record<string, unknown> | undefined {
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
  );
}

/** One test of a rule's conditions on one attribute. */
type Test = { field: string; operator: '$eq' | '$ne' | '$in' | '$nin'; value: unknown };

/** The field operators of CASL's MongoDB matcher: an object naming any of them is a set of operators. */
const MONGO_OPERATORS = new Set([
  ...['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$nin'],
  ...['$all', '$size', '$regex', '$options', '$elemMatch', '$exists'],
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Conditions in MongoDB query form, as CASL's matcher reads them: each attribute equal to a value, or
 * an object of operators that must all hold. An operator the api does not send is refused here rather
 * than read differently from the api (as accessibleWhere refuses it in SQL).
 */
function testsOf(conditions: Record<string, unknown>): Test[] {
  const tests: Test[] = [];
  for (const [field, query] of Object.entries(conditions)) {
    if (field.startsWith('$') || field.includes('.')) throw new Error(`no evaluation here for the rule condition ${field}`);
    if (!isPlainObject(query) || !Object.keys(query).some((key) => MONGO_OPERATORS.has(key))) {
      tests.push({ field, operator: '$eq', value: query });
      continue;
    }
    for (const [operator, value] of Object.entries(query)) {
      if (operator !== '$eq' && operator !== '$ne' && operator !== '$in' && operator !== '$nin') {
        throw new Error(`no evaluation here for the rule operator ${operator}`);
      }
      if ((operator === '$in' || operator === '$nin') && !Array.isArray(value)) throw new Error(`"${operator}" expects value to be an array`);
      tests.push({ field, operator, value });
    }
  }
  return tests;
}

/** CASL compares dates by their time and other objects by their JSON form, the rest by identity. */
function primitive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.getTime();
  const { toJSON } = value as { toJSON?: unknown };
  return typeof toJSON === 'function' ? (toJSON as () => unknown).call(value) : value;
}

const same = (a: unknown, b: unknown) => primitive(a) === primitive(b);

/** MongoDB's equality: null also matches a missing attribute; a list attribute matches if one of its items does. */
function equals(record: SubjectRecord, field: string, expected: unknown): boolean {
  const actual = record[field];
  if (expected === null) {
    return !Object.hasOwn(record, field) || actual === null || (Array.isArray(actual) && actual.some((item) => same(item, null)));
  }
  if (Array.isArray(actual)) return same(actual, expected) || actual.some((item) => same(item, expected));
  return same(actual, expected);
}

/** `$in`: the attribute, or one of its items when it is a list, is one of `values`. */
function within(record: SubjectRecord, field: string, values: readonly unknown[]): boolean {
  const actual = record[field];
  const listed = (item: unknown) => values.some((value) => same(value, item));
  return Array.isArray(actual) ? actual.some(listed) : listed(actual);
}

function passes(record: SubjectRecord, { field, operator, value }: Test): boolean {
  switch (operator) {
    case '$eq':
      return equals(record, field, value);
    case '$ne':
      return !equals(record, field, value);
    case '$in':
      return within(record, field, value as unknown[]);
    case '$nin':
      return !within(record, field, value as unknown[]);
  }
}

type Rule = {
  actions: ReadonlySet<string>;
  subjects: ReadonlySet<string>;
  /** Undefined when the rule has no conditions; an empty list matches every record. */
  tests: Test[] | undefined;
  fields: ReadonlySet<string> | undefined;
  inverted: boolean;
};

/** CASL's Rule.matchesField. */
function matchesField(rule: Rule, field: string | undefined): boolean {
  if (!rule.fields) return true;
  // Without a field the question is whether some field may be acted on: a rule forbidding some
  // fields does not answer it, a rule allowing some does.
  if (!field) return !rule.inverted;
  return rule.fields.has(field);
}

/** CASL's Rule.matchesConditions. */
function matchesConditions(rule: Rule, subject: SubjectName | SubjectRecord): boolean {
  if (!rule.tests) return true;
  // Asked of a type, a conditional rule allows (some record may match) but forbids only if it
  // forbids every record.
  if (typeof subject === 'string') return !rule.inverted || rule.tests.length === 0;
  return rule.tests.every((test) => passes(subject, test));
}

export function buildAbility(rules: ReadonlyArray<AbilityRuleData>): AppAbility {
  // The last rule comes first, as in CASL: a later rule overrides an earlier one.
  const compiled: Rule[] = rules
    .map((rule) => {
      const conditions = conditionsOf(rule.conditions);
      return {
        actions: new Set(rule.actions),
        subjects: new Set(rule.subjects),
        tests: conditions ? testsOf(conditions) : undefined,
        fields: rule.fields ? new Set(rule.fields) : undefined,
        inverted: rule.inverted,
      };
    })
    .reverse();
  return {
    can(action, subject, field) {
      const type = typeof subject === 'string' ? subject : subject[SUBJECT_TYPE];
      // 'manage' stands for every action and 'all' for every subject, as in CASL (rulesFor).
      const relevant = compiled.find(
        (rule) =>
          (rule.actions.has(action) || rule.actions.has('manage')) &&
          (rule.subjects.has(type) || rule.subjects.has('all')) &&
          matchesField(rule, field) &&
          matchesConditions(rule, subject),
      );
      return relevant !== undefined && !relevant.inverted;
    },
  };
}

/** A record to check a rule's conditions against, named by its subject (REST field names); a copy, tagged. */
export function subjectOf(type: Exclude<SubjectName, 'all'>, attributes: Record<string, unknown>): SubjectRecord {
  return { ...attributes, [SUBJECT_TYPE]: type };
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
  fragment abilities_viewer on User @inline {
    rules {
      actions
      subjects
      conditions
      fields
      inverted
    }
  }
`;

/** The ability of a viewer read through `...abilities_viewer`; nobody may do anything without one. */
export function abilityOfViewer(viewer: abilities_viewer$key | null | undefined): AppAbility {
  return abilityFor(viewer ? readInlineData(rulesFragment, viewer).rules : []);
}
