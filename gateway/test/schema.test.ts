import { readFileSync } from 'node:fs';
import { buildSchema as buildFromSdl, isObjectType, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema, resolvers, schemaPath } from '../src/schema.ts';

const committed = readFileSync(schemaPath, 'utf8');
const served = buildSchema();

/** Payloads, connections and FieldError are built by the resolvers in their GraphQL shape; default resolvers read them. */
const builtInGraphQLShape = (typeName: string) =>
  typeName.endsWith('Payload') ||
  typeName.endsWith('Connection') ||
  typeName.endsWith('Edge') ||
  typeName === 'PageInfo' ||
  typeName === 'FieldError';

function resolverOf(typeName: string, fieldName: string): unknown {
  for (const map of resolvers as Record<string, Record<string, unknown> | undefined>[]) {
    const type = map[typeName];
    if (type && fieldName in type) return type[fieldName];
  }
  return undefined;
}

describe('schema', () => {
  it('serves exactly the committed schema.graphql', () => {
    expect(printSchema(lexicographicSortSchema(served))).toBe(printSchema(lexicographicSortSchema(buildFromSdl(committed))));
  });

  it('has a resolver for every query and mutation', () => {
    for (const root of [served.getQueryType(), served.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        expect(typeof resolverOf(root!.name, field.name), `${root!.name}.${field.name}`).toBe('function');
      }
    }
  });

  it('has a subscribe function for every subscription', () => {
    for (const field of Object.values(served.getSubscriptionType()?.getFields() ?? {})) {
      expect(typeof (resolverOf('Subscription', field.name) as { subscribe?: unknown } | undefined)?.subscribe, field.name).toBe('function');
    }
  });

  it('maps every field of the types read from REST records, whose names differ from the api', () => {
    const restTypes = Object.values(served.getTypeMap()).filter(
      (type) => isObjectType(type) && !type.name.startsWith('__') && !['Query', 'Mutation', 'Subscription'].includes(type.name) && !builtInGraphQLShape(type.name),
    );
    expect(restTypes.map((type) => type.name).sort()).toEqual([
      'AbilityRule',
      'Activity',
      'ActivityChange',
      'Appointment',
      'AppointmentChange',
      'AppointmentPerson',
      'AvailabilityWindow',
      'Booking',
      'BookingPage',
      'Company',
      'CompanySubscription',
      'Customer',
      'CustomerAccess',
      'CustomerAnswer',
      'CustomerField',
      'CustomerNote',
      'CustomersQuota',
      'Dashboard',
      'DashboardCustomers',
      'DashboardTasks',
      'DataExport',
      'MonthCount',
      'NoteAddendum',
      'NoteTemplate',
      'PaymentGateway',
      'PaymentMethod',
      'Plan',
      'PublicAppointment',
      'ReportCount',
      'ReportCustomerRows',
      'SearchAppointment',
      'SearchAppointments',
      'SearchCustomer',
      'SearchCustomers',
      'SearchResult',
      'SearchTask',
      'SearchTasks',
      'Session',
      'SigningCertificate',
      'SubscriptionStatus',
      'Task',
      'TaskAttachment',
      'TaskChange',
      'TaskChecklistItem',
      'TaskComment',
      'TaskCustomer',
      'TaskGroup',
      'TaskList',
      'TaskPerson',
      'TaskReport',
      'TaskReportRow',
      'TaskStatusCount',
      'TwoFactorStatus',
      'User',
      'UserSession',
      'WeekCount',
    ]);
    for (const type of restTypes) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const resolver = resolverOf(type.name, field.name);
        // A field may be given as its config ({ resolve, extensions }), which resolves with its `resolve`.
        const resolve = resolver && typeof resolver === 'object' && 'resolve' in resolver ? resolver.resolve : resolver;
        expect(typeof resolve, `${type.name}.${field.name}`).toBe('function');
      }
    }
  });
});
