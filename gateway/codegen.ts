import type { CodegenConfig } from '@graphql-codegen/cli';

/** Where a GraphQL type's parent comes from: `areas/<area>/index.ts#Type`. */
const from = (area: string, type: string) => `../areas/${area}/index.ts#${type}`;

/**
 * The resolvers' types, made from `schema.graphql` (`pnpm --filter @practice/gateway codegen`):
 * each field's arguments, and each object's parent as the REST record its area reads it from.
 * `test/codegen.test.ts` fails when the checked-in file differs from what this makes.
 */
const config: CodegenConfig = {
  schema: '../schema.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: [
        { add: { content: '// Made by graphql-codegen from schema.graphql (gateway/codegen.ts): run `pnpm --filter @practice/gateway codegen`, do not edit.\n/* eslint-disable */' } },
        'typescript',
        'typescript-resolvers',
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: false,
        contextType: '../context.ts#GatewayContext',
        scalars: { DateTime: 'string', File: '../rest/multipart.ts#UploadFile' },
        // The enums whose internal values are the api's own words (the resolvers' enum maps).
        enumValues: {
          AnswerType: {
            SHORT_TEXT: 'short_text',
            TEXT: 'text',
            MULTIPLE_CHOICE: 'multiple_choice',
            MULTIPLE_RESPONSE: 'multiple_response',
            SELECTBOX: 'selectbox',
            RG: 'rg',
            CPF: 'cpf',
            DATE: 'date',
            TIME: 'time',
            PHONE: 'phone',
          },
          TermGender: { MASCULINE: 'masculine', FEMININE: 'feminine' },
          PlanIdentifier: { FREE: 'free', LEAN: 'lean', TEAM: 'team' },
          CustomersLimitPeriod: { TOTAL: 'total', MONTH: 'month' },
          AccountType: { LIMITED: 'limited', STANDARD: 'standard', SYSTEM_ADMIN: 'system_admin' },
          UserOrderField: { EMAIL: 'email', NAME: 'name', CREATED_AT: 'created_at' },
        },
        // The arguments and parents are typed; what a resolver answers is not, since payloads may
        // hand a field over as a function to call and enums are the api's words in upper case.
        resolverTypeWrapperSignature: 'unknown',
        mappers: {
          // The api's words, which GraphQL checks against the enum's internal values.
          AccountType: 'string',
          CustomersLimitPeriod: 'string',
          PlanIdentifier: 'string',
          AbilityRule: from('users', 'RestRule'),
          Activity: from('activity', 'RestActivity'),
          ActivityChange: from('activity', 'RestActivityChange'),
          AnswerType: from('customer-fields', 'RestAnswerType'),
          Appointment: from('appointments', 'RestAppointment'),
          AvailabilityWindow: from('appointments', 'RestAvailabilityWindow'),
          Booking: from('appointments', 'RestBooking'),
          BookingPage: from('appointments', 'RestBookingPage'),
          Company: from('companies', 'RestCompany'),
          CompanySubscription: from('billing', 'RestSubscription'),
          Customer: from('customers', 'RestCustomer'),
          CustomerAccess: from('customers', 'RestCustomerAccess'),
          CustomerAnswer: from('customers', 'CustomerAnswerRecord'),
          CustomerField: from('customer-fields', 'RestCustomerField'),
          CustomerNote: from('notes', 'RestCustomerNote'),
          CustomersQuota: from('plans', 'RestPlanWithQuota'),
          Dashboard: from('dashboard', 'RestDashboardStats'),
          DashboardCustomers: from('dashboard', 'RestDashboardCustomers'),
          DashboardTasks: from('dashboard', 'RestDashboardTasks'),
          DataExport: from('records', 'RestDataExport'),
          MonthCount: from('dashboard', 'RestMonthCount'),
          NoteAddendum: from('notes', 'RestNoteAddendum'),
          NoteTemplate: from('note-templates', 'RestNoteTemplate'),
          PaymentGateway: from('billing', 'RestBillingSettings'),
          PaymentMethod: from('billing', 'RestPaymentMethod'),
          Plan: from('plans', 'RestPlan'),
          PublicAppointment: from('appointments', 'RestPublicAppointment'),
          ReportCount: from('reports', 'RestReportCount'),
          ReportCustomerRows: from('customers', 'RestCustomerPage'),
          SearchAppointment: from('search', 'RestSearchAppointment'),
          SearchCustomer: from('search', 'RestSearchCustomer'),
          SearchResult: from('search', 'RestSearchResult'),
          SearchTask: from('search', 'RestSearchTask'),
          Session: '../rest/auth-headers.ts#AuthHeaders',
          SigningCertificate: from('signatures', 'RestSigningCertificate'),
          SubscriptionStatus: from('companies', 'RestSubscriptionStatus'),
          Task: from('tasks', 'TaskRecord'),
          TermGender: from('companies', 'RestTermGender'),
          TaskAttachment: from('tasks', 'RestTaskAttachment'),
          TaskComment: from('tasks', 'RestTaskComment'),
          TaskGroup: from('tasks', 'GroupRecord'),
          TaskList: from('tasks', 'BoardRecord'),
          TaskStatusCount: from('dashboard', 'RestTaskStatusCount'),
          TaskPerson: from('tasks', 'PersonRecord'),
          TaskReport: from('reports', 'RestTaskReport'),
          TaskReportRow: from('reports', 'RestTaskReportRow'),
          TwoFactorStatus: from('accounts', 'RestTwoFactor'),
          User: from('users', 'RestUser'),
          UserSession: from('accounts', 'RestSession'),
          WeekCount: from('dashboard', 'RestWeekCount'),
        },
      },
    },
  },
};

export default config;
