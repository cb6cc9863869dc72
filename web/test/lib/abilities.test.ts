import { createMongoAbility, subject as caslSubject, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS, buildAbility, subjectOf, type AbilityRuleData, type Action, type SubjectName } from '../../src/lib/abilities';
import { accountTypeChoices } from '../../src/features/users/accountTypes';

const rule = { fields: null, inverted: false };

// The rules the api gives each account type (api/src/auth/abilities.ts), as viewer.rules carries them.
const admin = buildAbility([
  { ...rule, actions: ['manage'], subjects: ['Company'], conditions: '{"id":7}' },
  { ...rule, actions: ['manage'], subjects: ['CustomerField', 'Customer', 'NoteTemplate', 'User'], conditions: '{"company_id":7}' },
]);
const standard = buildAbility([
  { ...rule, actions: ['read', 'update'], subjects: ['Company'], conditions: '{"id":7}' },
  { ...rule, actions: ['manage'], subjects: ['CustomerField', 'Customer', 'NoteTemplate'], conditions: '{"company_id":7}' },
  { ...rule, actions: ['read'], subjects: ['User'], conditions: '{"company_id":7}' },
  { ...rule, actions: ['update'], subjects: ['User'], conditions: '{"id":21}', fields: ['name', 'phone', 'image', 'password'] },
  { ...rule, actions: ['create'], subjects: ['User'], conditions: '{"company_id":7,"account_type":{"$in":["limited","standard"]}}' },
  // A plain list stands for "any of these" (spec section 6).
  { ...rule, actions: ['update'], subjects: ['User'], conditions: '{"company_id":7,"id":{"$ne":21},"account_type":["limited","standard"]}', fields: ['account_type'] },
]);
const limited = buildAbility([
  { ...rule, actions: ['read'], subjects: ['Company'], conditions: '{"id":7}' },
  { ...rule, actions: ['update'], subjects: ['Company'], conditions: '{"id":7}', fields: ['print_header', 'print_footer'] },
  { ...rule, actions: ['read'], subjects: ['CustomerField', 'NoteTemplate'], conditions: '{"company_id":7}' },
  { ...rule, actions: ['read', 'create', 'update'], subjects: ['Customer'], conditions: '{"company_id":7}' },
  { ...rule, actions: ['read'], subjects: ['User'], conditions: '{"id":30}' },
  { ...rule, actions: ['update'], subjects: ['User'], conditions: '{"id":30}', fields: ['name', 'phone', 'image', 'password'] },
]);

const permitted = (ability: ReturnType<typeof buildAbility>) =>
  Object.entries(ROUTE_PERMISSIONS)
    .filter(([, allows]) => allows(ability))
    .map(([name]) => name);

describe('route permissions from the viewer rules', () => {
  it('open the company screens to administrators and standard users only', () => {
    expect(permitted(admin)).toEqual(['company', 'customerFields', 'users', 'editUser', 'customers', 'noteTemplates']);
    expect(permitted(standard)).toEqual(['company', 'customerFields', 'users', 'editUser', 'customers', 'noteTemplates']);
    expect(permitted(limited)).toEqual(['editUser', 'customers', 'noteTemplates']);
  });

  it('let a standard user change only the profile of a colleague, and not its own', () => {
    const colleague = subjectOf('User', { id: 40, company_id: 7, account_type: 'limited' });
    const itself = subjectOf('User', { id: 21, company_id: 7, account_type: 'standard' });
    const administrator = subjectOf('User', { id: 22, company_id: 7, account_type: 'system_admin' });
    expect(standard.can('update', colleague, 'account_type')).toBe(true);
    expect(standard.can('update', colleague, 'name')).toBe(false);
    expect(standard.can('update', itself, 'name')).toBe(true);
    expect(standard.can('update', itself, 'account_type')).toBe(false);
    expect(standard.can('update', administrator)).toBe(false);
  });

  it('let a limited user change only itself', () => {
    expect(limited.can('update', subjectOf('User', { id: 30, company_id: 7, account_type: 'limited' }), 'name')).toBe(true);
    expect(limited.can('update', subjectOf('User', { id: 31, company_id: 7, account_type: 'limited' }))).toBe(false);
  });
});

