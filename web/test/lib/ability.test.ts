import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS, buildAbility, subjectOf, type AbilityRuleData } from '../../src/lib/ability';
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

/** What the gateway makes of an api rule (AbilityRule in schema.graphql). */
const transported = (rule: RestRule): AbilityRuleData => ({
  actions: list(rule.action) ?? [],
  subjects: list(rule.subject) ?? [],
  conditions: rule.conditions && Object.keys(rule.conditions).length > 0 ? JSON.stringify(rule.conditions) : null,
  fields: list(rule.fields),
  inverted: rule.inverted === true,
});

describe('the rules the api sends', () => {
  it('open the same screens as the rules above, for each account type', async () => {
    // The api's own rules, so that a rule changed there is read here too.
    const path = new URL('../../../api/src/auth/abilities.ts', import.meta.url).pathname;
    const api = (await import(/* @vite-ignore */ path)) as ApiAbilities;
    const viewer = { id: 21, company_id: 7 };
    const of = (account_type: AccountType) => buildAbility(api.rulesFor({ ...viewer, account_type }).map(transported));
    expect(permitted(of('system_admin'))).toEqual(['company', 'billing', 'customerFields', 'users', 'editUser', 'customers', 'noteTemplates']);
    expect(permitted(of('standard'))).toEqual(['company', 'billing', 'customerFields', 'users', 'editUser', 'customers', 'noteTemplates']);
    expect(permitted(of('limited'))).toEqual(['editUser', 'customers', 'noteTemplates']);
    // A note is changed by its author, or by a standard or system_admin user.
    const note = (creator_id: number | null) => subjectOf('CustomerNote', { company_id: 7, creator_id });
    expect(of('limited').can('update', note(21))).toBe(true);
    expect(of('limited').can('update', note(40))).toBe(false);
    expect(of('standard').can('delete', note(40))).toBe(true);
    // Another company's records are nobody's here.
    expect(of('system_admin').can('update', subjectOf('Customer', { company_id: 8 }))).toBe(false);
  });

  it("tags a copy of the record, leaving the caller's object as it was", () => {
    const attributes = { id: 40, company_id: 7, account_type: 'limited' };
    const record = subjectOf('User', attributes);
    expect(record).not.toBe(attributes);
    expect(Reflect.ownKeys(attributes)).toEqual(['id', 'company_id', 'account_type']);
    const users = buildAbility([{ actions: ['read'], subjects: ['User'], conditions: '{"company_id":7}', fields: null, inverted: false }]);
    expect(users.can('read', record)).toBe(true);
    expect(users.can('read', subjectOf('Customer', attributes))).toBe(false);
  });
});
