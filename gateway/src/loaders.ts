import DataLoader from 'dataloader';
import type { Send } from './rest/client.ts';
import { SharedReads } from './rest/shared-reads.ts';
import { paths } from './rest/paths.ts';
import type {
  AppointmentListQuery,
  RestAppointment,
  RestAvailabilityWindow,
  RestBookingPage,
  RestPublicAppointment,
  RestActivity,
  RestActivityPage,
  RestCustomerAccess,
  RestCustomerAccessPage,
  RestBillingSettings,
  RestCompany,
  RestCustomer,
  RestCustomerField,
  RestCustomerNote,
  RestCustomerNotePage,
  RestDataExport,
  RestCustomerPage,
  RestNoteTemplate,
  RestDashboardStats,
  RestPlan,
  RestPaymentMethod,
  RestPlanWithQuota,
  RestSearchResult,
  RestTaskReport,
  RestSubscription,
  RestSubscriptionStatus,
  RestTask,
  RestTaskCard,
  RestTaskAttachment,
  RestTaskBoard,
  RestTaskComment,
  RestBoard,
  RestSession,
  RestSigningCertificate,
  RestTwoFactor,
  RestUser,
  RestUserPage,
} from './rest/types.ts';

/**
 * A loader for one REST resource, declared by the path of each key. No list endpoint of the api
 * takes many ids, so keys are fetched one call each; the loader's worth is that a key asked for
 * twice in one request is fetched once.
 */
function resource<K, V, B>(send: Send, pathOf: (key: K) => string, pick: (body: B) => V): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    async (keys) => {
      const settled = await Promise.allSettled(keys.map(async (key) => pick((await send<B>('GET', pathOf(key))).body)));
      return settled.map((result) =>
        result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
      );
    },
    { cacheKeyFn: pathOf, batch: false },
  );
}

/** The one key of a resource that exists once per caller (the signed-in user, the plan list). */
export const ONLY = 'only';

export function createPublicLoaders(send: Send, shared: SharedReads = new SharedReads()) {
  return {
    bookingPage: resource(send, (companyHash: string) => paths.bookingPage(companyHash), (body: RestBookingPage) => body),
    bookingSlots: resource(send, paths.bookingSlots, (body: { slots: string[] }) => body.slots),
    publicAppointment: resource(send, (token: string) => paths.publicAppointment(token), (body: { appointment: RestPublicAppointment }) => body.appointment),
    /** The plans on offer: the same for everyone, so read through the process's shared reads. */
    plans: new DataLoader<typeof ONLY, readonly RestPlan[], string>(
      async (keys) => {
        const { body } = await shared.read<{ plans: RestPlan[] }>(send, paths.plans);
        return keys.map(() => Object.freeze(body.plans));
      },
      { batch: false },
    ),
    billingSettings: resource(
      send,
      (_: typeof ONLY) => paths.billingSettings,
      (body: { settings: RestBillingSettings }) => body.settings,
    ),
  };
}

