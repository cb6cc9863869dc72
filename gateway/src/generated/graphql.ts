// Made by graphql-codegen from schema.graphql (gateway/codegen.ts): run `pnpm --filter @practice/gateway codegen`, do not edit.
/* eslint-disable */
import type { UploadFile } from '../rest/multipart.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestRule, RestUser } from '../areas/users/index.ts';
import type { RestActivity, RestActivityChange } from '../areas/activity/index.ts';
import type { RestAnswerType, RestCustomerField } from '../areas/customer-fields/index.ts';
import type { RestAppointment, RestAvailabilityWindow, RestBooking, RestBookingPage, RestPublicAppointment } from '../areas/appointments/index.ts';
import type { RestCompany, RestSubscriptionStatus, RestTermGender } from '../areas/companies/index.ts';
import type { RestSubscription, RestBillingSettings, RestPaymentMethod } from '../areas/billing/index.ts';
import type { RestCustomer, RestCustomerAccess, CustomerAnswerRecord, RestCustomerPage } from '../areas/customers/index.ts';
import type { RestCustomerNote, RestNoteAddendum } from '../areas/notes/index.ts';
import type { RestPlanWithQuota, RestPlan } from '../areas/plans/index.ts';
import type { RestDashboardStats, RestDashboardCustomers, RestDashboardTasks, RestMonthCount, RestTaskStatusCount, RestWeekCount } from '../areas/dashboard/index.ts';
import type { RestDataExport } from '../areas/records/index.ts';
import type { RestNoteTemplate } from '../areas/note-templates/index.ts';
import type { RestReportCount, RestTaskReport, RestTaskReportRow } from '../areas/reports/index.ts';
import type { RestSearchAppointment, RestSearchCustomer, RestSearchResult, RestSearchTask } from '../areas/search/index.ts';
import type { AuthHeaders } from '../rest/auth-headers.ts';
import type { RestSigningCertificate } from '../areas/signatures/index.ts';
import type { TaskRecord, RestTaskAttachment, RestTaskComment, GroupRecord, BoardRecord, PersonRecord } from '../areas/tasks/index.ts';
import type { RestTwoFactor, RestSession } from '../areas/accounts/index.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time in ISO 8601, UTC (for example 2026-11-22T13:45:00.000Z). */
  DateTime: { input: string; output: string; }
  /**
   * A file sent with the GraphQL multipart request spec (a `multipart/form-data` POST whose `operations`
   * part holds the query and whose other parts hold the files; it must carry the `x-graphql-csrf` header).
   */
  File: { input: UploadFile; output: UploadFile; }
};

/**
 * One CASL rule. `conditions` is a JSON object text over the subject's REST fields (for example
 * `{"id":21}`); a list value there means "any of these", which CASL writes `{"$in": [...]}`.
 */
export type AbilityRule = {
  __typename?: 'AbilityRule';
  /** read, create, update, destroy, edit or manage (manage means every action). */
  actions: Array<Scalars['String']['output']>;
  /** JSON object text; null when the rule holds for every record of its subjects. */
  conditions?: Maybe<Scalars['String']['output']>;
  /** The fields the rule is limited to; null for all of them. */
  fields?: Maybe<Array<Scalars['String']['output']>>;
  /** A rule that forbids instead of allowing. */
  inverted: Scalars['Boolean']['output'];
  /** Company, CustomerField, User, Customer, NoteTemplate, or all. */
  subjects: Array<Scalars['String']['output']>;
};

export type AccountType =
  | 'limited'
  | 'standard'
  | 'system_admin';

export type Activity = {
  __typename?: 'Activity';
  /**
   * What changed, each field with its pt-BR label and its values as the screens show them. Secrets
   * (passwords, tokens) read '[FILTRADO]'; a note's text is never listed.
   */
  changes: Array<ActivityChange>;
  createdAt: Scalars['DateTime']['output'];
  customerDatabaseId?: Maybe<Scalars['Int']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  event: ActivityEvent;
  /** Criação, Atualização or Exclusão. */
  eventText: Scalars['String']['output'];
  itemDatabaseId: Scalars['Int']['output'];
  itemName?: Maybe<Scalars['String']['output']>;
  /** Company, User, Customer, Task... */
  itemType: Scalars['String']['output'];
  /** The kind of record in the company's words (a Customer reads 'Paciente' where the company says so). */
  itemTypeText: Scalars['String']['output'];
  /** 'Agora há pouco', 'Há 5 minutos', 'Há 3 horas', 'Há 2 dias', then the date and time. */
  relativeTime: Scalars['String']['output'];
  /**
   * The entry as a sentence in pt-BR that names the record: 'Concluiu a tarefa Ligar para o convênio',
   * 'Escreveu uma anotação'. From an api that answers none, the kind of record and its name.
   */
  summary: Scalars['String']['output'];
  /** Who made the change; 'Usuário removido' once that user is gone. */
  userName: Scalars['String']['output'];
};

/** One change recorded in the history: a field named in pt-BR, its value before and after, as text. */
export type ActivityChange = {
  __typename?: 'ActivityChange';
  fieldName: Scalars['String']['output'];
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  edges: Array<ActivityEdge>;
  pageInfo: PageInfo;
};

export type ActivityEdge = {
  __typename?: 'ActivityEdge';
  cursor: Scalars['String']['output'];
  node: Activity;
};

export type ActivityEvent =
  | 'CREATE'
  | 'DESTROY'
  | 'UPDATE';

export type AddNoteAddendumInput = {
  /** Plain text, up to 5,000 characters. */
  body: Scalars['String']['input'];
  noteId: Scalars['ID']['input'];
};

export type AddNoteAddendumPayload = {
  __typename?: 'AddNoteAddendumPayload';
  /** body, or base when the note is not locked. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** The note with all its addenda. */
  note?: Maybe<CustomerNote>;
};

export type AddPaymentMethodInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  setAsDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** The token the provider's browser script made of the card. */
  token: Scalars['String']['input'];
};