describe('profiles offered in the user form', () => {
  it('follow section 6', () => {
    expect(accountTypeChoices('LIMITED')).toEqual(['LIMITED']);
    expect(accountTypeChoices('STANDARD')).toEqual(['LIMITED', 'STANDARD']);
    expect(accountTypeChoices('SYSTEM_ADMIN')).toEqual(['LIMITED', 'STANDARD', 'SYSTEM_ADMIN']);
  });
});

/** A rule as the api writes it (api/src/auth/abilities.ts, CASL's raw rule). */
type RestRule = {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown> | null;
  fields?: string | string[] | null;
  inverted?: boolean;
};
type AccountType = 'limited' | 'standard' | 'system_admin';
type ApiAbilities = { rulesFor(actor: { id: number; company_id: number; account_type: AccountType }): RestRule[] };

const list = (value: string | string[] | null | undefined) => (value == null ? null : Array.isArray(value) ? value : [value]);

/** What the gateway makes of an api rule (AbilityRule in gateway/src/resolvers/users.ts). */
const transported = (rule: RestRule): AbilityRuleData => ({
  actions: list(rule.action) ?? [],
  subjects: list(rule.subject) ?? [],
  conditions: rule.conditions && Object.keys(rule.conditions).length > 0 ? JSON.stringify(rule.conditions) : null,
  fields: list(rule.fields),
  inverted: rule.inverted === true,
});

/** CASL's reading of rules as they arrive, a list in the conditions standing for `$in` (spec section 6). */
const casl = (rules: readonly AbilityRuleData[]) =>
  createMongoAbility(
    rules.map(
      (rule) =>
        ({
          action: [...rule.actions],
          subject: [...rule.subjects],
          conditions: rule.conditions
            ? Object.fromEntries(
                Object.entries(JSON.parse(rule.conditions) as Record<string, unknown>).map(([field, value]) => [
                  field,
                  Array.isArray(value) ? { $in: value } : value,
                ]),
              )
            : undefined,
          fields: rule.fields ? [...rule.fields] : undefined,
          inverted: rule.inverted,
        }) as RawRuleOf<MongoAbility>,
    ),
  );

const ACTIONS: Action[] = ['manage', 'read', 'create', 'update', 'delete'];
const SUBJECTS: SubjectName[] = ['Company', 'CustomerField', 'User', 'Customer', 'CustomerNote', 'NoteTemplate', 'Subscription', 'SigningCertificate', 'all'];
const FIELDS = [
  ...[undefined, '', 'name', 'phone', 'image', 'password', 'account_type', 'email'],
  ...['require_two_factor', 'print_header', 'print_footer', 'company_treatment', 'secret'],
];
const ACCOUNT_TYPES: AccountType[] = ['limited', 'standard', 'system_admin'];

/** The viewer is user 21 of company 7; its colleague is user 40, and company 8 is another company. */
const VIEWER = { id: 21, company_id: 7 };
type Tagged = readonly [Exclude<SubjectName, 'all'>, Record<string, unknown>];
const as = (type: Tagged[0]) => (record: Record<string, unknown>): Tagged => [type, record];
const RECORDS: Tagged[] = [
  ...[{ id: 7 }, { id: 8 }, {}].map(as('Company')),
  ...(['CustomerField', 'Customer', 'NoteTemplate', 'Subscription'] as const).flatMap((type) =>
    [{ company_id: 7 }, { company_id: 8 }, { company_id: null }, {}].map(as(type)),
  ),
  // A list attribute matches a value when one of its items does (MongoDB's equality).
  as('Customer')({ company_id: [8, 7] }),
  as('Customer')({ company_id: [9, 10] }),
  ...[7, 8].flatMap((company_id) =>
    [{ company_id, creator_id: 21 }, { company_id, creator_id: 40 }, { company_id, creator_id: null }, { company_id }].map(as('CustomerNote')),
  ),
  ...[7, 8].flatMap((company_id) => [21, 40].flatMap((id) => ACCOUNT_TYPES.map((account_type) => as('User')({ id, company_id, account_type })))),
  as('User')({ company_id: 7, account_type: 'limited' }),
  ...[7, 8].flatMap((company_id) => [{ company_id, user_id: null }, { company_id, user_id: 21 }, { company_id, user_id: 40 }, { company_id }].map(as('SigningCertificate'))),
];

/**
 * Every check of the grid on which `ability` and CASL's reading of the same rules disagree, and how
 * many of the grid's checks CASL allows (a grid CASL refuses throughout would prove little).
 */
