import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type { AnswerType, AnswerValue, PlanIdentifier } from '@practice/common';

/** A timestamp column: read as a Date, written as a Date (or SQL), set by default on insert. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** jsonb columns are written through `jsonb()` so both drivers send JSON text, never a Postgres array. */
type Json<T> = ColumnType<T, unknown, unknown>;

export type AccountType = 'limited' | 'standard' | 'system_admin';
export type SubscriptionStatus = 'trialing' | 'active' | 'pending' | 'suspended' | 'canceled';
export type ActivityEvent = 'create' | 'update' | 'destroy';

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
  plan_id: number;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  company_treatment: string;
  company_treatment_plural: string;
  customer_treatment: string;
  customer_treatment_plural: string;
  customer_fields_order: Json<number[]>;
  image_id: number | null;
  professional_role: string | null;
  professional_description: string | null;
  onboarding_completed_at: NullableTimestamp;
  print_header: string | null;
  print_footer: string | null;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  client: string;
  token_hash: string;
  expires_at: Date;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  /** `email:<address>` or `ip:<address>`. */
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
  /** The name, lower case and without accents, for sorting. */
  sort_name: GeneratedAlways<string>;
  /** Each answer's sort key: lower case, without accents, a list by its first choice. */
  answers_sort: GeneratedAlways<Record<string, string | null>>;
  image_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  plans: PlansTable;
  companies: CompaniesTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  auth_tokens: AuthTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  activities: ActivitiesTable;
  attachments: AttachmentsTable;
  customer_fields: CustomerFieldsTable;
  customers: CustomersTable;
}

export type Plan = Selectable<PlansTable>;
export type Company = Selectable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type Subscription = Selectable<SubscriptionsTable>;
export type Attachment = Selectable<AttachmentsTable>;
export type CustomerField = Selectable<CustomerFieldsTable>;
export type Customer = Selectable<CustomersTable>;