export type AddPaymentMethodPayload = {
  __typename?: 'AddPaymentMethodPayload';
  /** The company with its cards and subscription as they are now (a suspended company pays with the new card). */
  company?: Maybe<Company>;
  /** A card the provider refused is reported here, in the provider's words. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
};

export type AddTaskAttachmentInput = {
  file: Scalars['File']['input'];
  taskId: Scalars['ID']['input'];
};

export type AddTaskChecklistItemInput = {
  content: Scalars['String']['input'];
  taskId: Scalars['ID']['input'];
};

export type AddTaskCommentInput = {
  content: Scalars['String']['input'];
  taskId: Scalars['ID']['input'];
};

/** How a question of the customer registration form is answered, and the input the form shows for it. */
export type AnswerType =
  /** NNN.NNN.NNN-NN. */
  | 'cpf'
  /** YYYY-MM-DD. */
  | 'date'
  /** One of the options (radio buttons). */
  | 'multiple_choice'
  /** Any of the options (checkboxes). */
  | 'multiple_response'
  /** (NN) NNNN-NNNN or (NN) NNNNN-NNNN. */
  | 'phone'
  | 'rg'
  /** One of the options, from a dropdown. */
  | 'selectbox'
  /** One line of text. */
  | 'short_text'
  /** A paragraph. */
  | 'text'
  /** HH:MM, hours up to 23. */
  | 'time';

/** An appointment of the agenda: a customer with a professional, at a time. */
export type Appointment = Node & {
  __typename?: 'Appointment';
  createdAt: Scalars['String']['output'];
  customer: AppointmentPerson;
  databaseId: Scalars['Int']['output'];
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  professional: AppointmentPerson;
  reminderSentAt?: Maybe<Scalars['String']['output']>;
  /** The id (REST) of the series' first appointment, shared by its dates; null outside a series. */
  seriesId?: Maybe<Scalars['Int']['output']>;
  source: AppointmentSource;
  /** ISO 8601 with the São Paulo offset, for example 2026-12-01T09:00:00-03:00. */
  startsAt: Scalars['String']['output'];
  status: AppointmentStatus;
  /** A Mantine colour name. */
  statusColor: Scalars['String']['output'];
  /** Agendado, Confirmado, Atendido, Faltou or Cancelado. */
  statusText: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** The reminder as a WhatsApp link to the customer's phone; null without a phone, or once it is not scheduled or confirmed. */
  whatsappUrl?: Maybe<Scalars['String']['output']>;
};

/** Which appointments changed; their data is read through the normal queries. */
export type AppointmentChange = {
  __typename?: 'AppointmentChange';
  appointmentIds: Array<Scalars['ID']['output']>;
  deleted: Scalars['Boolean']['output'];
};

export type AppointmentFrequency =
  | 'BIWEEKLY'
  | 'MONTHLY'
  | 'WEEKLY';

export type AppointmentPayload = {
  __typename?: 'AppointmentPayload';
  appointment?: Maybe<Appointment>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

/** A customer or a professional of an appointment, by name. */
export type AppointmentPerson = {
  __typename?: 'AppointmentPerson';
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AppointmentRecurrenceInput = {
  /** How many dates, the first included, at most 52; or `until`. */
  count?: InputMaybe<Scalars['Int']['input']>;
  frequency: AppointmentFrequency;
  /** YYYY-MM-DD, the last day a date may fall on. */
  until?: InputMaybe<Scalars['String']['input']>;
};

/** Which dates of a series a change reaches: this one, this and the following, or all. */
export type AppointmentScope =
  | 'ALL'
  | 'FOLLOWING'
  | 'THIS';

export type AppointmentSource =
  | 'ONLINE'
  | 'STAFF';

export type AppointmentStatus =
  | 'ATTENDED'
  | 'CANCELED'
  | 'CONFIRMED'
  | 'MISSED'
  | 'SCHEDULED';

export type AppointmentTokenInput = {
  token: Scalars['String']['input'];
};

export type ArchiveCustomerInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveCustomerPayload = {
  __typename?: 'ArchiveCustomerPayload';
  /** The customer with its archivedAt. */
  customer?: Maybe<Customer>;
  /** The customer as an edge, for the list of archived customers it enters. */
  customerEdge?: Maybe<CustomerEdge>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

/** A span of a weekday (0 Sunday to 6 Saturday) the professional sees people, HH:mm to HH:mm. */
export type AvailabilityWindow = {
  __typename?: 'AvailabilityWindow';
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
  weekday: Scalars['Int']['output'];
};

export type AvailabilityWindowInput = {
  end: Scalars['String']['input'];
  start: Scalars['String']['input'];
  weekday: Scalars['Int']['input'];
};

export type BeginTwoFactorSetupPayload = {
  __typename?: 'BeginTwoFactorSetupPayload';
  errors: Array<Scalars['String']['output']>;
  /** The otpauth:// address the QR code holds. */
  otpauthUrl?: Maybe<Scalars['String']['output']>;
  /** The QR code, as SVG markup. */
  qrCodeSvg?: Maybe<Scalars['String']['output']>;
  /** The secret in base32, to type into the app by hand. */
  secret?: Maybe<Scalars['String']['output']>;
};

export type BookAppointmentInput = {
  companyHash: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** One of `bookingSlots`. */
  startsAt: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type BookAppointmentPayload = {
  __typename?: 'BookAppointmentPayload';
  booking?: Maybe<Booking>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type Booking = {
  __typename?: 'Booking';
  endsAt: Scalars['String']['output'];
  professionalName: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
};

export type BookingPage = {
  __typename?: 'BookingPage';
  companyName: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The professionals who have hours set. */
  professionals: Array<AppointmentPerson>;
  slotMinutes: Scalars['Int']['output'];
};

export type ChangePasswordInput = {
  /** The signed-in user's current password; a wrong one comes back as a field error on current_password. */
  currentPassword: Scalars['String']['input'];
  /** 6 to 128 characters with at least one letter and one digit; any other character is allowed. */
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type ChangePlanInput = {
  /**
   * A paid plan needs a saved card and is charged at once (a running trial just changes plan);
   * FREE cancels a paid plan at the end of the period already paid.
   */
  planIdentifier: PlanIdentifier;
};

export type ChangePlanPayload = {
  __typename?: 'ChangePlanPayload';
  company?: Maybe<Company>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type Company = Node & {
  __typename?: 'Company';
  /**
   * The company's activity history, newest first. `first` defaults to 50 (what 'Carregar mais' adds);
   * pages are followed forward with `after`. Days are YYYY-MM-DD on the practice's calendar, both included.
   */
  activityHistory: ActivityConnection;
  /** The length of an online booking's slot, in minutes (default 50). */
  bookingSlotMinutes: Scalars['Int']['output'];
  /** The company's word for itself, singular (for example Clínica). */
  companyTreatment: Scalars['String']['output'];
  /** The gender of companyTreatment: 'Clínica alterada', 'Consultório alterado'. */
  companyTreatmentGender: TermGender;
  companyTreatmentPlural: Scalars['String']['output'];
  /** The questions of the customer registration form, in the company's saved order (after the fixed name). */
  customerFields: Array<CustomerField>;
  /** The company's word for the people it serves, singular (for example Paciente). */
  customerTreatment: Scalars['String']['output'];
  /** The gender of customerTreatment: 'Nenhum aluno cadastrado', 'Nenhuma hóspede cadastrada'. */
  customerTreatmentGender: TermGender;
  customerTreatmentPlural: Scalars['String']['output'];
  /**
   * The company's customers, one slice at a time. Pages are either followed with `after` (Relay
   * pagination) or jumped to with `page`, which starts the slice at (page - 1) × first and ignores `after`.
   */
  customers: CustomerConnection;
  /** How the company's customers count against its plan's limit. */
  customersQuota: CustomersQuota;
  /** The dashboard's figures, on the practice's calendar (America/Sao_Paulo). */
  dashboard: Dashboard;
  /** An export of all the company's data asked for with exportCompanyData; null when there is none with that id (they are removed 24 hours after they are done). */
  dataExport?: Maybe<DataExport>;
  /** The id in the REST api. */
  databaseId: Scalars['Int']['output'];
  hashid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The company's own name (Clínica Bem Viver): the header, the print letterhead while it has none, e-mails. Null until it is given. */
  name?: Maybe<Scalars['String']['output']>;
  /** The company's note templates, by name. */
  noteTemplates: NoteTemplateConnection;
  onboardingCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether patients may book online at /booking/{hashid}; off until an administrator turns it on. */
  onlineBookingEnabled: Scalars['Boolean']['output'];
  /** The saved cards, the default first. Only system_admin and standard users may read them. */
  paymentMethods: Array<PaymentMethod>;
  plan: Plan;
  printFooter?: Maybe<Scalars['String']['output']>;
  printHeader?: Maybe<Scalars['String']['output']>;
  /** A signed link to the print layout's preview PDF, which a browser's viewer opens without headers for 5 to 10 minutes. */
  printPreviewUrl: Scalars['String']['output'];
  professionalDescription?: Maybe<Scalars['String']['output']>;
  professionalRole?: Maybe<Scalars['String']['output']>;
  /** How many hours before an appointment its reminder e-mail goes out; 0 sends none (default 24). */
  reminderHoursBefore: Scalars['Int']['output'];
  /**
   * The customer report's rows for an export, a plain page of up to 1,000 (a connection page costs
   * too much at that size): customers registered between `createdFrom` and `createdTo`, oldest first.
   */
  reportCustomerRows: ReportCustomerRows;
  /**
   * The customer report's rows: the customers registered between `createdFrom` and `createdTo`
   * (YYYY-MM-DD on the practice's calendar, both included, either left out for no bound), oldest
   * first. Slices of up to 1,000, so an export reads the company in few requests.
   */
  reportCustomers: CustomerConnection;
  /** Every user must sign in with two steps; those without it are sent to set it up. Only administrators change it. */
  requireTwoFactor: Scalars['Boolean']['output'];
  /** What the company pays for. Only system_admin and standard users may read it (FORBIDDEN otherwise). */
  subscription: CompanySubscription;
  subscriptionStatus: SubscriptionStatus;
  /** The task report of the tasks created between `createdFrom` and `createdTo` (YYYY-MM-DD, both included), with one page of its rows, oldest first. */
  taskReport: TaskReport;
  /**
   * The company's users, one slice at a time, for a table that jumps to page N with one request:
   * `page` starts the slice at (page - 1) × first and ignores `after`. Without `page`, `after` is
   * followed as in Relay pagination (cursors are offsets).
   */
  users: UserConnection;
};


export type CompanyActivityHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<ActivityEvent>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  fromDate?: InputMaybe<Scalars['String']['input']>;
  itemTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  toDate?: InputMaybe<Scalars['String']['input']>;
};


export type CompanyCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<CustomerOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type CompanyDataExportArgs = {
  databaseId: Scalars['Int']['input'];
};


export type CompanyNoteTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CompanyPrintPreviewUrlArgs = {
  pageSize: PageSize;
};


export type CompanyReportCustomerRowsArgs = {
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  createdTo?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type CompanyReportCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  createdTo?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type CompanyTaskReportArgs = {
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  createdTo?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type CompanyUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What the company pays for: its plan, whether it is paid up, its trial and its next charge. */
export type CompanySubscription = {
  __typename?: 'CompanySubscription';
  /** On a paid plan, shown as Ativo (true) or Inativo (false). */
  active: Scalars['Boolean']['output'];
  /** The paid plan was cancelled: it stays until `nextCharge`, then the company moves to the free plan. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** Subscriber since. */
  createdAt: Scalars['DateTime']['output'];
  /** When the next monthly charge falls, on a paid plan. */
  nextCharge?: Maybe<Scalars['DateTime']['output']>;
  plan: Plan;
  /** trialing, active, pending, suspended or canceled. */
  status: Scalars['String']['output'];
  /** Payment pending or refused, or a trial that ended unpaid: every screen but paying is closed. */
  suspended: Scalars['Boolean']['output'];
  /** Whole days left in the trial, while it runs; null otherwise. */
  trialDaysLeft?: Maybe<Scalars['Int']['output']>;
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

export type CompleteOnboardingPayload = {
  __typename?: 'CompleteOnboardingPayload';
  company?: Maybe<Company>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type ConfirmTwoFactorInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

export type CreateAppointmentInput = {
  customerId: Scalars['ID']['input'];
  endsAt: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  recurrence?: InputMaybe<AppointmentRecurrenceInput>;
  /** ISO 8601; without an offset it is read on the São Paulo clock. */
  startsAt: Scalars['String']['input'];
  status?: InputMaybe<AppointmentStatus>;
  /** The professional; the signed-in user when left out. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateCustomerFieldInput = {
  answerType: AnswerType;
  mandatory: Scalars['Boolean']['input'];
  /** For MULTIPLE_CHOICE, MULTIPLE_RESPONSE and SELECTBOX; empty options are ignored. */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  question: Scalars['String']['input'];
};

export type CreateCustomerFieldPayload = {
  __typename?: 'CreateCustomerFieldPayload';
  /** The company with its questions in their new order. */
  company?: Maybe<Company>;
  customerField?: Maybe<CustomerField>;
  /** Field errors keyed as the api names them (question, answer_type, options). */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type CreateCustomerInput = {
  answers: Array<CustomerAnswerInput>;
  /** A .jpg, .jpeg or .png photo. */
  image?: InputMaybe<Scalars['File']['input']>;
  name: Scalars['String']['input'];
};

export type CreateCustomerNoteInput = {
  /** HTML; the api keeps only what its allowlist allows. */
  body: Scalars['String']['input'];
  customerId: Scalars['ID']['input'];
  /** 'Somente eu': only the author will read it. */
  private?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateCustomerNotePayload = {
  __typename?: 'CreateCustomerNotePayload';
  /** The customer, to read the count of its notes again. */
  customer?: Maybe<Customer>;
  /** Field errors keyed as the api names them (body). */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** The new note as an edge, first of its customer's notes. */
  noteEdge?: Maybe<CustomerNoteEdge>;
};

export type CreateCustomerPayload = {
  __typename?: 'CreateCustomerPayload';
  /** The company with its quota after the registration. */
  company?: Maybe<Company>;
  customer?: Maybe<Customer>;
  /** The new customer as an edge, for lists to take in. */
  customerEdge?: Maybe<CustomerEdge>;
  /** Field errors keyed name, fields_values or the question's id; a reached plan limit comes as a message that mentions the limit. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type CreateNoteTemplateInput = {
  body: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateNoteTemplatePayload = {
  __typename?: 'CreateNoteTemplatePayload';
  /** Field errors keyed as the api names them (name, body). */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  noteTemplate?: Maybe<NoteTemplate>;
  noteTemplateEdge?: Maybe<NoteTemplateEdge>;
};

export type CreateTaskInput = {
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Checklist items; trimmed, empty ones ignored. */
  checklistItems?: InputMaybe<Array<Scalars['String']['input']>>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** HTML from the rich text editor; sanitized by the api. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; empty or null for none. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  estimatedHours?: InputMaybe<Scalars['Float']['input']>;
  /** The column; the board's first when left out. */
  kanbanGroup?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<TaskPriority>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  taskListId: Scalars['ID']['input'];
  timeSpent?: InputMaybe<Scalars['Float']['input']>;
  title: Scalars['String']['input'];
};

export type CreateTaskListInput = {
  /** The columns in order; at least one after trimming and dropping empty ones. 'A fazer' when left out. */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type CreateTaskListPayload = {
  __typename?: 'CreateTaskListPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  taskList?: Maybe<TaskList>;
};

export type CreateTaskPayload = {
  __typename?: 'CreateTaskPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  task?: Maybe<Task>;
  /** The board with its counts after the change. */
  taskList?: Maybe<TaskList>;
};

export type CreateUserInput = {
  accountType: AccountType;
  email: Scalars['String']['input'];
  /** A .jpg, .jpeg or .png photo. */
  image?: InputMaybe<Scalars['File']['input']>;
  name: Scalars['String']['input'];
  /** Letters and digits, at least 6. */
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  /** (NN) NNNN-NNNN or (NN) NNNNN-NNNN. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserPayload = {
  __typename?: 'CreateUserPayload';
  /** Field errors keyed as the api names them (email, name, password, password_confirmation, phone, account_type); a reached plan limit comes as a message that mentions the limit. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  user?: Maybe<User>;
  /** The new user as an edge, for lists to take in. */
  userEdge?: Maybe<UserEdge>;
};

/** A person the company serves (a patient, a client, a student). */
export type Customer = Node & {
  __typename?: 'Customer';
  /**
   * Who read the customer's record (details, notes, a note, a note's PDF), newest first; `first`
   * defaults to 50, at most 100. Only for those who manage customers: others get FORBIDDEN.
   */
  accesses: CustomerAccessConnection;
  /** One per question of the company's form, in the form's order; a question left unanswered has no values. */
  answers: Array<CustomerAnswer>;
  /** When the customer was archived (hidden from lists, search and reports, read-only); null while active. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** An export of the customer's data asked for with exportCustomerData; null when there is none with that id (they are removed 24 hours after they are done). */
  dataExport?: Maybe<DataExport>;
  /** The id in the REST api, the one the web app's addresses carry. */
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The customer's notes, newest first. */
  notes: CustomerNoteConnection;
};


/** A person the company serves (a patient, a client, a student). */
export type CustomerAccessesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person the company serves (a patient, a client, a student). */
export type CustomerDataExportArgs = {
  databaseId: Scalars['Int']['input'];
};


/** A person the company serves (a patient, a client, a student). */
export type CustomerNotesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One read of a customer's record, as the access log keeps it; never changed. */
export type CustomerAccess = {
  __typename?: 'CustomerAccess';
  /** What was read, in pt-BR ('Visualizou o cadastro'). */
  action: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['Int']['output'];
  /** The address the read came from. */
  ip?: Maybe<Scalars['String']['output']>;
  /** The reader's name when they read ('Link assinado' for a PDF opened by a signed link). */
  userName: Scalars['String']['output'];
};

export type CustomerAccessConnection = {
  __typename?: 'CustomerAccessConnection';
  edges: Array<CustomerAccessEdge>;
  pageInfo: PageInfo;
};

export type CustomerAccessEdge = {
  __typename?: 'CustomerAccessEdge';
  cursor: Scalars['String']['output'];
  node: CustomerAccess;
};

/** A customer's answer to one question of the registration form. */
export type CustomerAnswer = {
  __typename?: 'CustomerAnswer';
  field: CustomerField;
  /**
   * The answer as stored: one value for every type but MULTIPLE_RESPONSE, which has one per chosen
   * option. An 'Outros' option carries the text typed for it in braces ('Outros {Indicação}').
   */
  values: Array<Scalars['String']['output']>;
};

/** An answer to send: the values as `CustomerAnswer.values` describes them; no values clears the answer. */
export type CustomerAnswerInput = {
  fieldId: Scalars['ID']['input'];
  values: Array<Scalars['String']['input']>;
};

export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  edges: Array<CustomerEdge>;
  pageInfo: PageInfo;
  /** Customers matching the search, across all pages. */
  totalCount: Scalars['Int']['output'];
};

export type CustomerEdge = {
  __typename?: 'CustomerEdge';
  cursor: Scalars['String']['output'];
  node: Customer;
};

/** A question of the company's customer registration form. */
export type CustomerField = Node & {
  __typename?: 'CustomerField';
  answerType: AnswerType;
  createdAt: Scalars['DateTime']['output'];
  /** The id in the REST api, the key of the question's answers. */
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** A customer cannot be saved without an answer to it. */
  mandatory: Scalars['Boolean']['output'];
  /**
   * The choices of MULTIPLE_CHOICE, MULTIPLE_RESPONSE and SELECTBOX questions, in order. An 'Outros'
   * option (one starting with outro, outra, outros or outras) comes last and asks for a text of its own.
   */
  options: Array<Scalars['String']['output']>;
  question: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A note written about a customer, in sanitized HTML (paragraphs, headings, bold, italic, underline,
 * strike, lists, links, the company's own images, simple tables). Locking is one way: a locked note
 * can be read, printed, duplicated and given addenda, never changed or deleted. A private note
 * ('Somente eu') is read by its author alone: anyone else gets its date and author, with no body,
 * addenda or PDF.
 */
export type CustomerNote = Node & {
  __typename?: 'CustomerNote';
  /** The texts written under the locked note, oldest first; empty on a private note of someone else. */
  addenda: Array<NoteAddendum>;
  /** Sanitized HTML; its images are signed links valid for the next hour. Null on a private note of someone else. */
  body?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The author's user id in the REST api, for the rules on who may change it; null once that user is gone. */
  creatorDatabaseId?: Maybe<Scalars['Int']['output']>;
  creatorName: Scalars['String']['output'];
  /** The id in the REST api. */
  databaseId: Scalars['Int']['output'];
  /** The note's public handle, in its PDF's address. */
  hashid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locked: Scalars['Boolean']['output'];
  lockedAt?: Maybe<Scalars['DateTime']['output']>;
  lockedByName?: Maybe<Scalars['String']['output']>;
  /** A signed link to the note's PDF, which a browser's viewer opens without headers for 5 to 10 minutes; null on a private note of someone else. */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  /** 'Somente eu': only the author reads the body, the addenda and the PDF. */
  private: Scalars['Boolean']['output'];
  /**
   * A locked note's PDF signed with an A1 certificate (its author's, else the company's), a link that
   * lives a few minutes; null on an unlocked note and on someone else's private note.
   */
  signedPdfUrl?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};


/**
 * A note written about a customer, in sanitized HTML (paragraphs, headings, bold, italic, underline,
 * strike, lists, links, the company's own images, simple tables). Locking is one way: a locked note
 * can be read, printed, duplicated and given addenda, never changed or deleted. A private note
 * ('Somente eu') is read by its author alone: anyone else gets its date and author, with no body,
 * addenda or PDF.
 */
export type CustomerNotePdfUrlArgs = {
  pageSize: PageSize;
};


/**
 * A note written about a customer, in sanitized HTML (paragraphs, headings, bold, italic, underline,
 * strike, lists, links, the company's own images, simple tables). Locking is one way: a locked note
 * can be read, printed, duplicated and given addenda, never changed or deleted. A private note
 * ('Somente eu') is read by its author alone: anyone else gets its date and author, with no body,
 * addenda or PDF.
 */
export type CustomerNoteSignedPdfUrlArgs = {
  pageSize: PageSize;
};

export type CustomerNoteConnection = {
  __typename?: 'CustomerNoteConnection';
  edges: Array<CustomerNoteEdge>;
  pageInfo: PageInfo;
  /** All the customer's notes. */
  totalCount: Scalars['Int']['output'];
};

export type CustomerNoteEdge = {
  __typename?: 'CustomerNoteEdge';
  cursor: Scalars['String']['output'];
  node: CustomerNote;
};

export type CustomerOrder = {
  /** The question whose answers order the list; required with ANSWER. */
  customerFieldId?: InputMaybe<Scalars['ID']['input']>;
  direction: OrderDirection;
  field: CustomerOrderField;
};

export type CustomerOrderField =
  /** The answers to the question `customerFieldId`. */
  | 'ANSWER'
  | 'CREATED_AT'
  | 'NAME';

export type CustomersLimitPeriod =
  /** The limit counts customers registered in the current month, from the second month on. */
  | 'month'
  /** The limit counts every customer ever registered. */
  | 'total';

/** Where the company stands against its plan's customer limit. */
export type CustomersQuota = {
  __typename?: 'CustomersQuota';
  /** Customers that count against the limit: all of them on the free plan, those of the current month on paid plans. */
  customersCount: Scalars['Int']['output'];
  /** The plan's limit; null means unlimited. */
  customersLimit?: Maybe<Scalars['Int']['output']>;
  /** No further customer can be registered under the current plan. */
  exceededCustomersLimit: Scalars['Boolean']['output'];
};

export type Dashboard = {
  __typename?: 'Dashboard';
  customers: DashboardCustomers;
  /** The last six calendar months, oldest first, months without notes included. */
  notesPerMonth: Array<MonthCount>;
  /** The company's latest five activities. */
  recentActivities: Array<Activity>;
  /** The tasks by status: pending, due_today, overdue, completed. */
  taskDistribution: Array<TaskStatusCount>;
  tasks: DashboardTasks;
  /** The last eight weeks (from Monday), oldest first: tasks created and tasks completed. */
  tasksPerWeek: Array<WeekCount>;
};

export type DashboardCustomers = {
  __typename?: 'DashboardCustomers';
  /** This month against the whole of last month, in percent with one decimal. */
  changePercent: Scalars['Float']['output'];
  /** Registered in the whole of last month; with none, `changePercent` compares with nothing. */
  lastMonth: Scalars['Int']['output'];
  /** Registered since the start of this month. */
  thisMonth: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  trend: Trend;
};

/**
 * Tasks by status: COMPLETED once completed, OVERDUE when the due date has passed, DUE_TODAY on the
 * due date, PENDING otherwise. The four add up to the total.
 */
export type DashboardTasks = {
  __typename?: 'DashboardTasks';
  completed: Scalars['Int']['output'];
  /** Completed out of all, in percent with one decimal. */
  completionRate: Scalars['Float']['output'];
  dueToday: Scalars['Int']['output'];
  overdue: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A ZIP of data being built in the background, then kept for 24 hours. */
export type DataExport = {
  __typename?: 'DataExport';
  createdAt: Scalars['DateTime']['output'];
  /** The id in the REST api. */
  databaseId: Scalars['Int']['output'];
  /** A link signed until `expiresAt`, once the export is done; null before and after. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  filename?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  requestedByName: Scalars['String']['output'];
  status: DataExportStatus;
};

export type DataExportPayload = {
  __typename?: 'DataExportPayload';
  dataExport?: Maybe<DataExport>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DataExportStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING';

export type DeleteAppointmentInput = {
  id: Scalars['ID']['input'];
  scope?: InputMaybe<AppointmentScope>;
};

export type DeleteAppointmentPayload = {
  __typename?: 'DeleteAppointmentPayload';
  /** The appointment as it was. */
  appointment?: Maybe<Appointment>;
  deletedAppointmentId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteCustomerFieldInput = {
  id: Scalars['ID']['input'];
};

export type DeleteCustomerFieldPayload = {
  __typename?: 'DeleteCustomerFieldPayload';
  /** The company with its remaining questions. */
  company?: Maybe<Company>;
  deletedCustomerFieldId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteCustomerInput = {
  id: Scalars['ID']['input'];
};

export type DeleteCustomerNoteInput = {
  id: Scalars['ID']['input'];
};

export type DeleteCustomerNotePayload = {
  __typename?: 'DeleteCustomerNotePayload';
  customer?: Maybe<Customer>;
  deletedNoteId?: Maybe<Scalars['ID']['output']>;
  /** base when the note is locked. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteCustomerPayload = {
  __typename?: 'DeleteCustomerPayload';
  /** The company with its quota after the removal. */
  company?: Maybe<Company>;
  deletedCustomerId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteNoteTemplateInput = {
  id: Scalars['ID']['input'];
};

export type DeleteNoteTemplatePayload = {
  __typename?: 'DeleteNoteTemplatePayload';
  deletedNoteTemplateId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteSigningCertificateInput = {
  id: Scalars['ID']['input'];
};

export type DeleteSigningCertificatePayload = {
  __typename?: 'DeleteSigningCertificatePayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteTaskInput = {
  id: Scalars['ID']['input'];
};

export type DeleteTaskListInput = {
  id: Scalars['ID']['input'];
};

export type DeleteTaskListPayload = {
  __typename?: 'DeleteTaskListPayload';
  deletedTaskListId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DeleteTaskPayload = {
  __typename?: 'DeleteTaskPayload';
  deletedTaskId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  taskList?: Maybe<TaskList>;
};

export type DeleteUserInput = {
  id: Scalars['ID']['input'];
};

export type DeleteUserPayload = {
  __typename?: 'DeleteUserPayload';
  deletedUserId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type DisableTwoFactorPayload = {
  __typename?: 'DisableTwoFactorPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

export type DuplicateCustomerNoteInput = {
  id: Scalars['ID']['input'];
};

export type DuplicateCustomerNotePayload = {
  __typename?: 'DuplicateCustomerNotePayload';
  customer?: Maybe<Customer>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** The copy, a new unlocked note, as an edge first of its customer's notes. */
  noteEdge?: Maybe<CustomerNoteEdge>;
};

export type DuplicateTaskListInput = {
  id: Scalars['ID']['input'];
};

export type DuplicateTaskListPayload = {
  __typename?: 'DuplicateTaskListPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  taskList?: Maybe<TaskList>;
};

export type EnableTwoFactorInput = {
  code: Scalars['String']['input'];
};

export type EnableTwoFactorPayload = {
  __typename?: 'EnableTwoFactorPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** Shown once: only their hashes are kept. */
  recoveryCodes: Array<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

export type ExportCompanyDataInput = {
  companyId: Scalars['ID']['input'];
};

export type ExportCustomerDataInput = {
  customerId: Scalars['ID']['input'];
};

/** A field that the server refused, with its pt-BR messages. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The input field, as the REST api names it (for example customer_email). */
  field: Scalars['String']['output'];
  messages: Array<Scalars['String']['output']>;
};

export type LockCustomerNoteInput = {
  id: Scalars['ID']['input'];
};

export type LockCustomerNotePayload = {
  __typename?: 'LockCustomerNotePayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  note?: Maybe<CustomerNote>;
};

export type MonthCount = {
  __typename?: 'MonthCount';
  count: Scalars['Int']['output'];
  /** As the chart shows it, for example 'mar/26'. */
  label: Scalars['String']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
};

export type MoveAppointmentInput = {
  endsAt: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  scope?: InputMaybe<AppointmentScope>;
  startsAt: Scalars['String']['input'];
  /** Another professional's column, when moved there. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type MoveTaskInput = {
  id: Scalars['ID']['input'];
  kanbanGroup?: InputMaybe<Scalars['String']['input']>;
  orderedTaskIds: Array<Scalars['ID']['input']>;
};

export type MoveTaskPayload = {
  __typename?: 'MoveTaskPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** The moved task, in its new column. */
  task?: Maybe<Task>;
  taskList?: Maybe<TaskList>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Writes an addendum under a locked note, dated and signed with the signed-in user's name; addenda never change. */
  addNoteAddendum: AddNoteAddendumPayload;
  /** Saves a card from the token the provider's browser script made; a suspended company pays with it at once. */
  addPaymentMethod: AddPaymentMethodPayload;
  /** Attaches a file of any type, up to 25 MB. */
  addTaskAttachment: TaskPartPayload;
  addTaskChecklistItem: TaskPartPayload;
  addTaskComment: TaskPartPayload;
  /**
   * Archives a customer (for those who manage customers): it leaves the lists, the search, the
   * reports and the dashboard's counts and takes no change until restored; its notes are kept.
   */
  archiveCustomer: ArchiveCustomerPayload;
  /** Makes a new authenticator secret for the signed-in user, shown until a code from it turns two-step sign-in on. */
  beginTwoFactorSetup: BeginTwoFactorSetupPayload;
  /** Books a free slot on a company's public page (no sign-in); a slot just taken is refused in `errors`. */
  bookAppointment: BookAppointmentPayload;
  /** Cancels the appointment a reminder's token names (no sign-in). */
  cancelAppointmentByToken: PublicAppointmentPayload;
  /** Changes the signed-in user's password; the user's other sessions end. */
  changePassword: ChangePasswordPayload;
  /** Moves the company to another plan (see ChangePlanInput). */
  changePlan: ChangePlanPayload;
  /** Onboarding step 2: marks the company's onboarding as completed. */
  completeOnboarding: CompleteOnboardingPayload;
  /** Confirms the appointment a reminder's token names (no sign-in). */
  confirmAppointmentByToken: PublicAppointmentPayload;
  /**
   * Schedules an appointment, or a series with `recurrence` (created whole or not at all). A time the
   * professional already has taken is refused in `errors` on starts_at, naming the appointment there.
   */
  createAppointment: AppointmentPayload;
  /** Registers a customer. A plan whose limit is reached is refused in `errors`, with a message that mentions the limit. */
  createCustomer: CreateCustomerPayload;
  /** Adds a question to the company's customer registration form, after the existing ones. */
  createCustomerField: CreateCustomerFieldPayload;
  /** Writes a note about a customer. */
  createCustomerNote: CreateCustomerNotePayload;
  createNoteTemplate: CreateNoteTemplatePayload;
  createTask: CreateTaskPayload;
  createTaskList: CreateTaskListPayload;
  /** Adds a user to the company. A plan whose user limit is reached is refused in `errors`, with a message that mentions the limit. */
  createUser: CreateUserPayload;
  /** Deletes an appointment, or with `scope` the series' following dates or all of them. */
  deleteAppointment: DeleteAppointmentPayload;
  /** Removes a customer. */
  deleteCustomer: DeleteCustomerPayload;
  /** Removes a question from the customer registration form; the answers already given to it are no longer shown. */
  deleteCustomerField: DeleteCustomerFieldPayload;
  /** Removes an unlocked note. */
  deleteCustomerNote: DeleteCustomerNotePayload;
  deleteNoteTemplate: DeleteNoteTemplatePayload;
  deleteSigningCertificate: DeleteSigningCertificatePayload;
  deleteTask: DeleteTaskPayload;
  deleteTaskAttachment: TaskPartPayload;
  deleteTaskChecklistItem: TaskPartPayload;
  deleteTaskComment: TaskPartPayload;
  /** Deletes a board with its tasks. */
  deleteTaskList: DeleteTaskListPayload;
  /** Removes a user from the company. */
  deleteUser: DeleteUserPayload;
  /** Turns two-step sign-in off, confirmed with the password, a code or a recovery code. */
  disableTwoFactor: DisableTwoFactorPayload;
  /** Copies a note (locked or not) into a new, unlocked note of the signed-in user. */
  duplicateCustomerNote: DuplicateCustomerNotePayload;
  /** Copies a board with its columns and tasks (fields, order, completion, assignees, checklists). */
  duplicateTaskList: DuplicateTaskListPayload;
  /** Turns two-step sign-in on with a code from the secret just shown; answers the 10 recovery codes, once. */
  enableTwoFactor: EnableTwoFactorPayload;
  /** Asks for all of the company's data in one ZIP (a CSV per table and every file), built in the background; system admins only. */
  exportCompanyData: DataExportPayload;
  /** Asks for the customer's data in one ZIP (the patient's copy, LGPD art. 18–19), built in the background; for those who manage customers. */
  exportCustomerData: DataExportPayload;
  /** Locks a note for good. */
  lockCustomerNote: LockCustomerNotePayload;
  /** Moves an appointment (drag and resize on the agenda); `scope` shifts the series' dates by the same time. */
  moveAppointment: AppointmentPayload;
  /**
   * Puts a task in a column at a place: `kanbanGroup` is its column (null: without a group) and
   * `orderedTaskIds` the column's tasks in their new order, the moved one included.
   */
  moveTask: MoveTaskPayload;
  /** Replaces the recovery codes with 10 new ones, answered once. */
  regenerateRecoveryCodes: EnableTwoFactorPayload;
  /** Removes the company's image. */
  removeCompanyImage: UpdateCompanyPayload;
  /** Removes a saved card; the newest other card becomes the default one. */
  removePaymentMethod: RemovePaymentMethodPayload;
  /** Makes a new secret iCal feed address for a user (their own; a system admin anyone's); the old one stops working. */
  renewCalendarFeed: RenewCalendarFeedPayload;
  /** Saves the order of the form's questions, as the company arranged them. */
  reorderCustomerFields: ReorderCustomerFieldsPayload;
  /** Sends a password reset link when the e-mail belongs to a user. Answers the same either way. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sets a new password with the token from the reset e-mail. */
  resetPassword: ResetPasswordPayload;
  /** Ends every session of the signed-in user but the one making the request. */
  revokeOtherSessions: RevokeSessionPayload;
  /** Ends one of the signed-in user's sessions (signs that device out). */
  revokeSession: RevokeSessionPayload;
  /** Onboarding step 1: the professional's role, name, description and phone. */
  saveOnboardingProfile: SaveOnboardingProfilePayload;
  /** Confirms, marks attended or missed, or cancels (the row stays, the time is freed). */
  setAppointmentStatus: AppointmentPayload;
  /** Replaces a user's weekly hours; a limited user sets only their own. */
  setAvailability: SetAvailabilityPayload;
  /** Signs in with e-mail and password. A refused sign-in is answered in `errors`, not thrown. */
  signIn: SignInPayload;
  /** Revokes the session the request was made with. */
  signOut: SignOutPayload;
  /** Creates a company, its first administrator and its subscription, and signs that user in. */
  signUp: SignUpPayload;
  toggleTaskChecklistItem: TaskPartPayload;
  /** Marks a task completed, or pending again. */
  toggleTaskCompletion: ToggleTaskCompletionPayload;
  /** Restores an archived customer to the lists (for those who manage customers). */
  unarchiveCustomer: UnarchiveCustomerPayload;
  /** Changes the fields given; `scope` applies the same change to the series' following dates or all of them. */
  updateAppointment: AppointmentPayload;
  /** Changes the company's own words for itself and for its customers. */
  updateCompany: UpdateCompanyPayload;
  /** Uploads the company's image (.jpg, .jpeg or .png), replacing the one it had. */
  updateCompanyImage: UpdateCompanyPayload;
  /** Changes a customer's name and answers. */
  updateCustomer: UpdateCustomerPayload;
  /** Changes a question of the customer registration form. */
  updateCustomerField: UpdateCustomerFieldPayload;
  /** Changes an unlocked note's body. */
  updateCustomerNote: UpdateCustomerNotePayload;
  updateNoteTemplate: UpdateNoteTemplatePayload;
  /** Changes the company's print header and footer; every account type may. */
  updatePrintLayout: UpdateCompanyPayload;
  /** Changes the signed-in user's own name, phone and photo. */
  updateProfile: UpdateProfilePayload;
  /** Changes the fields given; the others keep their values. */
  updateTask: UpdateTaskPayload;
  /** Changes a board; a column removed leaves its tasks without a group, never deletes them. */
  updateTaskList: UpdateTaskListPayload;
  /** Changes a user of the company: what the signed-in user's rules allow (a standard account may only change another's profile). */
  updateUser: UpdateUserPayload;
  /** Stores an image for a note, a template or the print layout. */
  uploadNoteImage: UploadNoteImagePayload;
  /** Keeps an A1 certificate (.pfx or .p12 and its password) for the company, or for a user when userId is given. */
  uploadSigningCertificate: UploadSigningCertificatePayload;
  /** The second step of a two-step sign-in: the challenge signIn answered, with a 6-digit code or a recovery code. */
  verifyTwoFactorSignIn: SignInPayload;
};


export type MutationAddNoteAddendumArgs = {
  input: AddNoteAddendumInput;
};


export type MutationAddPaymentMethodArgs = {
  input: AddPaymentMethodInput;
};


export type MutationAddTaskAttachmentArgs = {
  input: AddTaskAttachmentInput;
};


export type MutationAddTaskChecklistItemArgs = {
  input: AddTaskChecklistItemInput;
};


export type MutationAddTaskCommentArgs = {
  input: AddTaskCommentInput;
};


export type MutationArchiveCustomerArgs = {
  input: ArchiveCustomerInput;
};


export type MutationBookAppointmentArgs = {
  input: BookAppointmentInput;
};


export type MutationCancelAppointmentByTokenArgs = {
  input: AppointmentTokenInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangePlanArgs = {
  input: ChangePlanInput;
};


export type MutationConfirmAppointmentByTokenArgs = {
  input: AppointmentTokenInput;
};


export type MutationCreateAppointmentArgs = {
  input: CreateAppointmentInput;
};


export type MutationCreateCustomerArgs = {
  input: CreateCustomerInput;
};


export type MutationCreateCustomerFieldArgs = {
  input: CreateCustomerFieldInput;
};


export type MutationCreateCustomerNoteArgs = {
  input: CreateCustomerNoteInput;
};


export type MutationCreateNoteTemplateArgs = {
  input: CreateNoteTemplateInput;
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationCreateTaskListArgs = {
  input: CreateTaskListInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteAppointmentArgs = {
  input: DeleteAppointmentInput;
};


export type MutationDeleteCustomerArgs = {
  input: DeleteCustomerInput;
};


export type MutationDeleteCustomerFieldArgs = {
  input: DeleteCustomerFieldInput;
};


export type MutationDeleteCustomerNoteArgs = {
  input: DeleteCustomerNoteInput;
};


export type MutationDeleteNoteTemplateArgs = {
  input: DeleteNoteTemplateInput;
};


export type MutationDeleteSigningCertificateArgs = {
  input: DeleteSigningCertificateInput;
};


export type MutationDeleteTaskArgs = {
  input: DeleteTaskInput;
};


export type MutationDeleteTaskAttachmentArgs = {
  input: TaskPartInput;
};


export type MutationDeleteTaskChecklistItemArgs = {
  input: TaskPartInput;
};


export type MutationDeleteTaskCommentArgs = {
  input: TaskPartInput;
};


export type MutationDeleteTaskListArgs = {
  input: DeleteTaskListInput;
};


export type MutationDeleteUserArgs = {
  input: DeleteUserInput;
};


export type MutationDisableTwoFactorArgs = {
  input: ConfirmTwoFactorInput;
};


export type MutationDuplicateCustomerNoteArgs = {
  input: DuplicateCustomerNoteInput;
};


export type MutationDuplicateTaskListArgs = {
  input: DuplicateTaskListInput;
};


export type MutationEnableTwoFactorArgs = {
  input: EnableTwoFactorInput;
};


export type MutationExportCompanyDataArgs = {
  input: ExportCompanyDataInput;
};


export type MutationExportCustomerDataArgs = {
  input: ExportCustomerDataInput;
};


export type MutationLockCustomerNoteArgs = {
  input: LockCustomerNoteInput;
};


export type MutationMoveAppointmentArgs = {
  input: MoveAppointmentInput;
};


export type MutationMoveTaskArgs = {
  input: MoveTaskInput;
};


export type MutationRegenerateRecoveryCodesArgs = {
  input: ConfirmTwoFactorInput;
};


export type MutationRemovePaymentMethodArgs = {
  input: RemovePaymentMethodInput;
};


export type MutationRenewCalendarFeedArgs = {
  input: RenewCalendarFeedInput;
};


export type MutationReorderCustomerFieldsArgs = {
  input: ReorderCustomerFieldsInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRevokeSessionArgs = {
  input: RevokeSessionInput;
};


export type MutationSaveOnboardingProfileArgs = {
  input: SaveOnboardingProfileInput;
};


export type MutationSetAppointmentStatusArgs = {
  input: SetAppointmentStatusInput;
};


export type MutationSetAvailabilityArgs = {
  input: SetAvailabilityInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationToggleTaskChecklistItemArgs = {
  input: TaskPartInput;
};


export type MutationToggleTaskCompletionArgs = {
  input: ToggleTaskCompletionInput;
};


export type MutationUnarchiveCustomerArgs = {
  input: UnarchiveCustomerInput;
};


export type MutationUpdateAppointmentArgs = {
  input: UpdateAppointmentInput;
};


export type MutationUpdateCompanyArgs = {
  input: UpdateCompanyInput;
};


export type MutationUpdateCompanyImageArgs = {
  input: UpdateCompanyImageInput;
};


export type MutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
};


export type MutationUpdateCustomerFieldArgs = {
  input: UpdateCustomerFieldInput;
};


export type MutationUpdateCustomerNoteArgs = {
  input: UpdateCustomerNoteInput;
};


export type MutationUpdateNoteTemplateArgs = {
  input: UpdateNoteTemplateInput;
};


export type MutationUpdatePrintLayoutArgs = {
  input: UpdatePrintLayoutInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateTaskArgs = {
  input: UpdateTaskInput;
};


export type MutationUpdateTaskListArgs = {
  input: UpdateTaskListInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUploadNoteImageArgs = {
  input: UploadNoteImageInput;
};


export type MutationUploadSigningCertificateArgs = {
  input: UploadSigningCertificateInput;
};


export type MutationVerifyTwoFactorSignInArgs = {
  input: VerifyTwoFactorSignInInput;
};

/** An object with a globally unique id, refetchable through `Query.node`. */
export type Node = {
  /** The global id. */
  id: Scalars['ID']['output'];
};

/** A dated text under a locked note, signed with its author's name; it never changes. */
export type NoteAddendum = {
  __typename?: 'NoteAddendum';
  authorName: Scalars['String']['output'];
  /** Plain text, line breaks kept: never read as markup. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
};

/** A reusable body for notes, inserted into the editor. */
export type NoteTemplate = Node & {
  __typename?: 'NoteTemplate';
  /** Sanitized HTML, like a note's body. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The id in the REST api, the one /note-templates/edit/{id} carries. */
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type NoteTemplateConnection = {
  __typename?: 'NoteTemplateConnection';
  edges: Array<NoteTemplateEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type NoteTemplateEdge = {
  __typename?: 'NoteTemplateEdge';
  cursor: Scalars['String']['output'];
  node: NoteTemplate;
};

/** Which way a list is ordered. */
export type OrderDirection =
  | 'ASC'
  | 'DESC';

/** Relay's position of a slice within a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A paper size for printing. */
export type PageSize =
  | 'A4'
  | 'A5';

/** How the web app turns card data into a token with the provider's browser script. */
export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  /** For Iugu.setAccountID. */
  accountId: Scalars['String']['output'];
  /** sandbox or iugu. */
  provider: Scalars['String']['output'];
  /** The script to load: the sandbox's stand-in on this origin, or Iugu's own. */
  scriptUrl: Scalars['String']['output'];
  /** For Iugu.setTestMode: on with the sandbox, off (live mode) with Iugu. */
  testMode: Scalars['Boolean']['output'];
};

/** A saved card, as the payment provider shows it: never its number. */
export type PaymentMethod = Node & {
  __typename?: 'PaymentMethod';
  /** The provider's brand name: VISA, MASTER, AMEX, ELO... */
  brand: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['Int']['output'];
  /** 'Cartão final 1111' unless the company gave another. */
  description: Scalars['String']['output'];
  /** XXXX-XXXX-XXXX-1111 */
  displayNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The card charged for the subscription. */
  isDefault: Scalars['Boolean']['output'];
};

export type Plan = Node & {
  __typename?: 'Plan';
  /** Null means unlimited. */
  customersLimit?: Maybe<Scalars['Int']['output']>;
  customersLimitPeriod: CustomersLimitPeriod;
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  identifier: PlanIdentifier;
  /** The plan's title (Gratuito, Lean, Team). */
  name: Scalars['String']['output'];
  recommended: Scalars['Boolean']['output'];
  trialDays: Scalars['Int']['output'];
  usersLimit: Scalars['Int']['output'];
  /** Price per month in cents of BRL. */
  valueCents: Scalars['Int']['output'];
};

export type PlanIdentifier =
  | 'free'
  | 'lean'
  | 'team';

/** What a reminder's links show of an appointment, without signing in. */
export type PublicAppointment = {
  __typename?: 'PublicAppointment';
  companyName: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  professionalName: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
  status: AppointmentStatus;
  statusText: Scalars['String']['output'];
};

export type PublicAppointmentPayload = {
  __typename?: 'PublicAppointmentPayload';
  appointment?: Maybe<PublicAppointment>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** An appointment by its id in the REST api; null when the caller cannot see one with that id. */
  appointment?: Maybe<Appointment>;
  /**
   * The company's appointments from `from` to `to` (YYYY-MM-DD on the practice's calendar, both
   * included, at most 62 days apart), by start; not paginated, a view is bounded by its dates. A
   * limited user sees only those where they are the professional.
   */
  appointments: Array<Appointment>;
  /** A user's weekly hours, by weekday and start. */
  availability: Array<AvailabilityWindow>;
  /** The public booking page of a company (no sign-in); null when it has not turned online booking on. */
  bookingPage?: Maybe<BookingPage>;
  /** The free starts of a day for a professional (no sign-in): within their hours, none in the past. */
  bookingSlots: Array<Scalars['String']['output']>;
  /** The company's tasks due from `from` to `to` (YYYY-MM-DD, at most 62 days apart), by due date. */
  calendarTasks: Array<Task>;
  /** A customer of the signed-in user's company by its id in the REST api; null when the company has none with that id. */
  customer?: Maybe<Customer>;
  /** Fetches any object by its global id. */
  node?: Maybe<Node>;
  /** Fetches several objects by their global ids, in the same order. */
  nodes: Array<Maybe<Node>>;
  /** A note template of the signed-in user's company by its id in the REST api; null when the company has none with that id. */
  noteTemplate?: Maybe<NoteTemplate>;
  /** How the web app turns card data into a token: the provider's script, account and mode. */
  paymentGateway: PaymentGateway;
  /** The plans a company can subscribe to: the free one first, then the paid ones by price. */
  plans: Array<Plan>;
  /** The company's professionals, by name: whom the agenda shows and its pickers offer. */
  professionals: Array<AppointmentPerson>;
  /** The appointment a reminder's token names (no sign-in); null for an unknown token. */
  publicAppointment?: Maybe<PublicAppointment>;
  /**
   * The global search over the signed-in user's company: customers by name, answers, CPF or phone
   * (with or without punctuation), tasks by title and description, and the appointments the user may
   * see by the patient's or professional's name, ignoring accents and case. At most five of each,
   * best first, with how many were found. Fewer than 2 characters is refused.
   */
  search: SearchResult;
  /** The company's A1 certificates, its own first; administrators only (FORBIDDEN for a limited user). */
  signingCertificates: Array<SigningCertificate>;
  /** A task of the company by its id in the REST api; null when the company has none with that id. */
  task?: Maybe<Task>;
  /** Everyone in the company a task can be given to, by name. */
  taskAssignees: Array<TaskPerson>;
  /**
   * A board of the company by its id in the REST api, or the company's default board (its first,
   * made with the columns 'A fazer', 'Fazendo' and 'Feito' when it has none) without an id; null when the company has no
   * board with that id. `groupBy` and `filter` choose how the board's `groups` come.
   */
  taskList?: Maybe<TaskList>;
  /** The company's task boards, oldest first, with their counts. */
  taskLists: Array<TaskList>;
  /** A user of the signed-in user's company by its id in the REST api; null when the company has none with that id. */
  user?: Maybe<User>;
  /** The signed-in user. Fails with UNAUTHENTICATED when the request carries no valid session. */
  viewer?: Maybe<User>;
};


export type QueryAppointmentArgs = {
  databaseId: Scalars['Int']['input'];
};


export type QueryAppointmentsArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  statuses?: InputMaybe<Array<AppointmentStatus>>;
  to: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAvailabilityArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryBookingPageArgs = {
  companyHash: Scalars['String']['input'];
};


export type QueryBookingSlotsArgs = {
  companyHash: Scalars['String']['input'];
  date: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryCalendarTasksArgs = {
  filter?: InputMaybe<TaskFilter>;
  from: Scalars['String']['input'];
  taskListId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['String']['input'];
};


export type QueryCustomerArgs = {
  databaseId: Scalars['Int']['input'];
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryNoteTemplateArgs = {
  databaseId: Scalars['Int']['input'];
};


export type QueryPublicAppointmentArgs = {
  token: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};


export type QueryTaskArgs = {
  databaseId: Scalars['Int']['input'];
};


export type QueryTaskListArgs = {
  databaseId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<TaskFilter>;
  groupBy?: InputMaybe<TaskGroupBy>;
};


export type QueryUserArgs = {
  databaseId: Scalars['Int']['input'];
};

export type RemovePaymentMethodInput = {
  id: Scalars['ID']['input'];
};

export type RemovePaymentMethodPayload = {
  __typename?: 'RemovePaymentMethodPayload';
  company?: Maybe<Company>;
  deletedPaymentMethodId?: Maybe<Scalars['ID']['output']>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type RenewCalendarFeedInput = {
  userId: Scalars['ID']['input'];
};

export type RenewCalendarFeedPayload = {
  __typename?: 'RenewCalendarFeedPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** The new feed address. */
  url?: Maybe<Scalars['String']['output']>;
};

export type ReorderCustomerFieldsInput = {
  /** Every question of the form, in the new order. */
  ids: Array<Scalars['ID']['input']>;
};

export type ReorderCustomerFieldsPayload = {
  __typename?: 'ReorderCustomerFieldsPayload';
  company?: Maybe<Company>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type ReportCount = {
  __typename?: 'ReportCount';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** One page of the customer report's rows. */
export type ReportCustomerRows = {
  __typename?: 'ReportCustomerRows';
  customers: Array<Customer>;
  /** The rows across all pages. */
  totalCount: Scalars['Int']['output'];
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  errors: Array<Scalars['String']['output']>;
  /** The pt-BR confirmation, the same whether or not the e-mail exists. */
  message?: Maybe<Scalars['String']['output']>;
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};

export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type RevokeSessionInput = {
  sessionId: Scalars['ID']['input'];
};

export type RevokeSessionPayload = {
  __typename?: 'RevokeSessionPayload';
  /** The global ids of the sessions ended. */
  revokedSessionIds: Array<Scalars['ID']['output']>;
  viewer?: Maybe<User>;
};

export type SaveOnboardingProfileInput = {
  /** The company's own name (Clínica Bem Viver); blank leaves it without one. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The company's word for itself that onboarding sets (Consultório). */
  companyTreatment: Scalars['String']['input'];
  /** The company's word for its customers that onboarding sets (Paciente). */
  customerTreatment: Scalars['String']['input'];
  /** The user's own name. */
  name: Scalars['String']['input'];
  /** The user's phone, (NN) NNNN-NNNN or (NN) NNNNN-NNNN. */
  phone?: InputMaybe<Scalars['String']['input']>;
  professionalDescription?: InputMaybe<Scalars['String']['input']>;
  professionalRole: Scalars['String']['input'];
};

export type SaveOnboardingProfilePayload = {
  __typename?: 'SaveOnboardingProfilePayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

export type SearchAppointment = {
  __typename?: 'SearchAppointment';
  customerName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  endsAt: Scalars['String']['output'];
  professionalName: Scalars['String']['output'];
  /** In São Paulo time, with its offset; the result opens the agenda on its day. */
  startsAt: Scalars['String']['output'];
  status: AppointmentStatus;
  /** A Mantine colour name. */
  statusColor: Scalars['String']['output'];
  statusText: Scalars['String']['output'];
};

export type SearchAppointments = {
  __typename?: 'SearchAppointments';
  /** How many appointments the caller may see match, of which `items` are the first five: the coming ones first, soonest first, then the past ones. */
  count: Scalars['Int']['output'];
  items: Array<SearchAppointment>;
};

export type SearchCustomer = {
  __typename?: 'SearchCustomer';
  databaseId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type SearchCustomers = {
  __typename?: 'SearchCustomers';
  /** How many customers match, of which `items` are the first five. */
  count: Scalars['Int']['output'];
  items: Array<SearchCustomer>;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  appointments: SearchAppointments;
  customers: SearchCustomers;
  tasks: SearchTasks;
};

export type SearchTask = {
  __typename?: 'SearchTask';
  /** The board the task is on, which the result opens. */
  boardDatabaseId: Scalars['Int']['output'];
  boardName: Scalars['String']['output'];
  customerName?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  dueDate?: Maybe<Scalars['String']['output']>;
  /** PENDING, DUE_TODAY, OVERDUE or COMPLETED. */
  status: Scalars['String']['output'];
  /** A Mantine colour name. */
  statusColor: Scalars['String']['output'];
  statusText: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SearchTasks = {
  __typename?: 'SearchTasks';
  /** How many tasks match, of which `items` are the first five. */
  count: Scalars['Int']['output'];
  items: Array<SearchTask>;
};

/** The values a client keeps and sends back as headers on every request. */
export type Session = {
  __typename?: 'Session';
  accessToken: Scalars['String']['output'];
  client: Scalars['String']['output'];
  /** Unix time, in seconds, at which the token expires. */
  expiry: Scalars['String']['output'];
  tokenType: Scalars['String']['output'];
  uid: Scalars['String']['output'];
};

export type SetAppointmentStatusInput = {
  id: Scalars['ID']['input'];
  scope?: InputMaybe<AppointmentScope>;
  status: AppointmentStatus;
};

export type SetAvailabilityInput = {
  userId: Scalars['ID']['input'];
  windows: Array<AvailabilityWindowInput>;
};

export type SetAvailabilityPayload = {
  __typename?: 'SetAvailabilityPayload';
  availability?: Maybe<Array<AvailabilityWindow>>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** What verifyTwoFactorSignIn takes, for 10 minutes; null unless twoFactorRequired. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** pt-BR messages when the sign-in was refused. */
  errors: Array<Scalars['String']['output']>;
  session?: Maybe<Session>;
  /** The password was right and the user signs in with two steps: send the code with verifyTwoFactorSignIn. */
  twoFactorRequired: Scalars['Boolean']['output'];
  /** The company demands two-step sign-in and the user has not turned it on: take them to set it up. */
  twoFactorSetupRequired: Scalars['Boolean']['output'];
  viewer?: Maybe<User>;
};

export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  success: Scalars['Boolean']['output'];
};

export type SignUpInput = {
  customerEmail: Scalars['String']['input'];
  customerEmailConfirmation: Scalars['String']['input'];
  customerName: Scalars['String']['input'];
  customerPassword: Scalars['String']['input'];
  customerPasswordConfirmation: Scalars['String']['input'];
  planIdentifier: PlanIdentifier;
};

export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** Field errors keyed customer_name, customer_email and customer_password. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  session?: Maybe<Session>;
  viewer?: Maybe<User>;
};

/** An A1 certificate that signs note PDFs. Its file and password never leave the api. */
export type SigningCertificate = {
  __typename?: 'SigningCertificate';
  databaseId: Scalars['Int']['output'];
  /** The CPF or CNPJ the certificate names, digits only. */
  document?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issuerName: Scalars['String']['output'];
  /** COMPANY signs for every author without a certificate of their own. */
  owner: SigningCertificateOwner;
  /** The holder's name as the certificate states it, without the CPF or CNPJ. */
  subjectName: Scalars['String']['output'];
  user?: Maybe<User>;
  validFrom: Scalars['DateTime']['output'];
  validTo: Scalars['DateTime']['output'];
};

export type SigningCertificateOwner =
  | 'COMPANY'
  | 'USER';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Changes to the company's appointments, made by anyone, through any gateway or straight to the REST
   * api. Events carry ids; read the appointments again.
   */
  appointmentChanges: AppointmentChange;
  /**
   * Changes to the company's boards and tasks, made by anyone, through any gateway or straight to the
   * REST api; only the board `taskListId` when given. Events carry ids; read the records again.
   */
  taskChanges: TaskChange;
};


export type SubscriptionTaskChangesArgs = {
  taskListId?: InputMaybe<Scalars['ID']['input']>;
};

export type SubscriptionStatus = {
  __typename?: 'SubscriptionStatus';
  active: Scalars['Boolean']['output'];
  /** trialing, active, pending, suspended or canceled. */
  status: Scalars['String']['output'];
  /** The subscription is pending or suspended: the app sends the user to the suspended page. */
  suspended: Scalars['Boolean']['output'];
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

export type Task = Node & {
  __typename?: 'Task';
  assignees: Array<TaskPerson>;
  attachments: Array<TaskAttachment>;
  attachmentsCount: Scalars['Int']['output'];
  checklistCompletedItems: Scalars['Int']['output'];
  checklistItems: Array<TaskChecklistItem>;
  checklistTotalItems: Scalars['Int']['output'];
  /** Oldest first. */
  comments: Array<TaskComment>;
  commentsCount: Scalars['Int']['output'];
  completed: Scalars['Boolean']['output'];
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<TaskCustomer>;
  databaseId: Scalars['Int']['output'];
  /** Sanitized HTML. */
  description: Scalars['String']['output'];
  /** The description without markup. */
  descriptionText: Scalars['String']['output'];
  /** YYYY-MM-DD, a day in the company's time zone. */
  dueDate?: Maybe<Scalars['String']['output']>;
  estimatedHours?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** The task's column; null, or a name no longer among the board's columns, for a task without a group. */
  kanbanGroup?: Maybe<Scalars['String']['output']>;
  /** Not completed, and its due date passed in São Paulo. */
  overdue: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  priority?: Maybe<TaskPriority>;
  priorityText?: Maybe<Scalars['String']['output']>;
  status: TaskStatus;
  /** A Mantine colour name: blue (pending), orange (due today), red (overdue) or gray (completed). */
  statusColor: Scalars['String']['output'];
  statusText: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** The board the task is on, with its counts. */
  taskList: TaskList;
  /** The board's id in the REST api, for its address (/tasks/board/{id}). */
  taskListDatabaseId: Scalars['Int']['output'];
  taskListId: Scalars['ID']['output'];
  timeSpent?: Maybe<Scalars['Float']['output']>;
  title: Scalars['String']['output'];
};

export type TaskAttachment = {
  __typename?: 'TaskAttachment';
  author: TaskPerson;
  canDelete: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['Int']['output'];
  /** A short-lived signed address that downloads the file under its name. */
  downloadUrl: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  /** In pt-BR, like '1,2 MB'. */
  humanFileSize: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Which records changed; their data is read through the normal queries. */
export type TaskChange = {
  __typename?: 'TaskChange';
  /** The records are gone. */
  deleted: Scalars['Boolean']['output'];
  /** The tasks that changed (none when a board itself changed). */
  taskIds: Array<Scalars['ID']['output']>;
  /** The boards the change touched: a task's board, or a board itself. */
  taskListIds: Array<Scalars['ID']['output']>;
};

export type TaskChecklistItem = {
  __typename?: 'TaskChecklistItem';
  completed: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
};

export type TaskComment = {
  __typename?: 'TaskComment';
  author: TaskPerson;
  /** Whether the viewer may delete it: its author and system administrators. */
  canDelete: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
};

export type TaskConnection = {
  __typename?: 'TaskConnection';
  edges: Array<TaskEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** The customer a task is about. */
export type TaskCustomer = {
  __typename?: 'TaskCustomer';
  databaseId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type TaskEdge = {
  __typename?: 'TaskEdge';
  cursor: Scalars['String']['output'];
  node: Task;
};

export type TaskFilter = {
  /** A user's global id. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** A customer's global id. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  priority?: InputMaybe<TaskPriority>;
  /** Words searched in title and description, accents and case ignored. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TaskStatus>;
};

export type TaskGroup = {
  __typename?: 'TaskGroup';
  /** Whether the group is one of the board's columns, where cards can be dropped. */
  isColumn: Scalars['Boolean']['output'];
  /** What the group stands for: a column's name, a user's or customer's id, a priority, a status; '' for none. */
  key: Scalars['String']['output'];
  /** The group's title: the column, the person, the customer, 'Alta', 'Vence hoje', 'Sem coluna'... */
  name: Scalars['String']['output'];
  tasks: TaskConnection;
};


export type TaskGroupTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type TaskGroupBy =
  | 'ASSIGNEE'
  | 'CUSTOMER'
  | 'KANBAN_GROUP'
  | 'PRIORITY'
  | 'STATUS';

/** A kanban board. */
export type TaskList = Node & {
  __typename?: 'TaskList';
  /** The board's columns, in order. */
  columns: Array<Scalars['String']['output']>;
  completedTasksCount: Scalars['Int']['output'];
  /** Completed tasks as a whole percentage of all, 0 for an empty board. */
  completionPercentage: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The board's tasks that pass the query's filter, in groups as the query's `groupBy` says (by
   * column unless told): columns and statuses are listed even when empty; tasks of no group come last.
   */
  groups: Array<TaskGroup>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pendingTasksCount: Scalars['Int']['output'];
  /** Every task of the board, whatever the filters. */
  tasksCount: Scalars['Int']['output'];
};

/** A checklist item, comment or attachment of a task, by the ids the task answers. */
export type TaskPartInput = {
  /** The item's, comment's or attachment's id. */
  id: Scalars['ID']['input'];
  taskId: Scalars['ID']['input'];
};

/** The task after a change to its checklist, comments or attachments. */
export type TaskPartPayload = {
  __typename?: 'TaskPartPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  task?: Maybe<Task>;
};

/** A user a task is given to, or who wrote a comment. */
export type TaskPerson = {
  __typename?: 'TaskPerson';
  databaseId?: Maybe<Scalars['Int']['output']>;
  /** The user's global id, as assignments and filters take it. */
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type TaskPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

/** The task report: the period's tasks counted four ways, and one page of them. */
export type TaskReport = {
  __typename?: 'TaskReport';
  /** A task with two assignees counts for each; 'Sem responsável' for none. */
  byAssignee: Array<ReportCount>;
  byBoard: Array<ReportCount>;
  /** Alta, Média, Baixa, Sem prioridade. */
  byPriority: Array<ReportCount>;
  /** Pendente, Vence hoje, Atrasada, Concluída. */
  byStatus: Array<ReportCount>;
  rows: Array<TaskReportRow>;
  total: Scalars['Int']['output'];
  /** The rows across all pages. */
  totalCount: Scalars['Int']['output'];
};

export type TaskReportRow = {
  __typename?: 'TaskReportRow';
  /** The assignees' names, comma separated. */
  assignees?: Maybe<Scalars['String']['output']>;
  boardName: Scalars['String']['output'];
  column?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customerName?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  dueDate?: Maybe<Scalars['String']['output']>;
  priorityText?: Maybe<Scalars['String']['output']>;
  statusText: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type TaskStatus =
  | 'COMPLETED'
  | 'DUE_TODAY'
  | 'OVERDUE'
  | 'PENDING';

export type TaskStatusCount = {
  __typename?: 'TaskStatusCount';
  /** A Mantine colour name (blue, orange, red, gray). */
  color: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** The status as shown: Pendente, Vence hoje, Atrasada, Concluída. */
  label: Scalars['String']['output'];
  /** pending, due_today, overdue or completed. */
  status: Scalars['String']['output'];
};

/** The grammatical gender of a word: o consultório, o paciente (MASCULINE); a clínica, a aluna (FEMININE). */
export type TermGender =
  | 'feminine'
  | 'masculine';

export type ToggleTaskCompletionInput = {
  id: Scalars['ID']['input'];
};

export type ToggleTaskCompletionPayload = {
  __typename?: 'ToggleTaskCompletionPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  task?: Maybe<Task>;
  taskList?: Maybe<TaskList>;
};

export type Trend =
  | 'DOWN'
  | 'UP';

export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  enabled: Scalars['Boolean']['output'];
  enabledAt?: Maybe<Scalars['DateTime']['output']>;
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The company demands it of every user. */
  requiredByCompany: Scalars['Boolean']['output'];
  /** Demanded and not yet on: every other call is refused until it is. */
  setupRequired: Scalars['Boolean']['output'];
};

export type UnarchiveCustomerInput = {
  id: Scalars['ID']['input'];
};

export type UnarchiveCustomerPayload = {
  __typename?: 'UnarchiveCustomerPayload';
  /** The customer, active again. */
  customer?: Maybe<Customer>;
  /** The customer as an edge, for the list it enters again. */
  customerEdge?: Maybe<CustomerEdge>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type UpdateAppointmentInput = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  endsAt?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Empty for none. */
  notes?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<AppointmentScope>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppointmentStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateCompanyImageInput = {
  /** A .jpg, .jpeg or .png image. */
  image: Scalars['File']['input'];
};

export type UpdateCompanyInput = {
  bookingSlotMinutes?: InputMaybe<Scalars['Int']['input']>;
  companyTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Needed with a companyTreatment of the company's own; a suggested word carries its own gender. */
  companyTreatmentGender?: InputMaybe<TermGender>;
  companyTreatmentPlural?: InputMaybe<Scalars['String']['input']>;
  customerTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Needed with a customerTreatment of the company's own; a suggested word carries its own gender. */
  customerTreatmentGender?: InputMaybe<TermGender>;
  customerTreatmentPlural?: InputMaybe<Scalars['String']['input']>;
  /** The company's own name, at most 120 characters; blank or null forgets it. */
  name?: InputMaybe<Scalars['String']['input']>;
  onlineBookingEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  reminderHoursBefore?: InputMaybe<Scalars['Int']['input']>;
  /** Administrators only. */
  requireTwoFactor?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateCompanyPayload = {
  __typename?: 'UpdateCompanyPayload';
  company?: Maybe<Company>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type UpdateCustomerFieldInput = {
  answerType: AnswerType;
  id: Scalars['ID']['input'];
  mandatory: Scalars['Boolean']['input'];
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  question: Scalars['String']['input'];
};

export type UpdateCustomerFieldPayload = {
  __typename?: 'UpdateCustomerFieldPayload';
  customerField?: Maybe<CustomerField>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type UpdateCustomerInput = {
  /** The customer's answers to the form, as it shows them. */
  answers: Array<CustomerAnswerInput>;
  id: Scalars['ID']['input'];
  /** A new photo, replacing the one the customer had. */
  image?: InputMaybe<Scalars['File']['input']>;
  name: Scalars['String']['input'];
  /** Removes the customer's photo. */
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateCustomerNoteInput = {
  /** Left out to keep the body. */
  body?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** The author's choice of who reads the note, while it is unlocked. */
  private?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateCustomerNotePayload = {
  __typename?: 'UpdateCustomerNotePayload';
  /** body or private, or base when the note is locked. */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  note?: Maybe<CustomerNote>;
};

export type UpdateCustomerPayload = {
  __typename?: 'UpdateCustomerPayload';
  customer?: Maybe<Customer>;
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
};

export type UpdateNoteTemplateInput = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type UpdateNoteTemplatePayload = {
  __typename?: 'UpdateNoteTemplatePayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  noteTemplate?: Maybe<NoteTemplate>;
};

export type UpdatePrintLayoutInput = {
  /** HTML printed at the bottom of every page; empty clears it. */
  printFooter: Scalars['String']['input'];
  /** HTML printed at the top of every page; empty clears it. */
  printHeader: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  /** A new photo, replacing the one the user had. */
  image?: InputMaybe<Scalars['File']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Removes the user's photo. */
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

export type UpdateTaskInput = {
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clearPriority?: InputMaybe<Scalars['Boolean']['input']>;
  /** A customer's global id; empty for none. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; empty for none. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** Negative to clear. */
  estimatedHours?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  kanbanGroup?: InputMaybe<Scalars['String']['input']>;
  /** Set `clearPriority` to remove it. */
  priority?: InputMaybe<TaskPriority>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Negative to clear. */
  timeSpent?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTaskListInput = {
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTaskListPayload = {
  __typename?: 'UpdateTaskListPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  taskList?: Maybe<TaskList>;
};

export type UpdateTaskPayload = {
  __typename?: 'UpdateTaskPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  task?: Maybe<Task>;
  taskList?: Maybe<TaskList>;
};

export type UpdateUserInput = {
  accountType?: InputMaybe<AccountType>;
  /** Needed with a new password or a new e-mail when users edit themselves; an administrator changing another user's leaves it out. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** A new photo, replacing the one the user had. */
  image?: InputMaybe<Scalars['File']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Left out or empty, the password stays as it is. */
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmation?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Removes the user's photo. */
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type UploadNoteImageInput = {
  /** A .jpg, .jpeg or .png image. */
  image: Scalars['File']['input'];
};

export type UploadNoteImagePayload = {
  __typename?: 'UploadNoteImagePayload';
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  /** A signed link to the stored image, to put in a rich text body. */
  url?: Maybe<Scalars['String']['output']>;
};

export type UploadSigningCertificateInput = {
  file: Scalars['File']['input'];
  password: Scalars['String']['input'];
  /** A user of the company; left out, the certificate is the company's. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type UploadSigningCertificatePayload = {
  __typename?: 'UploadSigningCertificatePayload';
  /** file ('Arquivo não é um certificado A1 (.pfx ou .p12)', 'Certificado vencido') or password ('Senha do certificado incorreta'). */
  errors: Array<FieldError>;
  fullMessages: Array<Scalars['String']['output']>;
  signingCertificate?: Maybe<SigningCertificate>;
};

export type User = Node & {
  __typename?: 'User';
  accountType: AccountType;
  /**
   * The secret address of the user's agenda as an iCalendar feed, for Google Calendar or Apple
   * Calendar to subscribe to. Null until one is made with renewCalendarFeed, and for anyone but the
   * user and a system admin.
   */
  calendarFeedUrl?: Maybe<Scalars['String']['output']>;
  company: Company;
  createdAt: Scalars['DateTime']['output'];
  /** The id in the REST api. */
  databaseId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onboardingCompleted: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /**
   * What the user may do, as CASL rules (https://casl.js.org), in the order the api gives them: build
   * the web app's ability from them. Routes and menus follow them; the api enforces them regardless.
   */
  rules: Array<AbilityRule>;
  /** The devices the user is signed in on, most recently used first; null for anyone but the signed-in user. */
  sessions?: Maybe<Array<UserSession>>;
  /** The user's two-step sign-in; null for anyone but the signed-in user. */
  twoFactor?: Maybe<TwoFactorStatus>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
  /** Users matching the search, across all pages. */
  totalCount: Scalars['Int']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

export type UserOrder = {
  direction: OrderDirection;
  field: UserOrderField;
};

export type UserOrderField =
  | 'created_at'
  | 'email'
  | 'name';

/** A device the user is signed in on. */
export type UserSession = {
  __typename?: 'UserSession';
  createdAt: Scalars['DateTime']['output'];
  /** The session making this request. */
  current: Scalars['Boolean']['output'];
  databaseId: Scalars['Int']['output'];
  /** Browser and system, as the User-Agent tells them ('Chrome no Windows'). */
  device: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The address it signed in from. */
  ip?: Maybe<Scalars['String']['output']>;
  lastUsedAt: Scalars['DateTime']['output'];
  userAgent?: Maybe<Scalars['String']['output']>;
};

export type VerifyTwoFactorSignInInput = {
  challenge: Scalars['String']['input'];
  /** The 6-digit code of the authenticator app. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** One of the 10 recovery codes, instead of a code. */
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

export type WeekCount = {
  __typename?: 'WeekCount';
  completed: Scalars['Int']['output'];
  created: Scalars['Int']['output'];
  /** As the chart shows it, DD/MM. */
  label: Scalars['String']['output'];
  /** The Monday that starts the week, YYYY-MM-DD. */
  week: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = unknown;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( RestAppointment )
    | ( RestCompany )
    | ( RestCustomer )
    | ( RestCustomerField )
    | ( RestCustomerNote )
    | ( RestNoteTemplate )
    | ( RestPaymentMethod )
    | ( RestPlan )
    | ( TaskRecord )
    | ( BoardRecord )
    | ( RestUser )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AbilityRule: ResolverTypeWrapper<RestRule>;
  AccountType: ResolverTypeWrapper<string>;
  Activity: ResolverTypeWrapper<RestActivity>;
  ActivityChange: ResolverTypeWrapper<RestActivityChange>;
  ActivityConnection: ResolverTypeWrapper<Omit<ActivityConnection, 'edges'> & { edges: Array<ResolversTypes['ActivityEdge']> }>;
  ActivityEdge: ResolverTypeWrapper<Omit<ActivityEdge, 'node'> & { node: ResolversTypes['Activity'] }>;
  ActivityEvent: ActivityEvent;
  AddNoteAddendumInput: AddNoteAddendumInput;
  AddNoteAddendumPayload: ResolverTypeWrapper<Omit<AddNoteAddendumPayload, 'note'> & { note?: Maybe<ResolversTypes['CustomerNote']> }>;
  AddPaymentMethodInput: AddPaymentMethodInput;
  AddPaymentMethodPayload: ResolverTypeWrapper<Omit<AddPaymentMethodPayload, 'company' | 'paymentMethod'> & { company?: Maybe<ResolversTypes['Company']>, paymentMethod?: Maybe<ResolversTypes['PaymentMethod']> }>;
  AddTaskAttachmentInput: AddTaskAttachmentInput;
  AddTaskChecklistItemInput: AddTaskChecklistItemInput;
  AddTaskCommentInput: AddTaskCommentInput;
  AnswerType: ResolverTypeWrapper<RestAnswerType>;
  Appointment: ResolverTypeWrapper<RestAppointment>;
  AppointmentChange: ResolverTypeWrapper<AppointmentChange>;
  AppointmentFrequency: AppointmentFrequency;
  AppointmentPayload: ResolverTypeWrapper<Omit<AppointmentPayload, 'appointment'> & { appointment?: Maybe<ResolversTypes['Appointment']> }>;
  AppointmentPerson: ResolverTypeWrapper<AppointmentPerson>;
  AppointmentRecurrenceInput: AppointmentRecurrenceInput;
  AppointmentScope: AppointmentScope;
  AppointmentSource: AppointmentSource;
  AppointmentStatus: AppointmentStatus;
  AppointmentTokenInput: AppointmentTokenInput;
  ArchiveCustomerInput: ArchiveCustomerInput;
  ArchiveCustomerPayload: ResolverTypeWrapper<Omit<ArchiveCustomerPayload, 'customer' | 'customerEdge'> & { customer?: Maybe<ResolversTypes['Customer']>, customerEdge?: Maybe<ResolversTypes['CustomerEdge']> }>;
  AvailabilityWindow: ResolverTypeWrapper<RestAvailabilityWindow>;
  AvailabilityWindowInput: AvailabilityWindowInput;
  BeginTwoFactorSetupPayload: ResolverTypeWrapper<BeginTwoFactorSetupPayload>;
  BookAppointmentInput: BookAppointmentInput;
  BookAppointmentPayload: ResolverTypeWrapper<Omit<BookAppointmentPayload, 'booking'> & { booking?: Maybe<ResolversTypes['Booking']> }>;
  Booking: ResolverTypeWrapper<RestBooking>;
  BookingPage: ResolverTypeWrapper<RestBookingPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ChangePlanInput: ChangePlanInput;
  ChangePlanPayload: ResolverTypeWrapper<Omit<ChangePlanPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  Company: ResolverTypeWrapper<RestCompany>;
  CompanySubscription: ResolverTypeWrapper<RestSubscription>;
  CompleteOnboardingPayload: ResolverTypeWrapper<Omit<CompleteOnboardingPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  ConfirmTwoFactorInput: ConfirmTwoFactorInput;
  CreateAppointmentInput: CreateAppointmentInput;
  CreateCustomerFieldInput: CreateCustomerFieldInput;
  CreateCustomerFieldPayload: ResolverTypeWrapper<Omit<CreateCustomerFieldPayload, 'company' | 'customerField'> & { company?: Maybe<ResolversTypes['Company']>, customerField?: Maybe<ResolversTypes['CustomerField']> }>;
  CreateCustomerInput: CreateCustomerInput;
  CreateCustomerNoteInput: CreateCustomerNoteInput;
  CreateCustomerNotePayload: ResolverTypeWrapper<Omit<CreateCustomerNotePayload, 'customer' | 'noteEdge'> & { customer?: Maybe<ResolversTypes['Customer']>, noteEdge?: Maybe<ResolversTypes['CustomerNoteEdge']> }>;
  CreateCustomerPayload: ResolverTypeWrapper<Omit<CreateCustomerPayload, 'company' | 'customer' | 'customerEdge'> & { company?: Maybe<ResolversTypes['Company']>, customer?: Maybe<ResolversTypes['Customer']>, customerEdge?: Maybe<ResolversTypes['CustomerEdge']> }>;
  CreateNoteTemplateInput: CreateNoteTemplateInput;
  CreateNoteTemplatePayload: ResolverTypeWrapper<Omit<CreateNoteTemplatePayload, 'noteTemplate' | 'noteTemplateEdge'> & { noteTemplate?: Maybe<ResolversTypes['NoteTemplate']>, noteTemplateEdge?: Maybe<ResolversTypes['NoteTemplateEdge']> }>;
  CreateTaskInput: CreateTaskInput;
  CreateTaskListInput: CreateTaskListInput;
  CreateTaskListPayload: ResolverTypeWrapper<Omit<CreateTaskListPayload, 'taskList'> & { taskList?: Maybe<ResolversTypes['TaskList']> }>;
  CreateTaskPayload: ResolverTypeWrapper<Omit<CreateTaskPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversTypes['Task']>, taskList?: Maybe<ResolversTypes['TaskList']> }>;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: ResolverTypeWrapper<Omit<CreateUserPayload, 'user' | 'userEdge'> & { user?: Maybe<ResolversTypes['User']>, userEdge?: Maybe<ResolversTypes['UserEdge']> }>;
  Customer: ResolverTypeWrapper<RestCustomer>;
  CustomerAccess: ResolverTypeWrapper<RestCustomerAccess>;
  CustomerAccessConnection: ResolverTypeWrapper<Omit<CustomerAccessConnection, 'edges'> & { edges: Array<ResolversTypes['CustomerAccessEdge']> }>;
  CustomerAccessEdge: ResolverTypeWrapper<Omit<CustomerAccessEdge, 'node'> & { node: ResolversTypes['CustomerAccess'] }>;
  CustomerAnswer: ResolverTypeWrapper<CustomerAnswerRecord>;
  CustomerAnswerInput: CustomerAnswerInput;
  CustomerConnection: ResolverTypeWrapper<Omit<CustomerConnection, 'edges'> & { edges: Array<ResolversTypes['CustomerEdge']> }>;
  CustomerEdge: ResolverTypeWrapper<Omit<CustomerEdge, 'node'> & { node: ResolversTypes['Customer'] }>;
  CustomerField: ResolverTypeWrapper<RestCustomerField>;
  CustomerNote: ResolverTypeWrapper<RestCustomerNote>;
  CustomerNoteConnection: ResolverTypeWrapper<Omit<CustomerNoteConnection, 'edges'> & { edges: Array<ResolversTypes['CustomerNoteEdge']> }>;
  CustomerNoteEdge: ResolverTypeWrapper<Omit<CustomerNoteEdge, 'node'> & { node: ResolversTypes['CustomerNote'] }>;
  CustomerOrder: CustomerOrder;
  CustomerOrderField: CustomerOrderField;
  CustomersLimitPeriod: ResolverTypeWrapper<string>;
  CustomersQuota: ResolverTypeWrapper<RestPlanWithQuota>;
  Dashboard: ResolverTypeWrapper<RestDashboardStats>;
  DashboardCustomers: ResolverTypeWrapper<RestDashboardCustomers>;
  DashboardTasks: ResolverTypeWrapper<RestDashboardTasks>;
  DataExport: ResolverTypeWrapper<RestDataExport>;
  DataExportPayload: ResolverTypeWrapper<Omit<DataExportPayload, 'dataExport'> & { dataExport?: Maybe<ResolversTypes['DataExport']> }>;
  DataExportStatus: DataExportStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAppointmentInput: DeleteAppointmentInput;
  DeleteAppointmentPayload: ResolverTypeWrapper<Omit<DeleteAppointmentPayload, 'appointment'> & { appointment?: Maybe<ResolversTypes['Appointment']> }>;
  DeleteCustomerFieldInput: DeleteCustomerFieldInput;
  DeleteCustomerFieldPayload: ResolverTypeWrapper<Omit<DeleteCustomerFieldPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  DeleteCustomerInput: DeleteCustomerInput;
  DeleteCustomerNoteInput: DeleteCustomerNoteInput;
  DeleteCustomerNotePayload: ResolverTypeWrapper<Omit<DeleteCustomerNotePayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  DeleteCustomerPayload: ResolverTypeWrapper<Omit<DeleteCustomerPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  DeleteNoteTemplateInput: DeleteNoteTemplateInput;
  DeleteNoteTemplatePayload: ResolverTypeWrapper<DeleteNoteTemplatePayload>;
  DeleteSigningCertificateInput: DeleteSigningCertificateInput;
  DeleteSigningCertificatePayload: ResolverTypeWrapper<DeleteSigningCertificatePayload>;
  DeleteTaskInput: DeleteTaskInput;
  DeleteTaskListInput: DeleteTaskListInput;
  DeleteTaskListPayload: ResolverTypeWrapper<DeleteTaskListPayload>;
  DeleteTaskPayload: ResolverTypeWrapper<Omit<DeleteTaskPayload, 'taskList'> & { taskList?: Maybe<ResolversTypes['TaskList']> }>;
  DeleteUserInput: DeleteUserInput;
  DeleteUserPayload: ResolverTypeWrapper<DeleteUserPayload>;
  DisableTwoFactorPayload: ResolverTypeWrapper<Omit<DisableTwoFactorPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['User']> }>;
  DuplicateCustomerNoteInput: DuplicateCustomerNoteInput;
  DuplicateCustomerNotePayload: ResolverTypeWrapper<Omit<DuplicateCustomerNotePayload, 'customer' | 'noteEdge'> & { customer?: Maybe<ResolversTypes['Customer']>, noteEdge?: Maybe<ResolversTypes['CustomerNoteEdge']> }>;
  DuplicateTaskListInput: DuplicateTaskListInput;
  DuplicateTaskListPayload: ResolverTypeWrapper<Omit<DuplicateTaskListPayload, 'taskList'> & { taskList?: Maybe<ResolversTypes['TaskList']> }>;
  EnableTwoFactorInput: EnableTwoFactorInput;
  EnableTwoFactorPayload: ResolverTypeWrapper<Omit<EnableTwoFactorPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['User']> }>;
  ExportCompanyDataInput: ExportCompanyDataInput;
  ExportCustomerDataInput: ExportCustomerDataInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LockCustomerNoteInput: LockCustomerNoteInput;
  LockCustomerNotePayload: ResolverTypeWrapper<Omit<LockCustomerNotePayload, 'note'> & { note?: Maybe<ResolversTypes['CustomerNote']> }>;
  MonthCount: ResolverTypeWrapper<RestMonthCount>;
  MoveAppointmentInput: MoveAppointmentInput;
  MoveTaskInput: MoveTaskInput;
  MoveTaskPayload: ResolverTypeWrapper<Omit<MoveTaskPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversTypes['Task']>, taskList?: Maybe<ResolversTypes['TaskList']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NoteAddendum: ResolverTypeWrapper<RestNoteAddendum>;
  NoteTemplate: ResolverTypeWrapper<RestNoteTemplate>;
  NoteTemplateConnection: ResolverTypeWrapper<Omit<NoteTemplateConnection, 'edges'> & { edges: Array<ResolversTypes['NoteTemplateEdge']> }>;
  NoteTemplateEdge: ResolverTypeWrapper<Omit<NoteTemplateEdge, 'node'> & { node: ResolversTypes['NoteTemplate'] }>;
  OrderDirection: OrderDirection;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageSize: PageSize;
  PaymentGateway: ResolverTypeWrapper<RestBillingSettings>;
  PaymentMethod: ResolverTypeWrapper<RestPaymentMethod>;
  Plan: ResolverTypeWrapper<RestPlan>;
  PlanIdentifier: ResolverTypeWrapper<string>;
  PublicAppointment: ResolverTypeWrapper<RestPublicAppointment>;
  PublicAppointmentPayload: ResolverTypeWrapper<Omit<PublicAppointmentPayload, 'appointment'> & { appointment?: Maybe<ResolversTypes['PublicAppointment']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemovePaymentMethodInput: RemovePaymentMethodInput;
  RemovePaymentMethodPayload: ResolverTypeWrapper<Omit<RemovePaymentMethodPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  RenewCalendarFeedInput: RenewCalendarFeedInput;
  RenewCalendarFeedPayload: ResolverTypeWrapper<RenewCalendarFeedPayload>;
  ReorderCustomerFieldsInput: ReorderCustomerFieldsInput;
  ReorderCustomerFieldsPayload: ResolverTypeWrapper<Omit<ReorderCustomerFieldsPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  ReportCount: ResolverTypeWrapper<RestReportCount>;
  ReportCustomerRows: ResolverTypeWrapper<RestCustomerPage>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RevokeSessionInput: RevokeSessionInput;
  RevokeSessionPayload: ResolverTypeWrapper<Omit<RevokeSessionPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['User']> }>;
  SaveOnboardingProfileInput: SaveOnboardingProfileInput;
  SaveOnboardingProfilePayload: ResolverTypeWrapper<Omit<SaveOnboardingProfilePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['User']> }>;
  SearchAppointment: ResolverTypeWrapper<RestSearchAppointment>;
  SearchAppointments: ResolverTypeWrapper<Omit<SearchAppointments, 'items'> & { items: Array<ResolversTypes['SearchAppointment']> }>;
  SearchCustomer: ResolverTypeWrapper<RestSearchCustomer>;
  SearchCustomers: ResolverTypeWrapper<Omit<SearchCustomers, 'items'> & { items: Array<ResolversTypes['SearchCustomer']> }>;
  SearchResult: ResolverTypeWrapper<RestSearchResult>;
  SearchTask: ResolverTypeWrapper<RestSearchTask>;
  SearchTasks: ResolverTypeWrapper<Omit<SearchTasks, 'items'> & { items: Array<ResolversTypes['SearchTask']> }>;
  Session: ResolverTypeWrapper<AuthHeaders>;
  SetAppointmentStatusInput: SetAppointmentStatusInput;
  SetAvailabilityInput: SetAvailabilityInput;
  SetAvailabilityPayload: ResolverTypeWrapper<Omit<SetAvailabilityPayload, 'availability'> & { availability?: Maybe<Array<ResolversTypes['AvailabilityWindow']>> }>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'session' | 'viewer'> & { session?: Maybe<ResolversTypes['Session']>, viewer?: Maybe<ResolversTypes['User']> }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<Omit<SignUpPayload, 'session' | 'viewer'> & { session?: Maybe<ResolversTypes['Session']>, viewer?: Maybe<ResolversTypes['User']> }>;
  SigningCertificate: ResolverTypeWrapper<RestSigningCertificate>;
  SigningCertificateOwner: SigningCertificateOwner;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionStatus: ResolverTypeWrapper<RestSubscriptionStatus>;
  Task: ResolverTypeWrapper<TaskRecord>;
  TaskAttachment: ResolverTypeWrapper<RestTaskAttachment>;
  TaskChange: ResolverTypeWrapper<TaskChange>;
  TaskChecklistItem: ResolverTypeWrapper<TaskChecklistItem>;
  TaskComment: ResolverTypeWrapper<RestTaskComment>;
  TaskConnection: ResolverTypeWrapper<Omit<TaskConnection, 'edges'> & { edges: Array<ResolversTypes['TaskEdge']> }>;
  TaskCustomer: ResolverTypeWrapper<TaskCustomer>;
  TaskEdge: ResolverTypeWrapper<Omit<TaskEdge, 'node'> & { node: ResolversTypes['Task'] }>;
  TaskFilter: TaskFilter;
  TaskGroup: ResolverTypeWrapper<GroupRecord>;
  TaskGroupBy: TaskGroupBy;
  TaskList: ResolverTypeWrapper<BoardRecord>;
  TaskPartInput: TaskPartInput;
  TaskPartPayload: ResolverTypeWrapper<Omit<TaskPartPayload, 'task'> & { task?: Maybe<ResolversTypes['Task']> }>;
  TaskPerson: ResolverTypeWrapper<PersonRecord>;
  TaskPriority: TaskPriority;
  TaskReport: ResolverTypeWrapper<RestTaskReport>;
  TaskReportRow: ResolverTypeWrapper<RestTaskReportRow>;
  TaskStatus: TaskStatus;
  TaskStatusCount: ResolverTypeWrapper<RestTaskStatusCount>;
  TermGender: ResolverTypeWrapper<RestTermGender>;
  ToggleTaskCompletionInput: ToggleTaskCompletionInput;
  ToggleTaskCompletionPayload: ResolverTypeWrapper<Omit<ToggleTaskCompletionPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversTypes['Task']>, taskList?: Maybe<ResolversTypes['TaskList']> }>;
  Trend: Trend;
  TwoFactorStatus: ResolverTypeWrapper<RestTwoFactor>;
  UnarchiveCustomerInput: UnarchiveCustomerInput;
  UnarchiveCustomerPayload: ResolverTypeWrapper<Omit<UnarchiveCustomerPayload, 'customer' | 'customerEdge'> & { customer?: Maybe<ResolversTypes['Customer']>, customerEdge?: Maybe<ResolversTypes['CustomerEdge']> }>;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UpdateCompanyImageInput: UpdateCompanyImageInput;
  UpdateCompanyInput: UpdateCompanyInput;
  UpdateCompanyPayload: ResolverTypeWrapper<Omit<UpdateCompanyPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  UpdateCustomerFieldInput: UpdateCustomerFieldInput;
  UpdateCustomerFieldPayload: ResolverTypeWrapper<Omit<UpdateCustomerFieldPayload, 'customerField'> & { customerField?: Maybe<ResolversTypes['CustomerField']> }>;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerNoteInput: UpdateCustomerNoteInput;
  UpdateCustomerNotePayload: ResolverTypeWrapper<Omit<UpdateCustomerNotePayload, 'note'> & { note?: Maybe<ResolversTypes['CustomerNote']> }>;
  UpdateCustomerPayload: ResolverTypeWrapper<Omit<UpdateCustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  UpdateNoteTemplateInput: UpdateNoteTemplateInput;
  UpdateNoteTemplatePayload: ResolverTypeWrapper<Omit<UpdateNoteTemplatePayload, 'noteTemplate'> & { noteTemplate?: Maybe<ResolversTypes['NoteTemplate']> }>;
  UpdatePrintLayoutInput: UpdatePrintLayoutInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['User']> }>;
  UpdateTaskInput: UpdateTaskInput;
  UpdateTaskListInput: UpdateTaskListInput;
  UpdateTaskListPayload: ResolverTypeWrapper<Omit<UpdateTaskListPayload, 'taskList'> & { taskList?: Maybe<ResolversTypes['TaskList']> }>;
  UpdateTaskPayload: ResolverTypeWrapper<Omit<UpdateTaskPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversTypes['Task']>, taskList?: Maybe<ResolversTypes['TaskList']> }>;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UploadNoteImageInput: UploadNoteImageInput;
  UploadNoteImagePayload: ResolverTypeWrapper<UploadNoteImagePayload>;
  UploadSigningCertificateInput: UploadSigningCertificateInput;
  UploadSigningCertificatePayload: ResolverTypeWrapper<Omit<UploadSigningCertificatePayload, 'signingCertificate'> & { signingCertificate?: Maybe<ResolversTypes['SigningCertificate']> }>;
  User: ResolverTypeWrapper<RestUser>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserOrder: UserOrder;
  UserOrderField: null;
  UserSession: ResolverTypeWrapper<RestSession>;
  VerifyTwoFactorSignInInput: VerifyTwoFactorSignInInput;
  WeekCount: ResolverTypeWrapper<RestWeekCount>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AbilityRule: RestRule;
  Activity: RestActivity;
  ActivityChange: RestActivityChange;
  ActivityConnection: Omit<ActivityConnection, 'edges'> & { edges: Array<ResolversParentTypes['ActivityEdge']> };
  ActivityEdge: Omit<ActivityEdge, 'node'> & { node: ResolversParentTypes['Activity'] };
  AddNoteAddendumInput: AddNoteAddendumInput;
  AddNoteAddendumPayload: Omit<AddNoteAddendumPayload, 'note'> & { note?: Maybe<ResolversParentTypes['CustomerNote']> };
  AddPaymentMethodInput: AddPaymentMethodInput;
  AddPaymentMethodPayload: Omit<AddPaymentMethodPayload, 'company' | 'paymentMethod'> & { company?: Maybe<ResolversParentTypes['Company']>, paymentMethod?: Maybe<ResolversParentTypes['PaymentMethod']> };
  AddTaskAttachmentInput: AddTaskAttachmentInput;
  AddTaskChecklistItemInput: AddTaskChecklistItemInput;
  AddTaskCommentInput: AddTaskCommentInput;
  Appointment: RestAppointment;
  AppointmentChange: AppointmentChange;
  AppointmentPayload: Omit<AppointmentPayload, 'appointment'> & { appointment?: Maybe<ResolversParentTypes['Appointment']> };
  AppointmentPerson: AppointmentPerson;
  AppointmentRecurrenceInput: AppointmentRecurrenceInput;
  AppointmentTokenInput: AppointmentTokenInput;
  ArchiveCustomerInput: ArchiveCustomerInput;
  ArchiveCustomerPayload: Omit<ArchiveCustomerPayload, 'customer' | 'customerEdge'> & { customer?: Maybe<ResolversParentTypes['Customer']>, customerEdge?: Maybe<ResolversParentTypes['CustomerEdge']> };
  AvailabilityWindow: RestAvailabilityWindow;
  AvailabilityWindowInput: AvailabilityWindowInput;
  BeginTwoFactorSetupPayload: BeginTwoFactorSetupPayload;
  BookAppointmentInput: BookAppointmentInput;
  BookAppointmentPayload: Omit<BookAppointmentPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['Booking']> };
  Booking: RestBooking;
  BookingPage: RestBookingPage;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ChangePlanInput: ChangePlanInput;
  ChangePlanPayload: Omit<ChangePlanPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  Company: RestCompany;
  CompanySubscription: RestSubscription;
  CompleteOnboardingPayload: Omit<CompleteOnboardingPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  ConfirmTwoFactorInput: ConfirmTwoFactorInput;
  CreateAppointmentInput: CreateAppointmentInput;
  CreateCustomerFieldInput: CreateCustomerFieldInput;
  CreateCustomerFieldPayload: Omit<CreateCustomerFieldPayload, 'company' | 'customerField'> & { company?: Maybe<ResolversParentTypes['Company']>, customerField?: Maybe<ResolversParentTypes['CustomerField']> };
  CreateCustomerInput: CreateCustomerInput;
  CreateCustomerNoteInput: CreateCustomerNoteInput;
  CreateCustomerNotePayload: Omit<CreateCustomerNotePayload, 'customer' | 'noteEdge'> & { customer?: Maybe<ResolversParentTypes['Customer']>, noteEdge?: Maybe<ResolversParentTypes['CustomerNoteEdge']> };
  CreateCustomerPayload: Omit<CreateCustomerPayload, 'company' | 'customer' | 'customerEdge'> & { company?: Maybe<ResolversParentTypes['Company']>, customer?: Maybe<ResolversParentTypes['Customer']>, customerEdge?: Maybe<ResolversParentTypes['CustomerEdge']> };
  CreateNoteTemplateInput: CreateNoteTemplateInput;
  CreateNoteTemplatePayload: Omit<CreateNoteTemplatePayload, 'noteTemplate' | 'noteTemplateEdge'> & { noteTemplate?: Maybe<ResolversParentTypes['NoteTemplate']>, noteTemplateEdge?: Maybe<ResolversParentTypes['NoteTemplateEdge']> };
  CreateTaskInput: CreateTaskInput;
  CreateTaskListInput: CreateTaskListInput;
  CreateTaskListPayload: Omit<CreateTaskListPayload, 'taskList'> & { taskList?: Maybe<ResolversParentTypes['TaskList']> };
  CreateTaskPayload: Omit<CreateTaskPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversParentTypes['Task']>, taskList?: Maybe<ResolversParentTypes['TaskList']> };
  CreateUserInput: CreateUserInput;
  CreateUserPayload: Omit<CreateUserPayload, 'user' | 'userEdge'> & { user?: Maybe<ResolversParentTypes['User']>, userEdge?: Maybe<ResolversParentTypes['UserEdge']> };
  Customer: RestCustomer;
  CustomerAccess: RestCustomerAccess;
  CustomerAccessConnection: Omit<CustomerAccessConnection, 'edges'> & { edges: Array<ResolversParentTypes['CustomerAccessEdge']> };
  CustomerAccessEdge: Omit<CustomerAccessEdge, 'node'> & { node: ResolversParentTypes['CustomerAccess'] };
  CustomerAnswer: CustomerAnswerRecord;
  CustomerAnswerInput: CustomerAnswerInput;
  CustomerConnection: Omit<CustomerConnection, 'edges'> & { edges: Array<ResolversParentTypes['CustomerEdge']> };
  CustomerEdge: Omit<CustomerEdge, 'node'> & { node: ResolversParentTypes['Customer'] };
  CustomerField: RestCustomerField;
  CustomerNote: RestCustomerNote;
  CustomerNoteConnection: Omit<CustomerNoteConnection, 'edges'> & { edges: Array<ResolversParentTypes['CustomerNoteEdge']> };
  CustomerNoteEdge: Omit<CustomerNoteEdge, 'node'> & { node: ResolversParentTypes['CustomerNote'] };
  CustomerOrder: CustomerOrder;
  CustomersQuota: RestPlanWithQuota;
  Dashboard: RestDashboardStats;
  DashboardCustomers: RestDashboardCustomers;
  DashboardTasks: RestDashboardTasks;
  DataExport: RestDataExport;
  DataExportPayload: Omit<DataExportPayload, 'dataExport'> & { dataExport?: Maybe<ResolversParentTypes['DataExport']> };
  DateTime: Scalars['DateTime']['output'];
  DeleteAppointmentInput: DeleteAppointmentInput;
  DeleteAppointmentPayload: Omit<DeleteAppointmentPayload, 'appointment'> & { appointment?: Maybe<ResolversParentTypes['Appointment']> };
  DeleteCustomerFieldInput: DeleteCustomerFieldInput;
  DeleteCustomerFieldPayload: Omit<DeleteCustomerFieldPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  DeleteCustomerInput: DeleteCustomerInput;
  DeleteCustomerNoteInput: DeleteCustomerNoteInput;
  DeleteCustomerNotePayload: Omit<DeleteCustomerNotePayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  DeleteCustomerPayload: Omit<DeleteCustomerPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  DeleteNoteTemplateInput: DeleteNoteTemplateInput;
  DeleteNoteTemplatePayload: DeleteNoteTemplatePayload;
  DeleteSigningCertificateInput: DeleteSigningCertificateInput;
  DeleteSigningCertificatePayload: DeleteSigningCertificatePayload;
  DeleteTaskInput: DeleteTaskInput;
  DeleteTaskListInput: DeleteTaskListInput;
  DeleteTaskListPayload: DeleteTaskListPayload;
  DeleteTaskPayload: Omit<DeleteTaskPayload, 'taskList'> & { taskList?: Maybe<ResolversParentTypes['TaskList']> };
  DeleteUserInput: DeleteUserInput;
  DeleteUserPayload: DeleteUserPayload;
  DisableTwoFactorPayload: Omit<DisableTwoFactorPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['User']> };
  DuplicateCustomerNoteInput: DuplicateCustomerNoteInput;
  DuplicateCustomerNotePayload: Omit<DuplicateCustomerNotePayload, 'customer' | 'noteEdge'> & { customer?: Maybe<ResolversParentTypes['Customer']>, noteEdge?: Maybe<ResolversParentTypes['CustomerNoteEdge']> };
  DuplicateTaskListInput: DuplicateTaskListInput;
  DuplicateTaskListPayload: Omit<DuplicateTaskListPayload, 'taskList'> & { taskList?: Maybe<ResolversParentTypes['TaskList']> };
  EnableTwoFactorInput: EnableTwoFactorInput;
  EnableTwoFactorPayload: Omit<EnableTwoFactorPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['User']> };
  ExportCompanyDataInput: ExportCompanyDataInput;
  ExportCustomerDataInput: ExportCustomerDataInput;
  FieldError: FieldError;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LockCustomerNoteInput: LockCustomerNoteInput;
  LockCustomerNotePayload: Omit<LockCustomerNotePayload, 'note'> & { note?: Maybe<ResolversParentTypes['CustomerNote']> };
  MonthCount: RestMonthCount;
  MoveAppointmentInput: MoveAppointmentInput;
  MoveTaskInput: MoveTaskInput;
  MoveTaskPayload: Omit<MoveTaskPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversParentTypes['Task']>, taskList?: Maybe<ResolversParentTypes['TaskList']> };
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NoteAddendum: RestNoteAddendum;
  NoteTemplate: RestNoteTemplate;
  NoteTemplateConnection: Omit<NoteTemplateConnection, 'edges'> & { edges: Array<ResolversParentTypes['NoteTemplateEdge']> };
  NoteTemplateEdge: Omit<NoteTemplateEdge, 'node'> & { node: ResolversParentTypes['NoteTemplate'] };
  PageInfo: PageInfo;
  PaymentGateway: RestBillingSettings;
  PaymentMethod: RestPaymentMethod;
  Plan: RestPlan;
  PublicAppointment: RestPublicAppointment;
  PublicAppointmentPayload: Omit<PublicAppointmentPayload, 'appointment'> & { appointment?: Maybe<ResolversParentTypes['PublicAppointment']> };
  Query: Record<PropertyKey, never>;
  RemovePaymentMethodInput: RemovePaymentMethodInput;
  RemovePaymentMethodPayload: Omit<RemovePaymentMethodPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  RenewCalendarFeedInput: RenewCalendarFeedInput;
  RenewCalendarFeedPayload: RenewCalendarFeedPayload;
  ReorderCustomerFieldsInput: ReorderCustomerFieldsInput;
  ReorderCustomerFieldsPayload: Omit<ReorderCustomerFieldsPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  ReportCount: RestReportCount;
  ReportCustomerRows: RestCustomerPage;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RevokeSessionInput: RevokeSessionInput;
  RevokeSessionPayload: Omit<RevokeSessionPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['User']> };
  SaveOnboardingProfileInput: SaveOnboardingProfileInput;
  SaveOnboardingProfilePayload: Omit<SaveOnboardingProfilePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['User']> };
  SearchAppointment: RestSearchAppointment;
  SearchAppointments: Omit<SearchAppointments, 'items'> & { items: Array<ResolversParentTypes['SearchAppointment']> };
  SearchCustomer: RestSearchCustomer;
  SearchCustomers: Omit<SearchCustomers, 'items'> & { items: Array<ResolversParentTypes['SearchCustomer']> };
  SearchResult: RestSearchResult;
  SearchTask: RestSearchTask;
  SearchTasks: Omit<SearchTasks, 'items'> & { items: Array<ResolversParentTypes['SearchTask']> };
  Session: AuthHeaders;
  SetAppointmentStatusInput: SetAppointmentStatusInput;
  SetAvailabilityInput: SetAvailabilityInput;
  SetAvailabilityPayload: Omit<SetAvailabilityPayload, 'availability'> & { availability?: Maybe<Array<ResolversParentTypes['AvailabilityWindow']>> };
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'session' | 'viewer'> & { session?: Maybe<ResolversParentTypes['Session']>, viewer?: Maybe<ResolversParentTypes['User']> };
  SignOutPayload: SignOutPayload;
  SignUpInput: SignUpInput;
  SignUpPayload: Omit<SignUpPayload, 'session' | 'viewer'> & { session?: Maybe<ResolversParentTypes['Session']>, viewer?: Maybe<ResolversParentTypes['User']> };
  SigningCertificate: RestSigningCertificate;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubscriptionStatus: RestSubscriptionStatus;
  Task: TaskRecord;
  TaskAttachment: RestTaskAttachment;
  TaskChange: TaskChange;
  TaskChecklistItem: TaskChecklistItem;
  TaskComment: RestTaskComment;
  TaskConnection: Omit<TaskConnection, 'edges'> & { edges: Array<ResolversParentTypes['TaskEdge']> };
  TaskCustomer: TaskCustomer;
  TaskEdge: Omit<TaskEdge, 'node'> & { node: ResolversParentTypes['Task'] };
  TaskFilter: TaskFilter;
  TaskGroup: GroupRecord;
  TaskList: BoardRecord;
  TaskPartInput: TaskPartInput;
  TaskPartPayload: Omit<TaskPartPayload, 'task'> & { task?: Maybe<ResolversParentTypes['Task']> };
  TaskPerson: PersonRecord;
  TaskReport: RestTaskReport;
  TaskReportRow: RestTaskReportRow;
  TaskStatusCount: RestTaskStatusCount;
  ToggleTaskCompletionInput: ToggleTaskCompletionInput;
  ToggleTaskCompletionPayload: Omit<ToggleTaskCompletionPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversParentTypes['Task']>, taskList?: Maybe<ResolversParentTypes['TaskList']> };
  TwoFactorStatus: RestTwoFactor;
  UnarchiveCustomerInput: UnarchiveCustomerInput;
  UnarchiveCustomerPayload: Omit<UnarchiveCustomerPayload, 'customer' | 'customerEdge'> & { customer?: Maybe<ResolversParentTypes['Customer']>, customerEdge?: Maybe<ResolversParentTypes['CustomerEdge']> };
  UpdateAppointmentInput: UpdateAppointmentInput;
  UpdateCompanyImageInput: UpdateCompanyImageInput;
  UpdateCompanyInput: UpdateCompanyInput;
  UpdateCompanyPayload: Omit<UpdateCompanyPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  UpdateCustomerFieldInput: UpdateCustomerFieldInput;
  UpdateCustomerFieldPayload: Omit<UpdateCustomerFieldPayload, 'customerField'> & { customerField?: Maybe<ResolversParentTypes['CustomerField']> };
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerNoteInput: UpdateCustomerNoteInput;
  UpdateCustomerNotePayload: Omit<UpdateCustomerNotePayload, 'note'> & { note?: Maybe<ResolversParentTypes['CustomerNote']> };
  UpdateCustomerPayload: Omit<UpdateCustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  UpdateNoteTemplateInput: UpdateNoteTemplateInput;
  UpdateNoteTemplatePayload: Omit<UpdateNoteTemplatePayload, 'noteTemplate'> & { noteTemplate?: Maybe<ResolversParentTypes['NoteTemplate']> };
  UpdatePrintLayoutInput: UpdatePrintLayoutInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['User']> };
  UpdateTaskInput: UpdateTaskInput;
  UpdateTaskListInput: UpdateTaskListInput;
  UpdateTaskListPayload: Omit<UpdateTaskListPayload, 'taskList'> & { taskList?: Maybe<ResolversParentTypes['TaskList']> };
  UpdateTaskPayload: Omit<UpdateTaskPayload, 'task' | 'taskList'> & { task?: Maybe<ResolversParentTypes['Task']>, taskList?: Maybe<ResolversParentTypes['TaskList']> };
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UploadNoteImageInput: UploadNoteImageInput;
  UploadNoteImagePayload: UploadNoteImagePayload;
  UploadSigningCertificateInput: UploadSigningCertificateInput;
  UploadSigningCertificatePayload: Omit<UploadSigningCertificatePayload, 'signingCertificate'> & { signingCertificate?: Maybe<ResolversParentTypes['SigningCertificate']> };
  User: RestUser;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserOrder: UserOrder;
  UserSession: RestSession;
  VerifyTwoFactorSignInInput: VerifyTwoFactorSignInInput;
  WeekCount: RestWeekCount;
};

export type AbilityRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AbilityRule'] = ResolversParentTypes['AbilityRule']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  inverted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountTypeResolvers = { LIMITED: 'limited', STANDARD: 'standard', SYSTEM_ADMIN: 'system_admin' };

export type ActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  changes?: Resolver<Array<ResolversTypes['ActivityChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ActivityEvent'], ParentType, ContextType>;
  eventText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemDatabaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemTypeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relativeTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityChange'] = ResolversParentTypes['ActivityChange']> = {
  fieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActivityConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityConnection'] = ResolversParentTypes['ActivityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ActivityEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityEdge'] = ResolversParentTypes['ActivityEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
};

export type AddNoteAddendumPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddNoteAddendumPayload'] = ResolversParentTypes['AddNoteAddendumPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['CustomerNote']>, ParentType, ContextType>;
};

export type AddPaymentMethodPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddPaymentMethodPayload'] = ResolversParentTypes['AddPaymentMethodPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type AnswerTypeResolvers = { CPF: 'cpf', DATE: 'date', MULTIPLE_CHOICE: 'multiple_choice', MULTIPLE_RESPONSE: 'multiple_response', PHONE: 'phone', RG: 'rg', SELECTBOX: 'selectbox', SHORT_TEXT: 'short_text', TEXT: 'text', TIME: 'time' };

export type AppointmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['AppointmentPerson'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  professional?: Resolver<ResolversTypes['AppointmentPerson'], ParentType, ContextType>;
  reminderSentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seriesId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AppointmentSource'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppointmentStatus'], ParentType, ContextType>;
  statusColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppointmentChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentChange'] = ResolversParentTypes['AppointmentChange']> = {
  appointmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppointmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentPayload'] = ResolversParentTypes['AppointmentPayload']> = {
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppointmentPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentPerson'] = ResolversParentTypes['AppointmentPerson']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArchiveCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArchiveCustomerPayload'] = ResolversParentTypes['ArchiveCustomerPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerEdge?: Resolver<Maybe<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AvailabilityWindowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailabilityWindow'] = ResolversParentTypes['AvailabilityWindow']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeginTwoFactorSetupPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeginTwoFactorSetupPayload'] = ResolversParentTypes['BeginTwoFactorSetupPayload']> = {
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  otpauthUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrCodeSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookAppointmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookAppointmentPayload'] = ResolversParentTypes['BookAppointmentPayload']> = {
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  professionalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  professionals?: Resolver<Array<ResolversTypes['AppointmentPerson']>, ParentType, ContextType>;
  slotMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChangePlanPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePlanPayload'] = ResolversParentTypes['ChangePlanPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  activityHistory?: Resolver<ResolversTypes['ActivityConnection'], ParentType, ContextType, RequireFields<CompanyActivityHistoryArgs, 'first'>>;
  bookingSlotMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companyTreatment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyTreatmentGender?: Resolver<ResolversTypes['TermGender'], ParentType, ContextType>;
  companyTreatmentPlural?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFields?: Resolver<Array<ResolversTypes['CustomerField']>, ParentType, ContextType>;
  customerTreatment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTreatmentGender?: Resolver<ResolversTypes['TermGender'], ParentType, ContextType>;
  customerTreatmentPlural?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, RequireFields<CompanyCustomersArgs, 'archived' | 'first'>>;
  customersQuota?: Resolver<ResolversTypes['CustomersQuota'], ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  dataExport?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType, RequireFields<CompanyDataExportArgs, 'databaseId'>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noteTemplates?: Resolver<ResolversTypes['NoteTemplateConnection'], ParentType, ContextType, Partial<CompanyNoteTemplatesArgs>>;
  onboardingCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  onlineBookingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  printFooter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printHeader?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printPreviewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<CompanyPrintPreviewUrlArgs, 'pageSize'>>;
  professionalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  professionalRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reminderHoursBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportCustomerRows?: Resolver<ResolversTypes['ReportCustomerRows'], ParentType, ContextType, RequireFields<CompanyReportCustomerRowsArgs, 'page' | 'perPage'>>;
  reportCustomers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, RequireFields<CompanyReportCustomersArgs, 'first'>>;
  requireTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['CompanySubscription'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  taskReport?: Resolver<ResolversTypes['TaskReport'], ParentType, ContextType, RequireFields<CompanyTaskReportArgs, 'page' | 'perPage'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<CompanyUsersArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanySubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanySubscription'] = ResolversParentTypes['CompanySubscription']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  nextCharge?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trialDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CompleteOnboardingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompleteOnboardingPayload'] = ResolversParentTypes['CompleteOnboardingPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateCustomerFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateCustomerFieldPayload'] = ResolversParentTypes['CreateCustomerFieldPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  customerField?: Resolver<Maybe<ResolversTypes['CustomerField']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateCustomerNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateCustomerNotePayload'] = ResolversParentTypes['CreateCustomerNotePayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noteEdge?: Resolver<Maybe<ResolversTypes['CustomerNoteEdge']>, ParentType, ContextType>;
};

export type CreateCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateCustomerPayload'] = ResolversParentTypes['CreateCustomerPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerEdge?: Resolver<Maybe<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateNoteTemplatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateNoteTemplatePayload'] = ResolversParentTypes['CreateNoteTemplatePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noteTemplate?: Resolver<Maybe<ResolversTypes['NoteTemplate']>, ParentType, ContextType>;
  noteTemplateEdge?: Resolver<Maybe<ResolversTypes['NoteTemplateEdge']>, ParentType, ContextType>;
};

export type CreateTaskListPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateTaskListPayload'] = ResolversParentTypes['CreateTaskListPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type CreateTaskPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateTaskPayload'] = ResolversParentTypes['CreateTaskPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type CreateUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateUserPayload'] = ResolversParentTypes['CreateUserPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userEdge?: Resolver<Maybe<ResolversTypes['UserEdge']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  accesses?: Resolver<ResolversTypes['CustomerAccessConnection'], ParentType, ContextType, Partial<CustomerAccessesArgs>>;
  answers?: Resolver<Array<ResolversTypes['CustomerAnswer']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataExport?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType, RequireFields<CustomerDataExportArgs, 'databaseId'>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['CustomerNoteConnection'], ParentType, ContextType, Partial<CustomerNotesArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerAccess'] = ResolversParentTypes['CustomerAccess']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerAccessConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerAccessConnection'] = ResolversParentTypes['CustomerAccessConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerAccessEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerAccessEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerAccessEdge'] = ResolversParentTypes['CustomerAccessEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CustomerAccess'], ParentType, ContextType>;
};

export type CustomerAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerAnswer'] = ResolversParentTypes['CustomerAnswer']> = {
  field?: Resolver<ResolversTypes['CustomerField'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerEdge'] = ResolversParentTypes['CustomerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
};

export type CustomerFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerField'] = ResolversParentTypes['CustomerField']> = {
  answerType?: Resolver<ResolversTypes['AnswerType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerNote'] = ResolversParentTypes['CustomerNote']> = {
  addenda?: Resolver<Array<ResolversTypes['NoteAddendum']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creatorDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  creatorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hashid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<CustomerNotePdfUrlArgs, 'pageSize'>>;
  private?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedPdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<CustomerNoteSignedPdfUrlArgs, 'pageSize'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerNoteConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerNoteConnection'] = ResolversParentTypes['CustomerNoteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerNoteEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerNoteEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerNoteEdge'] = ResolversParentTypes['CustomerNoteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CustomerNote'], ParentType, ContextType>;
};

export type CustomersLimitPeriodResolvers = { MONTH: 'month', TOTAL: 'total' };

export type CustomersQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomersQuota'] = ResolversParentTypes['CustomersQuota']> = {
  customersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customersLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  exceededCustomersLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  customers?: Resolver<ResolversTypes['DashboardCustomers'], ParentType, ContextType>;
  notesPerMonth?: Resolver<Array<ResolversTypes['MonthCount']>, ParentType, ContextType>;
  recentActivities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  taskDistribution?: Resolver<Array<ResolversTypes['TaskStatusCount']>, ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['DashboardTasks'], ParentType, ContextType>;
  tasksPerWeek?: Resolver<Array<ResolversTypes['WeekCount']>, ParentType, ContextType>;
};

export type DashboardCustomersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCustomers'] = ResolversParentTypes['DashboardCustomers']> = {
  changePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
};

export type DashboardTasksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardTasks'] = ResolversParentTypes['DashboardTasks']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  filename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DataExportStatus'], ParentType, ContextType>;
};

export type DataExportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataExportPayload'] = ResolversParentTypes['DataExportPayload']> = {
  dataExport?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAppointmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAppointmentPayload'] = ResolversParentTypes['DeleteAppointmentPayload']> = {
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  deletedAppointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteCustomerFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCustomerFieldPayload'] = ResolversParentTypes['DeleteCustomerFieldPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  deletedCustomerFieldId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteCustomerNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCustomerNotePayload'] = ResolversParentTypes['DeleteCustomerNotePayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  deletedNoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCustomerPayload'] = ResolversParentTypes['DeleteCustomerPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  deletedCustomerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteNoteTemplatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteNoteTemplatePayload'] = ResolversParentTypes['DeleteNoteTemplatePayload']> = {
  deletedNoteTemplateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteSigningCertificatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteSigningCertificatePayload'] = ResolversParentTypes['DeleteSigningCertificatePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteTaskListPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteTaskListPayload'] = ResolversParentTypes['DeleteTaskListPayload']> = {
  deletedTaskListId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteTaskPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteTaskPayload'] = ResolversParentTypes['DeleteTaskPayload']> = {
  deletedTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type DeleteUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteUserPayload'] = ResolversParentTypes['DeleteUserPayload']> = {
  deletedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DisableTwoFactorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisableTwoFactorPayload'] = ResolversParentTypes['DisableTwoFactorPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type DuplicateCustomerNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuplicateCustomerNotePayload'] = ResolversParentTypes['DuplicateCustomerNotePayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noteEdge?: Resolver<Maybe<ResolversTypes['CustomerNoteEdge']>, ParentType, ContextType>;
};

export type DuplicateTaskListPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuplicateTaskListPayload'] = ResolversParentTypes['DuplicateTaskListPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type EnableTwoFactorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnableTwoFactorPayload'] = ResolversParentTypes['EnableTwoFactorPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type LockCustomerNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LockCustomerNotePayload'] = ResolversParentTypes['LockCustomerNotePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['CustomerNote']>, ParentType, ContextType>;
};

export type MonthCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthCount'] = ResolversParentTypes['MonthCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoveTaskPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MoveTaskPayload'] = ResolversParentTypes['MoveTaskPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addNoteAddendum?: Resolver<ResolversTypes['AddNoteAddendumPayload'], ParentType, ContextType, RequireFields<MutationAddNoteAddendumArgs, 'input'>>;
  addPaymentMethod?: Resolver<ResolversTypes['AddPaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationAddPaymentMethodArgs, 'input'>>;
  addTaskAttachment?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationAddTaskAttachmentArgs, 'input'>>;
  addTaskChecklistItem?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationAddTaskChecklistItemArgs, 'input'>>;
  addTaskComment?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationAddTaskCommentArgs, 'input'>>;
  archiveCustomer?: Resolver<ResolversTypes['ArchiveCustomerPayload'], ParentType, ContextType, RequireFields<MutationArchiveCustomerArgs, 'input'>>;
  beginTwoFactorSetup?: Resolver<ResolversTypes['BeginTwoFactorSetupPayload'], ParentType, ContextType>;
  bookAppointment?: Resolver<ResolversTypes['BookAppointmentPayload'], ParentType, ContextType, RequireFields<MutationBookAppointmentArgs, 'input'>>;
  cancelAppointmentByToken?: Resolver<ResolversTypes['PublicAppointmentPayload'], ParentType, ContextType, RequireFields<MutationCancelAppointmentByTokenArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changePlan?: Resolver<ResolversTypes['ChangePlanPayload'], ParentType, ContextType, RequireFields<MutationChangePlanArgs, 'input'>>;
  completeOnboarding?: Resolver<ResolversTypes['CompleteOnboardingPayload'], ParentType, ContextType>;
  confirmAppointmentByToken?: Resolver<ResolversTypes['PublicAppointmentPayload'], ParentType, ContextType, RequireFields<MutationConfirmAppointmentByTokenArgs, 'input'>>;
  createAppointment?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationCreateAppointmentArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['CreateCustomerPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerField?: Resolver<ResolversTypes['CreateCustomerFieldPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerFieldArgs, 'input'>>;
  createCustomerNote?: Resolver<ResolversTypes['CreateCustomerNotePayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerNoteArgs, 'input'>>;
  createNoteTemplate?: Resolver<ResolversTypes['CreateNoteTemplatePayload'], ParentType, ContextType, RequireFields<MutationCreateNoteTemplateArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['CreateTaskPayload'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  createTaskList?: Resolver<ResolversTypes['CreateTaskListPayload'], ParentType, ContextType, RequireFields<MutationCreateTaskListArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['CreateUserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteAppointment?: Resolver<ResolversTypes['DeleteAppointmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteAppointmentArgs, 'input'>>;
  deleteCustomer?: Resolver<ResolversTypes['DeleteCustomerPayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'input'>>;
  deleteCustomerField?: Resolver<ResolversTypes['DeleteCustomerFieldPayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerFieldArgs, 'input'>>;
  deleteCustomerNote?: Resolver<ResolversTypes['DeleteCustomerNotePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerNoteArgs, 'input'>>;
  deleteNoteTemplate?: Resolver<ResolversTypes['DeleteNoteTemplatePayload'], ParentType, ContextType, RequireFields<MutationDeleteNoteTemplateArgs, 'input'>>;
  deleteSigningCertificate?: Resolver<ResolversTypes['DeleteSigningCertificatePayload'], ParentType, ContextType, RequireFields<MutationDeleteSigningCertificateArgs, 'input'>>;
  deleteTask?: Resolver<ResolversTypes['DeleteTaskPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'input'>>;
  deleteTaskAttachment?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskAttachmentArgs, 'input'>>;
  deleteTaskChecklistItem?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskChecklistItemArgs, 'input'>>;
  deleteTaskComment?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskCommentArgs, 'input'>>;
  deleteTaskList?: Resolver<ResolversTypes['DeleteTaskListPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskListArgs, 'input'>>;
  deleteUser?: Resolver<ResolversTypes['DeleteUserPayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'input'>>;
  disableTwoFactor?: Resolver<ResolversTypes['DisableTwoFactorPayload'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'input'>>;
  duplicateCustomerNote?: Resolver<ResolversTypes['DuplicateCustomerNotePayload'], ParentType, ContextType, RequireFields<MutationDuplicateCustomerNoteArgs, 'input'>>;
  duplicateTaskList?: Resolver<ResolversTypes['DuplicateTaskListPayload'], ParentType, ContextType, RequireFields<MutationDuplicateTaskListArgs, 'input'>>;
  enableTwoFactor?: Resolver<ResolversTypes['EnableTwoFactorPayload'], ParentType, ContextType, RequireFields<MutationEnableTwoFactorArgs, 'input'>>;
  exportCompanyData?: Resolver<ResolversTypes['DataExportPayload'], ParentType, ContextType, RequireFields<MutationExportCompanyDataArgs, 'input'>>;
  exportCustomerData?: Resolver<ResolversTypes['DataExportPayload'], ParentType, ContextType, RequireFields<MutationExportCustomerDataArgs, 'input'>>;
  lockCustomerNote?: Resolver<ResolversTypes['LockCustomerNotePayload'], ParentType, ContextType, RequireFields<MutationLockCustomerNoteArgs, 'input'>>;
  moveAppointment?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationMoveAppointmentArgs, 'input'>>;
  moveTask?: Resolver<ResolversTypes['MoveTaskPayload'], ParentType, ContextType, RequireFields<MutationMoveTaskArgs, 'input'>>;
  regenerateRecoveryCodes?: Resolver<ResolversTypes['EnableTwoFactorPayload'], ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'input'>>;
  removeCompanyImage?: Resolver<ResolversTypes['UpdateCompanyPayload'], ParentType, ContextType>;
  removePaymentMethod?: Resolver<ResolversTypes['RemovePaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationRemovePaymentMethodArgs, 'input'>>;
  renewCalendarFeed?: Resolver<ResolversTypes['RenewCalendarFeedPayload'], ParentType, ContextType, RequireFields<MutationRenewCalendarFeedArgs, 'input'>>;
  reorderCustomerFields?: Resolver<ResolversTypes['ReorderCustomerFieldsPayload'], ParentType, ContextType, RequireFields<MutationReorderCustomerFieldsArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeOtherSessions?: Resolver<ResolversTypes['RevokeSessionPayload'], ParentType, ContextType>;
  revokeSession?: Resolver<ResolversTypes['RevokeSessionPayload'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'input'>>;
  saveOnboardingProfile?: Resolver<ResolversTypes['SaveOnboardingProfilePayload'], ParentType, ContextType, RequireFields<MutationSaveOnboardingProfileArgs, 'input'>>;
  setAppointmentStatus?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationSetAppointmentStatusArgs, 'input'>>;
  setAvailability?: Resolver<ResolversTypes['SetAvailabilityPayload'], ParentType, ContextType, RequireFields<MutationSetAvailabilityArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  toggleTaskChecklistItem?: Resolver<ResolversTypes['TaskPartPayload'], ParentType, ContextType, RequireFields<MutationToggleTaskChecklistItemArgs, 'input'>>;
  toggleTaskCompletion?: Resolver<ResolversTypes['ToggleTaskCompletionPayload'], ParentType, ContextType, RequireFields<MutationToggleTaskCompletionArgs, 'input'>>;
  unarchiveCustomer?: Resolver<ResolversTypes['UnarchiveCustomerPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveCustomerArgs, 'input'>>;
  updateAppointment?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationUpdateAppointmentArgs, 'input'>>;
  updateCompany?: Resolver<ResolversTypes['UpdateCompanyPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'input'>>;
  updateCompanyImage?: Resolver<ResolversTypes['UpdateCompanyPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyImageArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['UpdateCustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateCustomerField?: Resolver<ResolversTypes['UpdateCustomerFieldPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerFieldArgs, 'input'>>;
  updateCustomerNote?: Resolver<ResolversTypes['UpdateCustomerNotePayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerNoteArgs, 'input'>>;
  updateNoteTemplate?: Resolver<ResolversTypes['UpdateNoteTemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateNoteTemplateArgs, 'input'>>;
  updatePrintLayout?: Resolver<ResolversTypes['UpdateCompanyPayload'], ParentType, ContextType, RequireFields<MutationUpdatePrintLayoutArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateTask?: Resolver<ResolversTypes['UpdateTaskPayload'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'input'>>;
  updateTaskList?: Resolver<ResolversTypes['UpdateTaskListPayload'], ParentType, ContextType, RequireFields<MutationUpdateTaskListArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UpdateUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  uploadNoteImage?: Resolver<ResolversTypes['UploadNoteImagePayload'], ParentType, ContextType, RequireFields<MutationUploadNoteImageArgs, 'input'>>;
  uploadSigningCertificate?: Resolver<ResolversTypes['UploadSigningCertificatePayload'], ParentType, ContextType, RequireFields<MutationUploadSigningCertificateArgs, 'input'>>;
  verifyTwoFactorSignIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorSignInArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Appointment' | 'Company' | 'Customer' | 'CustomerField' | 'CustomerNote' | 'NoteTemplate' | 'PaymentMethod' | 'Plan' | 'Task' | 'TaskList' | 'User', ParentType, ContextType>;
};

export type NoteAddendumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoteAddendum'] = ResolversParentTypes['NoteAddendum']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NoteTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoteTemplate'] = ResolversParentTypes['NoteTemplate']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoteTemplateConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoteTemplateConnection'] = ResolversParentTypes['NoteTemplateConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NoteTemplateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoteTemplateEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoteTemplateEdge'] = ResolversParentTypes['NoteTemplateEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NoteTemplate'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  accountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  customersLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customersLimitPeriod?: Resolver<ResolversTypes['CustomersLimitPeriod'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['PlanIdentifier'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlanIdentifierResolvers = { FREE: 'free', LEAN: 'lean', TEAM: 'team' };

export type PublicAppointmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppointment'] = ResolversParentTypes['PublicAppointment']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  professionalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppointmentStatus'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicAppointmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppointmentPayload'] = ResolversParentTypes['PublicAppointmentPayload']> = {
  appointment?: Resolver<Maybe<ResolversTypes['PublicAppointment']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentArgs, 'databaseId'>>;
  appointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentsArgs, 'from' | 'to'>>;
  availability?: Resolver<Array<ResolversTypes['AvailabilityWindow']>, ParentType, ContextType, RequireFields<QueryAvailabilityArgs, 'userId'>>;
  bookingPage?: Resolver<Maybe<ResolversTypes['BookingPage']>, ParentType, ContextType, RequireFields<QueryBookingPageArgs, 'companyHash'>>;
  bookingSlots?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryBookingSlotsArgs, 'companyHash' | 'date' | 'userId'>>;
  calendarTasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryCalendarTasksArgs, 'from' | 'to'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'databaseId'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  noteTemplate?: Resolver<Maybe<ResolversTypes['NoteTemplate']>, ParentType, ContextType, RequireFields<QueryNoteTemplateArgs, 'databaseId'>>;
  paymentGateway?: Resolver<ResolversTypes['PaymentGateway'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  professionals?: Resolver<Array<ResolversTypes['AppointmentPerson']>, ParentType, ContextType>;
  publicAppointment?: Resolver<Maybe<ResolversTypes['PublicAppointment']>, ParentType, ContextType, RequireFields<QueryPublicAppointmentArgs, 'token'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  signingCertificates?: Resolver<Array<ResolversTypes['SigningCertificate']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTaskArgs, 'databaseId'>>;
  taskAssignees?: Resolver<Array<ResolversTypes['TaskPerson']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType, RequireFields<QueryTaskListArgs, 'groupBy'>>;
  taskLists?: Resolver<Array<ResolversTypes['TaskList']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'databaseId'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RemovePaymentMethodPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovePaymentMethodPayload'] = ResolversParentTypes['RemovePaymentMethodPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  deletedPaymentMethodId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RenewCalendarFeedPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenewCalendarFeedPayload'] = ResolversParentTypes['RenewCalendarFeedPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReorderCustomerFieldsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderCustomerFieldsPayload'] = ResolversParentTypes['ReorderCustomerFieldsPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportCount'] = ResolversParentTypes['ReportCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportCustomerRowsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportCustomerRows'] = ResolversParentTypes['ReportCustomerRows']> = {
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RevokeSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeSessionPayload'] = ResolversParentTypes['RevokeSessionPayload']> = {
  revokedSessionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SaveOnboardingProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveOnboardingProfilePayload'] = ResolversParentTypes['SaveOnboardingProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SearchAppointmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchAppointment'] = ResolversParentTypes['SearchAppointment']> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  professionalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppointmentStatus'], ParentType, ContextType>;
  statusColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchAppointmentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchAppointments'] = ResolversParentTypes['SearchAppointments']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchAppointment']>, ParentType, ContextType>;
};

export type SearchCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchCustomer'] = ResolversParentTypes['SearchCustomer']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchCustomersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchCustomers'] = ResolversParentTypes['SearchCustomers']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchCustomer']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  appointments?: Resolver<ResolversTypes['SearchAppointments'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['SearchCustomers'], ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['SearchTasks'], ParentType, ContextType>;
};

export type SearchTaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchTask'] = ResolversParentTypes['SearchTask']> = {
  boardDatabaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchTasksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchTasks'] = ResolversParentTypes['SearchTasks']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchTask']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetAvailabilityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetAvailabilityPayload'] = ResolversParentTypes['SetAvailabilityPayload']> = {
  availability?: Resolver<Maybe<Array<ResolversTypes['AvailabilityWindow']>>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  twoFactorSetupRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SigningCertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SigningCertificate'] = ResolversParentTypes['SigningCertificate']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['SigningCertificateOwner'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  appointmentChanges?: SubscriptionResolver<ResolversTypes['AppointmentChange'], "appointmentChanges", ParentType, ContextType>;
  taskChanges?: SubscriptionResolver<ResolversTypes['TaskChange'], "taskChanges", ParentType, ContextType, Partial<SubscriptionTaskChangesArgs>>;
};

export type SubscriptionStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionStatus'] = ResolversParentTypes['SubscriptionStatus']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignees?: Resolver<Array<ResolversTypes['TaskPerson']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['TaskAttachment']>, ParentType, ContextType>;
  attachmentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checklistCompletedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checklistItems?: Resolver<Array<ResolversTypes['TaskChecklistItem']>, ParentType, ContextType>;
  checklistTotalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['TaskComment']>, ParentType, ContextType>;
  commentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['TaskCustomer']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kanbanGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['TaskPriority']>, ParentType, ContextType>;
  priorityText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
  statusColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskList?: Resolver<ResolversTypes['TaskList'], ParentType, ContextType>;
  taskListDatabaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskListId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeSpent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaskAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskAttachment'] = ResolversParentTypes['TaskAttachment']> = {
  author?: Resolver<ResolversTypes['TaskPerson'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  humanFileSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskChange'] = ResolversParentTypes['TaskChange']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taskIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  taskListIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TaskChecklistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskChecklistItem'] = ResolversParentTypes['TaskChecklistItem']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskComment'] = ResolversParentTypes['TaskComment']> = {
  author?: Resolver<ResolversTypes['TaskPerson'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskConnection'] = ResolversParentTypes['TaskConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TaskEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskCustomer'] = ResolversParentTypes['TaskCustomer']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskEdge'] = ResolversParentTypes['TaskEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
};

export type TaskGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskGroup'] = ResolversParentTypes['TaskGroup']> = {
  isColumn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, Partial<TaskGroupTasksArgs>>;
};

export type TaskListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskList'] = ResolversParentTypes['TaskList']> = {
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  completedTasksCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['TaskGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingTasksCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tasksCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaskPartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskPartPayload'] = ResolversParentTypes['TaskPartPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type TaskPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskPerson'] = ResolversParentTypes['TaskPerson']> = {
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskReport'] = ResolversParentTypes['TaskReport']> = {
  byAssignee?: Resolver<Array<ResolversTypes['ReportCount']>, ParentType, ContextType>;
  byBoard?: Resolver<Array<ResolversTypes['ReportCount']>, ParentType, ContextType>;
  byPriority?: Resolver<Array<ResolversTypes['ReportCount']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['ReportCount']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TaskReportRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskReportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskReportRow'] = ResolversParentTypes['TaskReportRow']> = {
  assignees?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priorityText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskStatusCount'] = ResolversParentTypes['TaskStatusCount']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TermGenderResolvers = { FEMININE: 'feminine', MASCULINE: 'masculine' };

export type ToggleTaskCompletionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ToggleTaskCompletionPayload'] = ResolversParentTypes['ToggleTaskCompletionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requiredByCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setupRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UnarchiveCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnarchiveCustomerPayload'] = ResolversParentTypes['UnarchiveCustomerPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerEdge?: Resolver<Maybe<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateCompanyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateCompanyPayload'] = ResolversParentTypes['UpdateCompanyPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateCustomerFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateCustomerFieldPayload'] = ResolversParentTypes['UpdateCustomerFieldPayload']> = {
  customerField?: Resolver<Maybe<ResolversTypes['CustomerField']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateCustomerNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateCustomerNotePayload'] = ResolversParentTypes['UpdateCustomerNotePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['CustomerNote']>, ParentType, ContextType>;
};

export type UpdateCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateCustomerPayload'] = ResolversParentTypes['UpdateCustomerPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateNoteTemplatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateNoteTemplatePayload'] = ResolversParentTypes['UpdateNoteTemplatePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noteTemplate?: Resolver<Maybe<ResolversTypes['NoteTemplate']>, ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UpdateTaskListPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateTaskListPayload'] = ResolversParentTypes['UpdateTaskListPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type UpdateTaskPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateTaskPayload'] = ResolversParentTypes['UpdateTaskPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskList?: Resolver<Maybe<ResolversTypes['TaskList']>, ParentType, ContextType>;
};

export type UpdateUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UploadNoteImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadNoteImagePayload'] = ResolversParentTypes['UploadNoteImagePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UploadSigningCertificatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadSigningCertificatePayload'] = ResolversParentTypes['UploadSigningCertificatePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  signingCertificate?: Resolver<Maybe<ResolversTypes['SigningCertificate']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  calendarFeedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['UserSession']>>, ParentType, ContextType>;
  twoFactor?: Resolver<Maybe<ResolversTypes['TwoFactorStatus']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserOrderFieldResolvers = { CREATED_AT: 'created_at', EMAIL: 'email', NAME: 'name' };

export type UserSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WeekCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekCount'] = ResolversParentTypes['WeekCount']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AbilityRule?: AbilityRuleResolvers<ContextType>;
  AccountType?: AccountTypeResolvers;
  Activity?: ActivityResolvers<ContextType>;
  ActivityChange?: ActivityChangeResolvers<ContextType>;
  ActivityConnection?: ActivityConnectionResolvers<ContextType>;
  ActivityEdge?: ActivityEdgeResolvers<ContextType>;
  AddNoteAddendumPayload?: AddNoteAddendumPayloadResolvers<ContextType>;
  AddPaymentMethodPayload?: AddPaymentMethodPayloadResolvers<ContextType>;
  AnswerType?: AnswerTypeResolvers;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentChange?: AppointmentChangeResolvers<ContextType>;
  AppointmentPayload?: AppointmentPayloadResolvers<ContextType>;
  AppointmentPerson?: AppointmentPersonResolvers<ContextType>;
  ArchiveCustomerPayload?: ArchiveCustomerPayloadResolvers<ContextType>;
  AvailabilityWindow?: AvailabilityWindowResolvers<ContextType>;
  BeginTwoFactorSetupPayload?: BeginTwoFactorSetupPayloadResolvers<ContextType>;
  BookAppointmentPayload?: BookAppointmentPayloadResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingPage?: BookingPageResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ChangePlanPayload?: ChangePlanPayloadResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanySubscription?: CompanySubscriptionResolvers<ContextType>;
  CompleteOnboardingPayload?: CompleteOnboardingPayloadResolvers<ContextType>;
  CreateCustomerFieldPayload?: CreateCustomerFieldPayloadResolvers<ContextType>;
  CreateCustomerNotePayload?: CreateCustomerNotePayloadResolvers<ContextType>;
  CreateCustomerPayload?: CreateCustomerPayloadResolvers<ContextType>;
  CreateNoteTemplatePayload?: CreateNoteTemplatePayloadResolvers<ContextType>;
  CreateTaskListPayload?: CreateTaskListPayloadResolvers<ContextType>;
  CreateTaskPayload?: CreateTaskPayloadResolvers<ContextType>;
  CreateUserPayload?: CreateUserPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAccess?: CustomerAccessResolvers<ContextType>;
  CustomerAccessConnection?: CustomerAccessConnectionResolvers<ContextType>;
  CustomerAccessEdge?: CustomerAccessEdgeResolvers<ContextType>;
  CustomerAnswer?: CustomerAnswerResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerEdge?: CustomerEdgeResolvers<ContextType>;
  CustomerField?: CustomerFieldResolvers<ContextType>;
  CustomerNote?: CustomerNoteResolvers<ContextType>;
  CustomerNoteConnection?: CustomerNoteConnectionResolvers<ContextType>;
  CustomerNoteEdge?: CustomerNoteEdgeResolvers<ContextType>;
  CustomersLimitPeriod?: CustomersLimitPeriodResolvers;
  CustomersQuota?: CustomersQuotaResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardCustomers?: DashboardCustomersResolvers<ContextType>;
  DashboardTasks?: DashboardTasksResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  DataExportPayload?: DataExportPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAppointmentPayload?: DeleteAppointmentPayloadResolvers<ContextType>;
  DeleteCustomerFieldPayload?: DeleteCustomerFieldPayloadResolvers<ContextType>;
  DeleteCustomerNotePayload?: DeleteCustomerNotePayloadResolvers<ContextType>;
  DeleteCustomerPayload?: DeleteCustomerPayloadResolvers<ContextType>;
  DeleteNoteTemplatePayload?: DeleteNoteTemplatePayloadResolvers<ContextType>;
  DeleteSigningCertificatePayload?: DeleteSigningCertificatePayloadResolvers<ContextType>;
  DeleteTaskListPayload?: DeleteTaskListPayloadResolvers<ContextType>;
  DeleteTaskPayload?: DeleteTaskPayloadResolvers<ContextType>;
  DeleteUserPayload?: DeleteUserPayloadResolvers<ContextType>;
  DisableTwoFactorPayload?: DisableTwoFactorPayloadResolvers<ContextType>;
  DuplicateCustomerNotePayload?: DuplicateCustomerNotePayloadResolvers<ContextType>;
  DuplicateTaskListPayload?: DuplicateTaskListPayloadResolvers<ContextType>;
  EnableTwoFactorPayload?: EnableTwoFactorPayloadResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  File?: GraphQLScalarType;
  LockCustomerNotePayload?: LockCustomerNotePayloadResolvers<ContextType>;
  MonthCount?: MonthCountResolvers<ContextType>;
  MoveTaskPayload?: MoveTaskPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NoteAddendum?: NoteAddendumResolvers<ContextType>;
  NoteTemplate?: NoteTemplateResolvers<ContextType>;
  NoteTemplateConnection?: NoteTemplateConnectionResolvers<ContextType>;
  NoteTemplateEdge?: NoteTemplateEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanIdentifier?: PlanIdentifierResolvers;
  PublicAppointment?: PublicAppointmentResolvers<ContextType>;
  PublicAppointmentPayload?: PublicAppointmentPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemovePaymentMethodPayload?: RemovePaymentMethodPayloadResolvers<ContextType>;
  RenewCalendarFeedPayload?: RenewCalendarFeedPayloadResolvers<ContextType>;
  ReorderCustomerFieldsPayload?: ReorderCustomerFieldsPayloadResolvers<ContextType>;
  ReportCount?: ReportCountResolvers<ContextType>;
  ReportCustomerRows?: ReportCustomerRowsResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RevokeSessionPayload?: RevokeSessionPayloadResolvers<ContextType>;
  SaveOnboardingProfilePayload?: SaveOnboardingProfilePayloadResolvers<ContextType>;
  SearchAppointment?: SearchAppointmentResolvers<ContextType>;
  SearchAppointments?: SearchAppointmentsResolvers<ContextType>;
  SearchCustomer?: SearchCustomerResolvers<ContextType>;
  SearchCustomers?: SearchCustomersResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchTask?: SearchTaskResolvers<ContextType>;
  SearchTasks?: SearchTasksResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetAvailabilityPayload?: SetAvailabilityPayloadResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  SigningCertificate?: SigningCertificateResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionStatus?: SubscriptionStatusResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskAttachment?: TaskAttachmentResolvers<ContextType>;
  TaskChange?: TaskChangeResolvers<ContextType>;
  TaskChecklistItem?: TaskChecklistItemResolvers<ContextType>;
  TaskComment?: TaskCommentResolvers<ContextType>;
  TaskConnection?: TaskConnectionResolvers<ContextType>;
  TaskCustomer?: TaskCustomerResolvers<ContextType>;
  TaskEdge?: TaskEdgeResolvers<ContextType>;
  TaskGroup?: TaskGroupResolvers<ContextType>;
  TaskList?: TaskListResolvers<ContextType>;
  TaskPartPayload?: TaskPartPayloadResolvers<ContextType>;
  TaskPerson?: TaskPersonResolvers<ContextType>;
  TaskReport?: TaskReportResolvers<ContextType>;
  TaskReportRow?: TaskReportRowResolvers<ContextType>;
  TaskStatusCount?: TaskStatusCountResolvers<ContextType>;
  TermGender?: TermGenderResolvers;
  ToggleTaskCompletionPayload?: ToggleTaskCompletionPayloadResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  UnarchiveCustomerPayload?: UnarchiveCustomerPayloadResolvers<ContextType>;
  UpdateCompanyPayload?: UpdateCompanyPayloadResolvers<ContextType>;
  UpdateCustomerFieldPayload?: UpdateCustomerFieldPayloadResolvers<ContextType>;
  UpdateCustomerNotePayload?: UpdateCustomerNotePayloadResolvers<ContextType>;
  UpdateCustomerPayload?: UpdateCustomerPayloadResolvers<ContextType>;
  UpdateNoteTemplatePayload?: UpdateNoteTemplatePayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateTaskListPayload?: UpdateTaskListPayloadResolvers<ContextType>;
  UpdateTaskPayload?: UpdateTaskPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  UploadNoteImagePayload?: UploadNoteImagePayloadResolvers<ContextType>;
  UploadSigningCertificatePayload?: UploadSigningCertificatePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserOrderField?: UserOrderFieldResolvers;
  UserSession?: UserSessionResolvers<ContextType>;
  WeekCount?: WeekCountResolvers<ContextType>;
};

