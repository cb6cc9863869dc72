/** Records as the `/api/v1` REST service sends them (api/README.md, "Shapes"). */

export interface RestCompany {
  id: number;
  hashid: string;
  plan_id: number;
  plan_identifier: string;
  company_treatment: string;
  company_treatment_plural: string;
  customer_treatment: string;
  customer_treatment_plural: string;
  customer_fields_order: number[] | null;
  image_url: string | null;
  image_id?: number | null;
  professional_role: string | null;
  professional_description: string | null;
  onboarding_completed_at: string | null;
  print_header: string | null;
  print_footer: string | null;
}

export interface RestUser {
  id: number;
  company_id: number;
  email: string;
  name: string | null;
  phone: string | null;
  account_type: string;
  image_url: string | null;
  image_id?: number | null;
  onboarding_completed: boolean;
  created_at: string;
  company?: RestCompany;
  /** The CASL rules of what the user may do. */
  rules?: RestRule[];
}

/** A CASL rule as the api writes it: single values or lists, conditions as an object. */
export interface RestRule {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown> | null;
  fields?: string | string[] | null;
  inverted?: boolean;
}

/** One page of GET /api/v1/companies/{id}/users, as its query string asks for it. */
export interface UserListQuery {
  companyId: number;
  /** From 1. */
  page: number;
  perPage: number;
  search?: string;
  /** `email`, `name` or `created_at`. */
  sort?: string;
  direction?: 'asc' | 'desc';
}

export interface RestUserPage {
  users: RestUser[];
  totalCount: number;
}

export interface RestPlan {
  id: number;
  identifier: string;
  name: string;
  value_cents: number;
  users_limit: number;
  customers_limit: number | null;
  customers_limit_period: string;
  trial_days: number;
  recommended: boolean;
}

export interface RestSubscriptionStatus {
  suspended: boolean;
  active: boolean;
  status: string;
  trial_ends_at: string | null;
}

export interface CompanyChanges {
  company_treatment?: string;
  company_treatment_plural?: string;
  customer_treatment?: string;
  customer_treatment_plural?: string;
  professional_role?: string;
  professional_description?: string | null;
  onboarding_completed_at?: string;
  customer_fields_order?: number[];
}

export interface UserChanges {
  email?: string;
  name?: string;
  phone?: string | null;
  password?: string;
  password_confirmation?: string;
  account_type?: string;
  /** Removes the user's image: the id of the attachment and the marker. */
  attachment_attributes?: { id: number; _destroy: boolean };
}

export interface CheckoutProcess {
  plan_identifier: string;
  customer_name: string;
  customer_email: string;
  customer_email_confirmation: string;
  customer_password: string;
  customer_password_confirmation: string;
}

export interface PasswordReset {
  password: string;
  password_confirmation: string;
  reset_password_token: string;
}

export type RestAnswerType =
  | 'short_text'
  | 'text'
  | 'multiple_choice'
  | 'multiple_response'
  | 'selectbox'
  | 'rg'
  | 'cpf'
  | 'date'
  | 'time'
  | 'phone';

export interface RestCustomerField {
  id: number;
  company_id: number;
  question: string;
  answer_type: RestAnswerType;
  mandatory: boolean;
  options: string[] | null;
  created_at: string;
  updated_at: string;
}

/** An answer as fields_values keeps it: a list for multiple_response, a text for every other type. */
export type RestAnswer = string | string[] | null;

export interface RestCustomer {
  id: number;
  company_id: number;
  name: string;
  image_url: string | null;
  image_id?: number | null;
  created_at: string;
  updated_at: string;
  /** Answers keyed by the question's id. */
  fields_values: Record<string, RestAnswer> | null;
}

export interface RestPlanWithQuota extends RestPlan {
  quota: {
    customers_count: number;
    exceeded_customers_limit: boolean;
    /** The limit in force now, when the api tells it (a paid plan's first month is unlimited). */
    customers_limit?: number | null;
  };
}

export interface CustomerFieldChanges {
  question: string;
  answer_type: RestAnswerType;
  mandatory: boolean;
  options: string[];
}

export interface CustomerChanges {
  name: string;
  fields_values: Record<string, RestAnswer>;
  /** Removes the photo named by id. */
  attachment_attributes?: { id: number; _destroy: true };
}

/** One page of GET /api/v1/customers, as its query string asks for it. */
export interface CustomerListQuery {
  /** From 1. */
  page: number;
  perPage: number;
  search?: string;
  /** `name`, `created_at`, or `field:{id}` for the question whose answers order the list. */
  sort?: string;
  direction?: 'asc' | 'desc';
}

export interface RestCustomerPage {
  customers: RestCustomer[];
  totalCount: number;
}