/** Loaders that forward the caller's session; they exist only when the request carries one. */
export function createSessionLoaders(send: Send) {
  const company = resource(send, (companyId: number) => paths.company(companyId), (body: { company: RestCompany }) => body.company);

  const primeCompanyOf = (user: RestUser): RestUser => {
    if (user.company) company.prime(user.company_id, user.company);
    return user;
  };

  const user = resource(
    send,
    ({ companyId, userId }: { companyId: number; userId: number }) => paths.user(companyId, userId),
    (body: { user: RestUser }) => primeCompanyOf(body.user),
  );

  const viewer = resource(send, (_: typeof ONLY) => paths.validateToken, (body: { data: RestUser }) => primeCompanyOf(body.data));

  const rememberCompany = (changed: RestCompany): void => {
    company.clear(changed.id).prime(changed.id, changed);
  };

  const customer = resource(send, (customerId: number) => paths.customer(customerId), (body: { customer: RestCustomer }) => body.customer);

  const customerFields = resource(
    send,
    (companyId: number) => paths.customerFields(companyId),
    (body: { customer_fields: RestCustomerField[] }) => body.customer_fields,
  );

  const customerNote = resource(send, (noteId: number) => paths.noteById(noteId), (body: { customer_note: RestCustomerNote }) => body.customer_note);
  const noteTemplates = resource(
    send,
    (_: typeof ONLY) => paths.noteTemplates,
    (body: { note_templates: RestNoteTemplate[] }) => body.note_templates,
  );

  return {
    company,
    viewer,
    customer,
    /** A note by its id; a page of notes primes it, so a mutation reading it after a list costs no call. */
    customerNote,
    /** A page of a customer's notes, newest first. */
    customerNotePage: resource(
      send,
      paths.customerNoteList,
      (body: { customer_notes: RestCustomerNote[]; meta?: { total_count?: number } }): RestCustomerNotePage => {
        for (const note of body.customer_notes) customerNote.prime(note.id, note);
        return { notes: body.customer_notes, totalCount: body.meta?.total_count ?? body.customer_notes.length };
      },
    ),
    rememberCustomerNote(note: RestCustomerNote): void {
      customerNote.clear(note.id).prime(note.id, note);
    },
    /** The company's templates, by name: the api answers them all at once. */
    noteTemplates,
    noteTemplate: resource(send, (templateId: number) => paths.noteTemplate(templateId), (body: { note_template: RestNoteTemplate }) => body.note_template),
    forgetNoteTemplates(): void {
      noteTemplates.clear(ONLY);
    },
    /** A company's form questions, asked once per request however many customers read them. */
    customerFields,
    /** A page of customers; each one is kept, so reading it again by id costs no call. */
    customerPage: resource(send, paths.customerList, (body: { customers: RestCustomer[]; meta?: { total_count?: number } }) => {
      for (const record of body.customers) customer.prime(record.id, record);
      return { customers: body.customers, totalCount: body.meta?.total_count ?? body.customers.length } satisfies RestCustomerPage;
    }),
    /** The company's plan with how its customers count against the limit. */
    companyPlan: resource(
      send,
      ({ companyId, planId }: { companyId: number; planId: number }) => paths.companyPlan(companyId, planId),
      (body: { plan: RestPlanWithQuota }) => body.plan,
    ),
    user,
    /** A page of the company's users; each one is kept, so reading it again by id costs no call. */
    userPage: resource(send, paths.userList, (body: { users: RestUser[]; meta?: { total_count?: number } }) => {
      for (const record of body.users) user.prime({ companyId: record.company_id, userId: record.id }, record);
      return { users: body.users, totalCount: body.meta?.total_count ?? body.users.length } satisfies RestUserPage;
    }),
    rememberUser(record: RestUser): void {
      const key = { companyId: record.company_id, userId: record.id };
      user.clear(key).prime(key, record);
    },
    forgetUser(companyId: number, userId: number): void {
      user.clear({ companyId, userId });
    },
    /** The dashboard's figures of the caller's company. */
    dashboardStats: resource(send, (_: typeof ONLY) => paths.dashboardStats, (body: { stats: RestDashboardStats }) => body.stats),
    /** A page of the caller's company's activity history. */
    activityPage: resource(
      send,
      paths.activityHistory,
      (body: { activities: RestActivity[]; meta?: { next_cursor?: string | null } }): RestActivityPage => ({
        activities: body.activities,
        nextCursor: body.meta?.next_cursor ?? null,
      }),
    ),
    /** A page of a customer's access log, newest first. */
    customerAccessPage: resource(
      send,
      paths.customerAccesses,
      (body: { accesses: RestCustomerAccess[]; meta?: { next_cursor?: string | null } }): RestCustomerAccessPage => ({
        accesses: body.accesses,
        nextCursor: body.meta?.next_cursor ?? null,
      }),
    ),
    /** A page of the customer report (a period's customers, oldest first); each one is kept like a list's. */
    customerReportPage: resource(send, paths.customerReport, (body: { customers: RestCustomer[]; meta?: { total_count?: number } }) => {
      for (const record of body.customers) customer.prime(record.id, record);
      return { customers: body.customers, totalCount: body.meta?.total_count ?? body.customers.length } satisfies RestCustomerPage;
    }),
    /** The task report of a period, with one page of its rows. */
    taskReport: resource(send, paths.taskReport, (body: RestTaskReport) => body),
    /** The global search over the caller's company's customers and tasks. */
    search: resource(send, paths.search, (body: RestSearchResult) => body),
    subscriptionStatus: resource(
      send,
      (companyId: number) => paths.subscriptionStatus(companyId),
      (body: { data: { attributes: RestSubscriptionStatus } }) => body.data.attributes,
    ),
    subscription: resource(
      send,
      (companyId: number) => paths.subscriptions(companyId),
      (body: { subscription: RestSubscription }) => body.subscription,
    ),
    paymentMethods: resource(
      send,
      (companyId: number) => paths.paymentMethods(companyId),
      (body: { payment_methods: RestPaymentMethod[] }) => body.payment_methods,
    ),
    /** The caller's own two-step sign-in state. */
    twoFactor: resource(send, (_: typeof ONLY) => paths.twoFactor, (body: { two_factor: RestTwoFactor }) => body.two_factor),
    /** The caller's own sessions, one per signed-in device. */
    sessions: resource(send, (_: typeof ONLY) => paths.sessions, (body: { sessions: RestSession[] }) => body.sessions),
    /** The company's A1 certificates (administrators only). */
    signingCertificates: resource(
      send,
      (_: typeof ONLY) => paths.signingCertificates,
      (body: { signing_certificates: RestSigningCertificate[] }) => body.signing_certificates,
    ),
    /** Keeps what a write answered, so the rest of the operation reads it without asking again. */
    rememberCompany,
    ...taskLoaders(send),
    ...appointmentLoaders(send),
    rememberCustomer(record: RestCustomer): void {
      customer.clear(record.id).prime(record.id, record);
    },
    rememberViewer(user: RestUser): void {
      viewer.clear(ONLY).prime(ONLY, user);
      if (user.company) rememberCompany(user.company);
    },
  };
}

