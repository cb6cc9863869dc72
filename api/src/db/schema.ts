import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type { AccountType, ActivityEvent, AnswerType, AnswerValue, AppointmentStatus, PlanIdentifier, TaskPriority, TermGender } from '@practice/common';

export type { AccountType, ActivityEvent, TaskPriority };

/** A timestamp column: read as a Date, written as a Date (or SQL), set by default on insert. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** jsonb columns are written through `jsonb()` so both drivers send JSON text, never a Postgres array. */
type Json<T> = ColumnType<T, unknown, unknown>;

export type SubscriptionStatus = 'trialing' | 'active' | 'pending' | 'suspended' | 'canceled';

export interface ActivityChange {
  field_name: string;
  from: unknown;
  to: unknown;
}

export interface PlansTable {
  id: Generated<number>;
  identifier: PlanIdentifier;
  name: string;
  value_cents: number;
  users_limit: number;
  customers_limit: number | null;
  customers_limit_period: 'total' | 'month';
  trial_days: number;
  recommended: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompaniesTable {
  id: Generated<number>;
  hashid: string;
  /** The company's own name; null until it is given. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  plan_id: number;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  company_treatment: string;
  company_treatment_plural: string;
  customer_treatment: string;
  customer_treatment_plural: string;
  company_treatment_gender: ColumnType<TermGender, TermGender | undefined, TermGender>;
  customer_treatment_gender: ColumnType<TermGender, TermGender | undefined, TermGender>;
  customer_fields_order: Json<number[]>;
  image_id: number | null;
  professional_role: string | null;
  professional_description: string | null;
  onboarding_completed_at: NullableTimestamp;
  print_header: string | null;
  print_footer: string | null;
  online_booking_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  booking_slot_minutes: ColumnType<number, number | undefined, number>;
  /** Hours before an appointment its reminder goes out; 0 sends none. */
  reminder_hours_before: ColumnType<number, number | undefined, number>;
  /** Every user must turn on two-step sign-in; those without it are sent to set it up. */
  require_two_factor: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  name: string;
  phone: string | null;
  account_type: AccountType;
  password_hash: string;
  image_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  company_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  active: boolean;
  trial_ends_at: NullableTimestamp;
  next_charge_at: NullableTimestamp;
  /** A paid plan cancelled by the company: it stays until `next_charge_at`, then becomes free. */
  cancel_at_period_end: Generated<boolean>;
  /** Set while one request or the sweep is charging for it, so nobody charges twice. */
  settling_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  company_id: number;
  /** The provider's id of the saved card. */
  provider_id: string;
  description: string;
  brand: string;
  /** As the provider shows it: `XXXX-XXXX-XXXX-1111`. */
  display_number: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface BillingWebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_key: string;
  event: string;
  company_id: number | null;
  received_at: Timestamp;
}

export type PaymentSandboxKind = 'token' | 'customer' | 'payment_method' | 'subscription' | 'charge';

export interface PaymentSandboxObjectsTable {
  id: string;
  kind: PaymentSandboxKind;
  owner_id: string | null;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  client: string;
  token_hash: string;
  expires_at: Date;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  /** The signing-in browser's User-Agent, cut short, for the list of sessions. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserTwoFactorsTable {
  user_id: number;
  /** AES-256-GCM, see auth/secret-box.ts. */
  secret_ciphertext: string;
  /** Null while set up but not yet confirmed with a code. */
  enabled_at: NullableTimestamp;
  last_time_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SigningCertificatesTable {
  id: Generated<number>;
  company_id: number;
  /** Null: the company's certificate. */
  user_id: number | null;
  subject_name: string;
  /** The CPF or CNPJ the subject names, digits only. */
  document: string | null;
  issuer_name: string;
  valid_from: Date;
  valid_to: Date;
  /** The PKCS#12 file in base64 and its password, each AES-256-GCM (auth/secret-box.ts). */
  p12_ciphertext: string;
  password_ciphertext: string;
  /** The private key and its certificates as signing uses them (SigningKey), sealed the same way; null until first opened. */
  signing_key_ciphertext: string | null;
  created_at: Timestamp;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TwoFactorChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  failures: Generated<number>;
  expires_at: Date;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  /** What is counted and for whom: `reset-ip:<address>`, `reset-email:<address>`, `signup-ip:<address>`. */
  key: string;
  hits: number;
  /** When the count starts again from zero. */
  window_ends_at: Date;
}

export interface LoginAttemptsTable {
  /** `email:<address>`, `pair:<address>|<ip>` or `ip:<address>`. */
  key: string;
  failures: number;
  last_failed_at: Date;
  locked_until: Date | null;
}

export interface ActivitiesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  event: ActivityEvent;
  item_type: string;
  item_id: number;
  item_name: string | null;
  customer_id: number | null;
  changes: Json<ActivityChange[]>;
  created_at: Timestamp;
  /** Who made the change when no user did ('Agendamento online'); null when `user_id` names them. */
  author_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AttachmentsTable {
  id: Generated<number>;
  company_id: number;
  /** Where the file storage keeps the bytes: random, never derived from an id. */
  key: string;
  content_type: string;
  byte_size: number;
  filename: string | null;
  created_at: Timestamp;
}

export interface CustomerFieldsTable {
  id: Generated<number>;
  company_id: number;
  question: string;
  answer_type: AnswerType;
  mandatory: boolean;
  options: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Kept by PostgreSQL from other columns: read, never written. */
type GeneratedAlways<T> = ColumnType<T, never, never>;

export interface CustomersTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** Answers keyed by the question's id. */
  fields_values: Json<Record<string, AnswerValue>>;
  /** The name and every answer, lower case and without accents, for the search. */
  search_text: GeneratedAlways<string>;
  /** The digits of each answer that has any (CPF, phone), space separated, for the search. */
  search_digits: GeneratedAlways<string>;
  /** The name, lower case and without accents, for sorting. */
  sort_name: GeneratedAlways<string>;
  /** Each answer's sort key: lower case, without accents, a list by its first choice. */
  answers_sort: GeneratedAlways<Record<string, string | null>>;
  image_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When an admin archived the customer (hidden from lists, search and reports, read-only); null while active. */
  archived_at: NullableTimestamp;
}

export interface CustomerNotesTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  /** The note's public handle (PDF links), random, never derived from its id. */
  hashid: string;
  /** Sanitized HTML. */
  body: string;
  creator_id: number | null;
  creator_name: string;
  locked: Generated<boolean>;
  locked_at: NullableTimestamp;
  locked_by_id: number | null;
  locked_by_name: string | null;
  /** 'Somente eu': only the author reads the body. */
  private: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A text written under a locked note (notes/addenda.ts): inserted, never changed or deleted. */
export interface CustomerNoteAddendaTable {
  id: Generated<number>;
  company_id: number;
  note_id: number;
  /** Plain text. */
  body: string;
  author_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

export interface NoteTemplatesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** The name lower case and without accents: unique within the company. */
  name_key: GeneratedAlways<string>;
  /** Sanitized HTML. */
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TaskListsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: string | null;
  /** The board's columns, in order. */
  kanban_group_options: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TasksTable {
  id: Generated<number>;
  company_id: number;
  task_list_id: number;
  title: string;
  /** Sanitized HTML. */
  description: Generated<string>;
  /** The description without markup, written together with it. */
  description_text: Generated<string>;
  search_text: GeneratedAlways<string>;
  /** A calendar date, `YYYY-MM-DD`, in the company's time zone. */
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  priority: TaskPriority | null;
  kanban_group: string | null;
  position: Generated<number>;
  completed_at: NullableTimestamp;
  customer_id: number | null;
  creator_id: number | null;
  tags: Json<string[]>;
  estimated_hours: number | null;
  time_spent: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TaskAssigneesTable {
  task_id: number;
  user_id: number;
}

export interface TaskChecklistItemsTable {
  id: Generated<number>;
  task_id: number;
  content: string;
  completed: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
}

export interface TaskCommentsTable {
  id: Generated<number>;
  task_id: number;
  user_id: number | null;
  user_name: string;
  content: string;
  created_at: Timestamp;
}

export interface TaskAttachmentsTable {
  id: Generated<number>;
  task_id: number;
  attachment_id: number;
  user_id: number | null;
  user_name: string;
  created_at: Timestamp;
}

/** A create's first answer per (company, owner, key), written in the create's own transaction. */
export interface IdempotencyKeysTable {
  company_id: number;
  /** Whose key it is: `user:<id>`, or `booker:<digest>` for an online booking. */
  owner: string;
  key: string;
  /** SHA-256 of method, path and body, so the key reused for another request is refused. */
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  /** False when the answer held a secret and was not kept: a repeat is told to ask again. */
  kept: Generated<boolean>;
  created_at: Timestamp;
}

export interface AppointmentsTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  /** The professional. */
  user_id: number;
  starts_at: Date;
  ends_at: Date;
  status: ColumnType<AppointmentStatus, AppointmentStatus | undefined, AppointmentStatus>;
  notes: string | null;
  series_id: number | null;
  source: ColumnType<'staff' | 'online', 'staff' | 'online' | undefined, 'staff' | 'online'>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  contact_phone: ColumnType<string | null, string | null | undefined, string | null>;
  public_token: string;
  reminder_sent_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserAvailabilitiesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  /** 0 is Sunday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** A professional's secret iCal feed (appointments/calendar-feed.ts). */
export interface CalendarFeedsTable {
  user_id: number;
  company_id: number;
  token: string;
  created_at: Timestamp;
}

export type CustomerAccessAction = 'customer' | 'notes' | 'note' | 'note_pdf' | 'note_signed_pdf' | 'note_deleted' | 'export' | 'attachment';

/** One read of a customer's record (src/access-log): inserted in batches, never changed. */
export interface CustomerAccessesTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  user_id: number | null;
  /** The reader's name when they read, so the entry still names them after a rename or removal. */
  user_name: string;
  action: CustomerAccessAction;
  /** The note read, for the note kinds. */
  item_id: number | null;
  /** What a tombstone names of the note deleted (its date and author), never its text. */
  detail: ColumnType<string | null, string | null | undefined, never>;
  ip: string | null;
  created_at: Timestamp;
}

export type ExportStatus = 'pending' | 'done' | 'failed';

/** A data export (src/modules/records): a customer's copy, or the company's when `customer_id` is null. */
export interface ExportsTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number | null;
  status: ColumnType<ExportStatus, ExportStatus | undefined, ExportStatus>;
  requested_by_id: number | null;
  requested_by_name: string;
  /** Runs begun; a run whose process died is taken again once its claim lapses, up to a limit. */
  attempts: ColumnType<number, number | undefined, number>;
  claimed_until: NullableTimestamp;
  /** The stored ZIP, once done. */
  attachment_id: number | null;
  filename: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  /** When the download link stops working and the ZIP is removed. */
  expires_at: NullableTimestamp;
}

export interface Database {
  plans: PlansTable;
  companies: CompaniesTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  auth_tokens: AuthTokensTable;
  user_two_factors: UserTwoFactorsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  activities: ActivitiesTable;
  attachments: AttachmentsTable;
  customer_fields: CustomerFieldsTable;
  customers: CustomersTable;
  customer_notes: CustomerNotesTable;
  customer_note_addenda: CustomerNoteAddendaTable;
  note_templates: NoteTemplatesTable;
  task_lists: TaskListsTable;
  tasks: TasksTable;
  task_assignees: TaskAssigneesTable;
  task_checklist_items: TaskChecklistItemsTable;
  task_comments: TaskCommentsTable;
  task_attachments: TaskAttachmentsTable;
  payment_methods: PaymentMethodsTable;
  billing_webhook_events: BillingWebhookEventsTable;
  payment_sandbox_objects: PaymentSandboxObjectsTable;
  idempotency_keys: IdempotencyKeysTable;
  appointments: AppointmentsTable;
  user_availabilities: UserAvailabilitiesTable;
  calendar_feeds: CalendarFeedsTable;
  customer_accesses: CustomerAccessesTable;
  exports: ExportsTable;
  signing_certificates: SigningCertificatesTable;
}

export type Plan = Selectable<PlansTable>;
export type Company = Selectable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type Subscription = Selectable<SubscriptionsTable>;
export type Attachment = Selectable<AttachmentsTable>;
export type CustomerField = Selectable<CustomerFieldsTable>;
export type Customer = Selectable<CustomersTable>;
export type CustomerNote = Selectable<CustomerNotesTable>;
export type NoteTemplate = Selectable<NoteTemplatesTable>;
/** A task board (the `task_lists` table of the REST contract). */
export type Board = Selectable<TaskListsTable>;
export type Task = Selectable<TasksTable>;
export type Appointment = Selectable<AppointmentsTable>;
export type PaymentMethod = Selectable<PaymentMethodsTable>;
