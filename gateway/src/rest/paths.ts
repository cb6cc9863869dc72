/** Every path of the `/api/v1` REST service the gateway calls (api/README.md, "Endpoints"). */

import type {
  ActivityHistoryQuery,
  CustomerAccessQuery,
  AppointmentListQuery,
  CalendarQuery,
  CustomerListQuery,
  CustomerReportQuery,
  CustomerNoteListQuery,
  TaskBoardQuery,
  TaskFilterQuery,
  TaskReportQuery,
  UserListQuery,
} from './types.ts';

const segment = (id: number | string): string => encodeURIComponent(String(id));

function customerList(query: CustomerListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  if (query.createdFrom) params.set('created_from', query.createdFrom);
  if (query.createdTo) params.set('created_to', query.createdTo);
  if (query.archived) params.set('archived', 'true');
  return `/api/v1/customers?${params.toString()}`;
}

function activityHistory(query: ActivityHistoryQuery): string {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.eventTypes?.length) params.set('event_type', query.eventTypes.join(','));
  if (query.itemTypes?.length) params.set('item_type', query.itemTypes.join(','));
  if (query.fromDate) params.set('from_date', query.fromDate);
  if (query.toDate) params.set('to_date', query.toDate);
  return `/api/v1/activity_history?${params.toString()}`;
}

function customerAccesses(query: CustomerAccessQuery): string {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.cursor) params.set('cursor', query.cursor);
  return `/api/v1/customers/${segment(query.customerId)}/accesses?${params.toString()}`;
}

function userList(query: UserListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  return `/api/v1/companies/${segment(query.companyId)}/users?${params.toString()}`;
}

function customerNoteList(query: CustomerNoteListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  return `/api/v1/customers/${segment(query.customerId)}/customer_notes?${params.toString()}`;
}

function reportParams(query: TaskReportQuery | CustomerReportQuery): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.createdFrom) params.set('created_from', query.createdFrom);
  if (query.createdTo) params.set('created_to', query.createdTo);
  return params.toString();
}

const taskReport = (query: TaskReportQuery): string => `/api/v1/reports/tasks?${reportParams(query)}`;
const customerReport = (query: CustomerReportQuery): string => `/api/v1/reports/customers?${reportParams(query)}`;

function taskFilterParams(query: TaskFilterQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.assigneeId !== undefined) params.set('assignee_id', String(query.assigneeId));
  if (query.customerId !== undefined) params.set('customer_id', String(query.customerId));
  if (query.priority) params.set('priority', query.priority);
  if (query.search) params.set('search', query.search);
  return params;
}

function taskBoard(query: TaskBoardQuery): string {
  const params = taskFilterParams(query);
  params.set('group_by', query.groupBy);
  params.set('view', 'card');
  const board = query.boardId === undefined ? 'default' : segment(query.boardId);
  return `/api/v1/task_lists/${board}?${params.toString()}`;
}

function calendarTasks(query: CalendarQuery): string {
  const params = taskFilterParams(query);
  params.set('due_from', query.from);
  params.set('due_to', query.to);
  if (query.boardId !== undefined) params.set('task_list_id', String(query.boardId));
  params.set('view', 'card');
  return `/api/v1/tasks?${params.toString()}`;
}

function appointmentList(query: AppointmentListQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.userId !== undefined) params.set('user_id', String(query.userId));
  if (query.customerId !== undefined) params.set('customer_id', String(query.customerId));
  if (query.statuses?.length) params.set('status', query.statuses.join(','));
  return `/api/v1/appointments?${params.toString()}`;
}

const withScope = (path: string, scope: string | undefined) => (scope ? `${path}?${new URLSearchParams({ scope }).toString()}` : path);