/**
 * Boards and tasks. A board's view (its tasks in groups, filtered) is one call answering each task as
 * a card, so a board costs one REST call however many cards it shows; a field a card lacks reads the
 * whole task (`task`).
 */
function taskLoaders(send: Send) {
  const task = resource(send, (taskId: number) => paths.task(taskId), (body: { task: RestTask }) => body.task);
  const boards = resource(send, (_: typeof ONLY) => paths.boards, (body: { task_lists: RestBoard[] }) => body.task_lists);
  return {
    task,
    /** Every board of the company with its counts: what a board's name and counts are read from outside its view. */
    boards,
    taskBoard: resource(send, paths.taskBoard, (body: { task_list: RestTaskBoard }) => body.task_list),
    calendarTasks: resource(send, paths.calendarTasks, (body: { tasks: RestTaskCard[] }) => body.tasks),
    taskAssignees: resource(send, (_: typeof ONLY) => paths.taskAssignees, (body: { assignees: { id: number; name: string }[] }) => body.assignees),
    taskComments: resource(send, (taskId: number) => paths.taskComments(taskId), (body: { comments: RestTaskComment[] }) => body.comments),
    taskAttachments: resource(
      send,
      (taskId: number) => paths.taskAttachments(taskId),
      (body: { attachments: RestTaskAttachment[] }) => body.attachments,
    ),
    /** After a write: the task as answered, and the boards' counts, comments and files read again. */
    rememberTask(record: RestTask): void {
      task.clear(record.id).prime(record.id, record);
      boards.clearAll();
    },
    forgetTask(taskId: number): void {
      task.clear(taskId);
      boards.clearAll();
    },
  };
}

/** The agenda: a period's appointments in one call, one appointment, a professional's hours. */
function appointmentLoaders(send: Send) {
  const appointment = resource(send, (appointmentId: number) => paths.appointment(appointmentId), (body: { appointment: RestAppointment }) => body.appointment);
  const appointmentList = resource(send, (query: AppointmentListQuery) => paths.appointmentList(query), (body: { appointments: RestAppointment[] }) => body.appointments);
  return {
    appointment,
    appointmentList,
    availability: resource(send, (userId: number) => paths.availability(userId), (body: { availability: RestAvailabilityWindow[] }) => body.availability),
    calendarFeedUrl: resource(send, (userId: number) => paths.calendarFeed(userId), (body: { calendar_feed: { url: string | null } }) => body.calendar_feed.url),
    customerExport: resource(send, ({ customerId, exportId }: { customerId: number; exportId: number }) => paths.customerExport(customerId, exportId), (body: { export: RestDataExport }) => body.export),
    companyExport: resource(send, ({ companyId, exportId }: { companyId: number; exportId: number }) => paths.companyExport(companyId, exportId), (body: { export: RestDataExport }) => body.export),
    /** After a write: the appointment as answered; the periods are read again, a series may have moved with it. */
    rememberAppointment(record: RestAppointment): void {
      appointment.clearAll();
      appointment.prime(record.id, record);
      appointmentList.clearAll();
    },
  };
}

export type PublicLoaders = ReturnType<typeof createPublicLoaders>;
export type SessionLoaders = ReturnType<typeof createSessionLoaders>;
