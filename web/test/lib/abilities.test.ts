import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS, buildAbility, subjectOf } from '../../src/lib/abilities';
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