export const paths = {
  signIn: '/api/v1/auth/sign_in',
  validateToken: '/api/v1/auth/validate_token',
  signOut: '/api/v1/auth/sign_out',
  twoFactor: '/api/v1/auth/two_factor',
  twoFactorSetup: '/api/v1/auth/two_factor/setup',
  twoFactorEnable: '/api/v1/auth/two_factor/enable',
  twoFactorRecoveryCodes: '/api/v1/auth/two_factor/recovery_codes',
  sessions: '/api/v1/auth/sessions',
  session: (sessionId: number) => `/api/v1/auth/sessions/${segment(sessionId)}`,
  otherSessions: '/api/v1/auth/sessions/others',
  signingCertificates: '/api/v1/signing_certificates',
  signingCertificate: (certificateId: number) => `/api/v1/signing_certificates/${segment(certificateId)}`,
  createAccount: '/api/v1/auth/create_account',
  password: '/users/password',
  plans: '/api/v1/plans',
  company: (companyId: number) => `/api/v1/companies/${segment(companyId)}`,
  subscriptionStatus: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscription_status`,
  user: (companyId: number, userId: number) => `/api/v1/companies/${segment(companyId)}/users/${segment(userId)}`,
  users: (companyId: number) => `/api/v1/companies/${segment(companyId)}/users`,
  userList,
  customerFields: (companyId: number) => `/api/v1/companies/${segment(companyId)}/customer_fields`,
  customerField: (companyId: number, fieldId: number) =>
    `/api/v1/companies/${segment(companyId)}/customer_fields/${segment(fieldId)}`,
  customers: '/api/v1/customers',
  customerList,
  customer: (customerId: number) => `/api/v1/customers/${segment(customerId)}`,
  customerExports: (customerId: number) => `/api/v1/customers/${segment(customerId)}/exports`,
  customerExport: (customerId: number, exportId: number) => `/api/v1/customers/${segment(customerId)}/exports/${segment(exportId)}`,
  companyExports: (companyId: number) => `/api/v1/companies/${segment(companyId)}/exports`,
  companyExport: (companyId: number, exportId: number) => `/api/v1/companies/${segment(companyId)}/exports/${segment(exportId)}`,
  archiveCustomer: (customerId: number) => `/api/v1/customers/${segment(customerId)}/archive`,
  unarchiveCustomer: (customerId: number) => `/api/v1/customers/${segment(customerId)}/unarchive`,
  companyPlan: (companyId: number, planId: number) => `/api/v1/companies/${segment(companyId)}/plans/${segment(planId)}`,
  customerNotes: (customerId: number) => `/api/v1/customers/${segment(customerId)}/customer_notes`,
  customerNoteList,
  customerNote: (customerId: number, noteId: number) =>
    `/api/v1/customers/${segment(customerId)}/customer_notes/${segment(noteId)}`,
  duplicateCustomerNote: (customerId: number, noteId: number) =>
    `/api/v1/customers/${segment(customerId)}/customer_notes/${segment(noteId)}/duplicate`,
  noteAddenda: (customerId: number, noteId: number) =>
    `/api/v1/customers/${segment(customerId)}/customer_notes/${segment(noteId)}/addenda`,
  /** A note by its id alone, when the customer is not known yet. */
  noteById: (noteId: number) => `/api/v1/customer_notes/${segment(noteId)}`,
  noteImages: '/api/v1/note_images',
  noteTemplates: '/api/v1/note_templates',
  noteTemplate: (templateId: number) => `/api/v1/note_templates/${segment(templateId)}`,
  dashboardStats: '/api/v1/dashboard/stats',
  activityHistory,
  customerAccesses,
  taskReport,
  customerReport,
  search: (query: string) => `/api/v1/search?${new URLSearchParams({ q: query }).toString()}`,
  subscriptions: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscriptions`,
  paymentMethods: (companyId: number) => `/api/v1/companies/${segment(companyId)}/payment_methods`,
  paymentMethod: (companyId: number, paymentMethodId: number) =>
    `/api/v1/companies/${segment(companyId)}/payment_methods/${segment(paymentMethodId)}`,
  subscriptionChanges: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscription_changes`,
  billingSettings: '/api/v1/billing/settings',
  health: '/healthz',
  boards: '/api/v1/task_lists',
  board: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}`,
  taskBoard,
  duplicateBoard: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}/duplicate`,
  boardTasks: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}/tasks`,
  reorderTasks: (boardId: number) => `/api/v1/task_lists/${segment(boardId)}/tasks/reorder`,
  calendarTasks,
  taskAssignees: '/api/v1/task_assignees',
  task: (taskId: number) => `/api/v1/tasks/${segment(taskId)}`,
  toggleTaskCompletion: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/toggle_completion`,
  taskChecklistItems: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/checklist_items`,
  taskChecklistItem: (taskId: number, itemId: number) => `/api/v1/tasks/${segment(taskId)}/checklist_items/${segment(itemId)}`,
  toggleTaskChecklistItem: (taskId: number, itemId: number) =>
    `/api/v1/tasks/${segment(taskId)}/checklist_items/${segment(itemId)}/toggle`,
  taskComments: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/comments`,
  taskComment: (taskId: number, commentId: number) => `/api/v1/tasks/${segment(taskId)}/comments/${segment(commentId)}`,
  taskAttachments: (taskId: number) => `/api/v1/tasks/${segment(taskId)}/attachments`,
  taskAttachment: (taskId: number, attachmentId: number) =>
    `/api/v1/tasks/${segment(taskId)}/attachments/${segment(attachmentId)}`,
  appointments: '/api/v1/appointments',
  appointmentList,
  appointment: (appointmentId: number, scope?: string) => withScope(`/api/v1/appointments/${segment(appointmentId)}`, scope),
  availability: (userId: number) => `/api/v1/users/${segment(userId)}/availability`,
  calendarFeed: (userId: number) => `/api/v1/users/${segment(userId)}/calendar_feed`,
  bookingPage: (companyHash: string) => `/api/v1/public/booking/${segment(companyHash)}`,
  bookingSlots: ({ companyHash, userId, date }: { companyHash: string; userId: number; date: string }) =>
    `/api/v1/public/booking/${segment(companyHash)}/slots?${new URLSearchParams({ user_id: String(userId), date }).toString()}`,
  publicAppointment: (token: string) => `/api/v1/public/appointments/${segment(token)}`,
  confirmPublicAppointment: (token: string) => `/api/v1/public/appointments/${segment(token)}/confirm`,
  cancelPublicAppointment: (token: string) => `/api/v1/public/appointments/${segment(token)}/cancel`,
  /** The company's change events, as server-sent events. */
  changes: '/api/v1/changes',
};
