/** Records as the `/api/v1` REST service sends them (api/README.md, "Shapes"). */

/** The grammatical gender of a company's word. */
export type TermGender = 'masculine' | 'feminine';

export interface RestCompany {
  id: number;
  hashid: string;
  name: string | null;
  online_booking_enabled: boolean;
  /** Left out by an upstream that does not know two-step sign-in. */
  require_two_factor?: boolean;
  booking_slot_minutes: number;
  reminder_hours_before: number;
  plan_id: number;
  plan_identifier: string;
  company_treatment: string;
  company_treatment_plural: string;
  customer_treatment: string;
  customer_treatment_plural: string;
  company_treatment_gender: TermGender;
  customer_treatment_gender: TermGender;
  customer_fields_order: number[] | null;
  image_url: string | null;
  image_id?: number | null;
  professional_role: string | null;
  professional_description: string | null;
  onboarding_completed_at: string | null;
  print_header: string | null;
  print_footer: string | null;
  /** Signed links to the print layout preview, per paper size. */
  print_preview_urls?: Record<PageSize, string>;
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

/** The password step's answer: a session (with `data`), or a challenge for the code step. */
export interface RestSignIn {
  data?: RestUser;
  two_factor_required?: boolean;
  challenge?: string;
  two_factor_setup_required?: boolean;
}

export interface RestTwoFactor {
  enabled: boolean;
  enabled_at: string | null;
  required_by_company: boolean;
  setup_required: boolean;
  recovery_codes_left: number;
}

export interface RestTwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** How the caller confirms turning two-step sign-in off or making new recovery codes. */
export interface TwoFactorConfirmation {
  password?: string;
  code?: string;
  recovery_code?: string;
}

export interface RestSession {
  id: number;
  device: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

export interface CompanyChanges {
  require_two_factor?: 'true' | 'false';
  /** Blank forgets the name. */
  name?: string;
  online_booking_enabled?: 'true' | 'false';
  booking_slot_minutes?: number;
  reminder_hours_before?: number;
  company_treatment?: string;
  company_treatment_plural?: string;
  customer_treatment?: string;
  customer_treatment_plural?: string;
  company_treatment_gender?: TermGender;
  customer_treatment_gender?: TermGender;
  professional_role?: string;
  professional_description?: string | null;
  onboarding_completed_at?: string;
  customer_fields_order?: number[];
  print_header?: string;
  print_footer?: string;
}

export interface UserChanges {
  email?: string;
  name?: string;
  phone?: string | null;
  password?: string;
  password_confirmation?: string;
  /** Asked for by the api when users change their own password. */
  current_password?: string;
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
  /** When the customer was archived; null (or absent, from an api without archiving) while active. */
  archived_at?: string | null;
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
  /** Registered from this day on (`YYYY-MM-DD`, the practice's calendar). */
  createdFrom?: string;
  /** Registered up to this day, included. */
  createdTo?: string;
  /** The archived customers instead of the others. */
  archived?: boolean;
}

export interface RestCustomerPage {
  customers: RestCustomer[];
  totalCount: number;
}

export type PageSize = 'A4' | 'A5';

export interface RestNoteAddendum {
  id: number;
  body: string;
  author_name: string;
  created_at: string;
}

export interface RestCustomerNote {
  id: number;
  hashid: string;
  customer_id: number;
  /** 'Somente eu'; absent from an api without private notes. */
  private?: boolean;
  /** Null on a private note of someone else. */
  body: string | null;
  creator_id: number | null;
  creator_name: string;
  created_at: string;
  updated_at: string;
  locked: boolean;
  locked_at: string | null;
  locked_by_name: string | null;
  /** By date; absent from an api without addenda. */
  addenda?: RestNoteAddendum[];
  /** Signed links to the note's PDF, per paper size; null on a private note of someone else. */
  pdf_urls: Record<PageSize, string> | null;
  /** A locked note's PDF signed with an A1 certificate; null on an unlocked note. */
  signed_pdf_urls?: Record<PageSize, string> | null;
}

/** One page of GET /api/v1/customers/{id}/customer_notes. */
export interface CustomerNoteListQuery {
  customerId: number;
  page: number;
  perPage: number;
}

export interface RestCustomerNotePage {
  notes: RestCustomerNote[];
  totalCount: number;
}

export interface RestNoteTemplate {
  id: number;
  name: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface RestActivityChange {
  field_name: string;
  from: string | null;
  to: string | null;
}

export interface RestActivity {
  id: number;
  event: 'create' | 'update' | 'destroy';
  event_text: string;
  user_name: string;
  item_type: string;
  item_type_text: string;
  item_id: number;
  item_name: string | null;
  customer_id: number | null;
  customer_name: string | null;
  created_at: string;
  relative_time: string;
  /** The entry as a pt-BR sentence; an api that follows only the spec answers none. */
  summary?: string;
  changes: RestActivityChange[];
  /** Where a page that resumes after this row starts (history pages only). */
  cursor?: string;
}

/** One page of GET /api/v1/activity_history, as its query string asks for it. */
export interface ActivityHistoryQuery {
  limit: number;
  cursor?: string;
  eventTypes?: string[];
  itemTypes?: string[];
  fromDate?: string;
  toDate?: string;
}

/** A data export (the patient's copy or the company's): `download_url` once done, signed until `expires_at`. */
export interface RestDataExport {
  id: number;
  status: 'pending' | 'done' | 'failed';
  customer_id: number | null;
  requested_by_name: string;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
  filename: string | null;
  download_url: string | null;
}

export interface RestCustomerAccess {
  id: number;
  user_name: string;
  action: string;
  created_at: string;
  ip: string | null;
}

export interface CustomerAccessQuery {
  customerId: number;
  limit: number;
  cursor?: string;
}

export interface RestCustomerAccessPage {
  accesses: RestCustomerAccess[];
  nextCursor: string | null;
}

export interface RestActivityPage {
  activities: RestActivity[];
  nextCursor: string | null;
}

export interface RestDashboardStats {
  customers: { total: number; this_month: number; change_percent: number; trend: 'up' | 'down' };
  tasks: { total: number; pending: number; completed: number; due_today: number; overdue: number; completion_rate: number };
  charts: {
    notes_per_month: { month: string; label: string; count: number }[];
    tasks_per_week: { week: string; label: string; created: number; completed: number }[];
    task_distribution: { status: string; label: string; color: string; count: number }[];
  };
  recent_activities: RestActivity[];
}

export interface RestSearchResult {
  customers: { count: number; items: { id: number; name: string; created_at: string }[] };
  tasks: {
    count: number;
    items: {
      id: number;
      title: string;
      task_list_id: number;
      task_list_name: string;
      due_date: string | null;
      completed_at: string | null;
      customer_name: string | null;
      status: string;
      status_text: string;
      status_color: string;
    }[];
  };
}

export interface RestReportCount {
  key: string;
  label: string;
  count: number;
}

export interface RestTaskReport {
  summary: {
    total: number;
    by_status: RestReportCount[];
    by_priority: RestReportCount[];
    by_board: RestReportCount[];
    by_assignee: RestReportCount[];
  };
  tasks: {
    id: number;
    title: string;
    board: string;
    kanban_group: string | null;
    status_text: string;
    priority_text: string | null;
    assignees: string | null;
    customer: string | null;
    due_date: string | null;
    completed_at: string | null;
    created_at: string;
  }[];
  meta: { total_count: number };
}

export interface TaskReportQuery {
  page: number;
  perPage: number;
  createdFrom?: string;
  createdTo?: string;
}

/** GET /api/v1/reports/customers: a page of the customers registered in a period, oldest first. */
export type CustomerReportQuery = TaskReportQuery;

/** GET /api/v1/companies/{id}/subscriptions */
export interface RestSubscription {
  id: number;
  plan_identifier: string;
  plan: RestPlan;
  status: string;
  active: boolean;
  suspended: boolean;
  trial_ends_at: string | null;
  trial_days_left: number | null;
  next_charge: string | null;
  cancel_at_period_end: boolean;
  created_at: string;
}

export interface RestPaymentMethod {
  id: number;
  description: string;
  item_type: 'credit_card';
  data: { brand: string; display_number: string };
  is_default: boolean;
  created_at: string;
}

/** GET /api/v1/billing/settings */
export interface RestBillingSettings {
  provider: 'sandbox' | 'iugu';
  account_id: string;
  test_mode: boolean;
}

export interface RestTaskPerson {
  id: number | null;
  name: string;
}

export interface RestBoard {
  id: number;
  name: string;
  description: string | null;
  kanban_group_options: string[];
  tasks_count: number;
  pending_tasks_count: number;
  completed_tasks_count: number;
  completion_percentage: number;
  created_at: string;
  updated_at: string;
}

export interface NoteTemplateChanges {
  name?: string;
  body?: string;
}

export interface RestTask {
  id: number;
  task_list_id: number;
  title: string;
  description: string;
  description_text: string;
  due_date: string | null;
  priority: 'low' | 'medium' | 'high' | null;
  priority_text: string | null;
  kanban_group: string | null;
  position: number;
  completed: boolean;
  completed_at: string | null;
  overdue: boolean;
  status: 'pending' | 'completed' | 'overdue' | 'due_today';
  status_text: string;
  status_color: string;
  customer_id: number | null;
  customer: { id: number; name: string } | null;
  assignees: { id: number; name: string }[];
  tags: string[];
  estimated_hours: number | null;
  time_spent: number | null;
  checklist_items: { id: number; content: string; completed: boolean }[];
  checklist_total_items: number;
  checklist_completed_items: number;
  comments_count: number;
  attachments_count: number;
  created_at: string;
}

/** What lists of tasks (a board, a calendar period) answer with `view=card`: what a card shows. */
export type RestTaskCard = Omit<
  RestTask,
  'description' | 'completed_at' | 'customer_id' | 'estimated_hours' | 'time_spent' | 'checklist_items' | 'created_at'
> & { card: true };

export interface RestTaskGroup {
  key: string;
  name: string;
  tasks: RestTaskCard[];
}

/** A board as `GET /task_lists/{id}?group_by=...` answers it. */
export interface RestTaskBoard extends RestBoard {
  grouped_tasks: RestTaskGroup[];
}

export interface RestTaskComment {
  id: number;
  content: string;
  user: RestTaskPerson;
  created_at: string;
  can_delete: boolean;
}

export interface RestTaskAttachment {
  id: number;
  filename: string;
  download_url: string;
  human_file_size: string;
  user: RestTaskPerson;
  created_at: string;
  can_delete: boolean;
}

export interface TaskFilterQuery {
  status?: string;
  assigneeId?: number;
  customerId?: number;
  priority?: string;
  search?: string;
}

export interface TaskBoardQuery extends TaskFilterQuery {
  /** Undefined for the company's default board. */
  boardId?: number;
  groupBy: string;
}

export interface CalendarQuery extends TaskFilterQuery {
  from: string;
  to: string;
  boardId?: number;
}

/** A task's fields as the api takes them; those left out keep their values. */
export interface TaskChanges {
  title?: string;
  description?: string;
  due_date?: string | null;
  priority?: string | null;
  kanban_group?: string | null;
  customer_id?: number | null;
  assignee_ids?: number[];
  tags?: string[];
  estimated_hours?: number | null;
  time_spent?: number | null;
  checklist_items?: string[];
}

export interface BoardChanges {
  name?: string;
  description?: string | null;
  kanban_group_options?: string[];
}

export interface AppointmentListQuery {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  userId?: number;
  customerId?: number;
  statuses?: string[];
}

/** An appointment as the api answers it: times in ISO 8601 with the São Paulo offset. */
export interface RestAppointment {
  id: number;
  customer: { id: number; name: string };
  user: { id: number; name: string };
  starts_at: string;
  ends_at: string;
  status: 'scheduled' | 'confirmed' | 'attended' | 'missed' | 'canceled';
  status_text: string;
  status_color: string;
  notes: string | null;
  series_id: number | null;
  source: 'staff' | 'online';
  reminder_sent_at: string | null;
  whatsapp_url: string | null;
  created_at: string;
  updated_at: string;
}

/** The fields of an appointment a write sends, as the api names them. */
export interface AppointmentChanges {
  customer_id?: number;
  user_id?: number;
  starts_at?: string;
  ends_at?: string;
  status?: string;
  notes?: string | null;
  recurrence?: { frequency: string; count?: number; until?: string };
}

export interface RestAvailabilityWindow {
  weekday: number;
  start: string;
  end: string;
}

export interface RestBookingPage {
  company: { name: string; image_url: string | null };
  professionals: { id: number; name: string }[];
  slot_minutes: number;
}

export interface BookingRequest {
  user_id: number;
  starts_at: string;
  name: string;
  email: string;
  phone: string;
}

export interface RestBooking {
  starts_at: string;
  ends_at: string;
  professional_name: string;
}

export interface RestPublicAppointment {
  starts_at: string;
  ends_at: string;
  professional_name: string;
  company_name: string;
  status: RestAppointment['status'];
  status_text: string;
}

/** An A1 certificate that signs note PDFs: the company's (no user) or a professional's. */
export interface RestSigningCertificate {
  id: number;
  owner: 'company' | 'user';
  user_id: number | null;
  user_name: string | null;
  subject_name: string;
  document: string | null;
  issuer_name: string;
  valid_from: string;
  valid_to: string;
  created_at: string;
}