function compared(rules: readonly AbilityRuleData[], oracle = casl(rules)): { disagreements: string[]; allowed: number } {
  const ability = buildAbility(rules);
  const found: string[] = [];
  let allowed = 0;
  for (const action of ACTIONS) {
    for (const field of FIELDS) {
      for (const type of SUBJECTS) {
        const expected = oracle.can(action, type, field);
        if (ability.can(action, type, field) !== expected) found.push(`${action} ${type} ${field ?? ''}: CASL ${expected}`);
        if (expected) allowed++;
      }
      for (const [type, record] of RECORDS) {
        const expected = oracle.can(action, caslSubject(type, { ...record }), field);
        if (ability.can(action, subjectOf(type, record), field) !== expected) {
          found.push(`${action} ${type} ${JSON.stringify(record)} ${field ?? ''}: CASL ${expected}`);
        }
        if (expected) allowed++;
      }
    }
  }
  return { disagreements: found, allowed };
}

describe('the evaluator answers as CASL', () => {
  let api: ApiAbilities;
  beforeAll(async () => {
    // The api's own rules, so that a rule added there is checked here too.
    const path = new URL('../../../api/src/auth/abilities.ts', import.meta.url).pathname;
    api = (await import(/* @vite-ignore */ path)) as ApiAbilities;
  });

  it.each(ACCOUNT_TYPES)('for the rules the api gives a %s user', (account_type) => {
    const rules = api.rulesFor({ ...VIEWER, account_type });
    // CASL as the api builds it, from the rules before the gateway writes them out.
    const oracle = createMongoAbility(rules as RawRuleOf<MongoAbility>[]);
    const { disagreements, allowed } = compared(rules.map(transported), oracle);
    expect(disagreements).toEqual([]);
    expect(allowed).toBeGreaterThan(0);
  });

  it('for rules on every subject, inverted, with lists, null and empty conditions', () => {
    const rule = { fields: null, inverted: false, conditions: null };
    const rules: AbilityRuleData[] = [
      { ...rule, actions: ['manage'], subjects: ['all'], conditions: '{"company_id":7}' },
      { ...rule, actions: ['read'], subjects: ['all'] },
      { ...rule, actions: ['delete'], subjects: ['all'], inverted: true, conditions: '{}' },
      { ...rule, actions: ['update'], subjects: ['User'], inverted: true, conditions: '{"account_type":"system_admin"}' },
      { ...rule, actions: ['read', 'update'], subjects: ['Customer'], inverted: true, fields: ['secret'] },
      { ...rule, actions: ['create'], subjects: ['Customer'], conditions: '{"company_id":[8,9]}' },
      { ...rule, actions: ['update'], subjects: ['CustomerNote'], conditions: '{"creator_id":null}' },
      { ...rule, actions: ['update'], subjects: ['CustomerNote'], inverted: true, conditions: '{"creator_id":{"$ne":null}}', fields: ['secret'] },
      { ...rule, actions: ['read'], subjects: ['NoteTemplate'], inverted: true, conditions: '{"company_id":{"$nin":[7]}}' },
      { ...rule, actions: ['manage'], subjects: ['Subscription'], inverted: true },
      { ...rule, actions: ['update'], subjects: ['Company'], fields: ['company_treatment'], conditions: '{"id":{"$eq":7}}' },
    ];
    const { disagreements, allowed } = compared(rules);
    expect(disagreements).toEqual([]);
    expect(allowed).toBeGreaterThan(0);
    expect(compared([])).toEqual({ disagreements: [], allowed: 0 });
  });

  it('tags a copy of the record, leaving the caller\'s object as it was', () => {
    const attributes = { id: 40, company_id: 7, account_type: 'limited' };
    const record = subjectOf('User', attributes);
    expect(record).not.toBe(attributes);
    expect(attributes).toEqual({ id: 40, company_id: 7, account_type: 'limited' });
    expect(Reflect.ownKeys(attributes)).toEqual(['id', 'company_id', 'account_type']);
    const users = buildAbility([{ actions: ['read'], subjects: ['User'], conditions: '{"company_id":7}', fields: null, inverted: false }]);
    expect(users.can('read', record)).toBe(true);
    expect(users.can('read', subjectOf('Customer', attributes))).toBe(false);
  });
});
