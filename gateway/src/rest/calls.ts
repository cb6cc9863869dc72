import type { RequestBody, Send } from './client.ts';
import type { UploadFile } from './multipart.ts';
import { paths } from './paths.ts';
import type {
  AppointmentChanges,
  BookingRequest,
  RestAppointment,
  RestAvailabilityWindow,
  RestBooking,
  RestPublicAppointment,
  CheckoutProcess,
  CompanyChanges,
  CustomerChanges,
  CustomerFieldChanges,
  NoteTemplateChanges,
  RestCustomerNote,
  RestDataExport,
  RestNoteTemplate,
  PasswordReset,
  RestCompany,
  RestCustomer,
  RestCustomerField,
  RestPaymentMethod,
  RestSubscription,
  RestTask,
  RestBoard,
  RestSignIn,
  RestSigningCertificate,
  RestTwoFactor,
  RestTwoFactorSetup,
  RestUser,
  TaskChanges,
  TwoFactorConfirmation,
  BoardChanges,
  UserChanges,
} from './types.ts';

/** Writes anyone may make: they carry no session. */
export function anonymousCalls(send: Send) {
  return {
    signIn: (email: string, password: string) =>
      send<RestSignIn>('POST', paths.signIn, { body: { form: { user: { email, password } } } }),
    verifyTwoFactor: (challenge: string, code: { code?: string; recovery_code?: string }) =>
      send<RestSignIn>('POST', paths.twoFactor, { body: { json: { two_factor: { challenge, ...code } } } }),
    createAccount: (checkout: CheckoutProcess) =>
      send<{ data: RestUser }>('POST', paths.createAccount, {
        // `meta` is the marker the spec's clients put on the bodies they send as JSON (spec section 7).
        body: { json: { checkout_process: checkout, meta: { client: 'gateway' } } },
      }),
    requestPasswordReset: (email: string) =>
      send<{ message?: string }>('POST', paths.password, { body: { json: { user: { email } } } }),
    resetPassword: (reset: PasswordReset) =>
      send<{ message?: string }>('PUT', paths.password, { body: { json: { user: reset } } }),
    bookAppointment: async (companyHash: string, booking: BookingRequest) =>
      (await send<{ booking: RestBooking }>('POST', paths.bookingPage(companyHash), { body: { json: { booking } } })).body.booking,
    confirmPublicAppointment: async (token: string) =>
      (await send<{ appointment: RestPublicAppointment }>('POST', paths.confirmPublicAppointment(token), { body: { form: {} } })).body.appointment,
    cancelPublicAppointment: async (token: string) =>
      (await send<{ appointment: RestPublicAppointment }>('POST', paths.cancelPublicAppointment(token), { body: { form: {} } })).body.appointment,
  };
}

/** A user's fields as JSON, or as multipart form data when a photo goes with them. */
function userBody(changes: UserChanges, image: UploadFile | undefined): RequestBody {
  if (!image) return { json: { user: changes } };
  return {
    multipart: {
      fields: { user: { ...changes } },
      files: [{ name: 'user[attachment_attributes][attachment]', file: image }],
    },
  };
}

/**
 * A customer's fields, fields_values as JSON text as the spec's call table sends it; multipart form
 * data when a photo goes with them.
 */
function customerBody(customer: CustomerChanges, image: UploadFile | undefined): RequestBody {
  const fields = { ...customer, fields_values: JSON.stringify(customer.fields_values) };
  if (!image) return { json: { customer: fields } };
  return {
    multipart: {
      fields: { customer: fields },
      files: [{ name: 'customer[attachment_attributes][attachment]', file: image }],
    },
  };
}

/** Writes made with the caller's session. */
export function sessionCalls(send: Send) {
  return {
    addPaymentMethod: async (
      companyId: number,
      paymentMethod: { token: string; description: string | null; item_type: 'credit_card'; set_as_default: boolean },
    ) =>
      (
        await send<{ payment_method: RestPaymentMethod; subscription: RestSubscription }>('POST', paths.paymentMethods(companyId), {
          body: { json: { payment_method: paymentMethod } },
        })
      ).body,
    removePaymentMethod: (companyId: number, paymentMethodId: number) =>
      send<unknown>('DELETE', paths.paymentMethod(companyId, paymentMethodId), { body: { form: {} } }),
    changePlan: async (companyId: number, planIdentifier: string) =>
      (
        await send<{ subscription: RestSubscription }>('POST', paths.subscriptionChanges(companyId), {
          body: { json: { subscription: { plan_identifier: planIdentifier } } },
        })
      ).body.subscription,
    signOut: () => send<unknown>('DELETE', paths.signOut, { body: { form: {} } }),
    beginTwoFactorSetup: async () =>
      (await send<{ two_factor_setup: RestTwoFactorSetup }>('POST', paths.twoFactorSetup, { body: { json: {} } })).body.two_factor_setup,
    enableTwoFactor: async (code: string) =>
      (
        await send<{ two_factor: RestTwoFactor; recovery_codes: string[] }>('POST', paths.twoFactorEnable, {
          body: { json: { two_factor: { code } } },
        })
      ).body,
    disableTwoFactor: async (confirmation: TwoFactorConfirmation) =>
      (await send<{ two_factor: RestTwoFactor }>('DELETE', paths.twoFactor, { body: { json: { two_factor: confirmation } } })).body
        .two_factor,
    regenerateRecoveryCodes: async (confirmation: TwoFactorConfirmation) =>
      (
        await send<{ two_factor: RestTwoFactor; recovery_codes: string[] }>('POST', paths.twoFactorRecoveryCodes, {
          body: { json: { two_factor: confirmation } },
        })
      ).body,
    revokeSession: (sessionId: number) => send<unknown>('DELETE', paths.session(sessionId), { body: { form: {} } }),
    revokeOtherSessions: async () =>
      (await send<{ revoked: number }>('DELETE', paths.otherSessions, { body: { form: {} } })).body.revoked,
    updateCompany: async (companyId: number, changes: CompanyChanges) =>
      (await send<{ company: RestCompany }>('PATCH', paths.company(companyId), { body: { json: { company: changes } } }))
        .body.company,
    updateUser: async (companyId: number, userId: number, changes: UserChanges, image?: UploadFile) =>
      (await send<{ user: RestUser }>('PATCH', paths.user(companyId, userId), { body: userBody(changes, image) })).body.user,
    createUser: async (companyId: number, changes: UserChanges, image?: UploadFile) =>
      (await send<{ user: RestUser }>('POST', paths.users(companyId), { body: userBody(changes, image) })).body.user,
    deleteUser: (companyId: number, userId: number) =>
      send<unknown>('DELETE', paths.user(companyId, userId), { body: { form: {} } }),
    updateCompanyImage: async (companyId: number, image: UploadFile) =>
      (
        await send<{ company: RestCompany }>('PATCH', paths.company(companyId), {
          body: { multipart: { fields: {}, files: [{ name: 'company[attachment_attributes][attachment]', file: image }] } },
        })
      ).body.company,
    removeCompanyImage: async (companyId: number, imageId: number) =>
      (
        await send<{ company: RestCompany }>('PATCH', paths.company(companyId), {
          body: { json: { company: { attachment_attributes: { id: imageId, _destroy: true } } } },
        })
      ).body.company,
    createCustomerField: async (companyId: number, field: CustomerFieldChanges) =>
      (
        await send<{ customer_field: RestCustomerField }>('POST', paths.customerFields(companyId), {
          body: { json: { customer_field: field } },
        })
      ).body.customer_field,
    updateCustomerField: async (companyId: number, fieldId: number, field: CustomerFieldChanges) =>
      (
        await send<{ customer_field: RestCustomerField }>('PATCH', paths.customerField(companyId, fieldId), {
          body: { json: { customer_field: field } },
        })
      ).body.customer_field,
    deleteCustomerField: (companyId: number, fieldId: number) =>
      send<unknown>('DELETE', paths.customerField(companyId, fieldId), { body: { form: {} } }),
    createCustomer: async (customer: CustomerChanges, image?: UploadFile) =>
      (await send<{ customer: RestCustomer }>('POST', paths.customers, { body: customerBody(customer, image) })).body.customer,
    updateCustomer: async (customerId: number, customer: CustomerChanges, image?: UploadFile) =>
      (await send<{ customer: RestCustomer }>('PATCH', paths.customer(customerId), { body: customerBody(customer, image) })).body.customer,
    deleteCustomer: (customerId: number) => send<unknown>('DELETE', paths.customer(customerId), { body: { form: {} } }),
    exportCustomerData: async (customerId: number) =>
      (await send<{ export: RestDataExport }>('POST', paths.customerExports(customerId), { body: { json: {} } })).body.export,
    exportCompanyData: async (companyId: number) =>
      (await send<{ export: RestDataExport }>('POST', paths.companyExports(companyId), { body: { json: {} } })).body.export,
    archiveCustomer: async (customerId: number) =>
      (await send<{ customer: RestCustomer }>('POST', paths.archiveCustomer(customerId), { body: { json: {} } })).body.customer,
    unarchiveCustomer: async (customerId: number) =>
      (await send<{ customer: RestCustomer }>('POST', paths.unarchiveCustomer(customerId), { body: { json: {} } })).body.customer,
    createCustomerNote: async (customerId: number, body: string, isPrivate?: boolean) =>
      (
        await send<{ customer_note: RestCustomerNote }>('POST', paths.customerNotes(customerId), {
          body: { json: { customer_note: isPrivate === undefined ? { body } : { body, private: isPrivate } } },
        })
      ).body.customer_note,
    updateCustomerNote: async (customerId: number, noteId: number, changes: { body?: string; locked?: boolean; private?: boolean }) =>
      (
        await send<{ customer_note: RestCustomerNote }>('PATCH', paths.customerNote(customerId, noteId), {
          body: { json: { customer_note: changes } },
        })
      ).body.customer_note,
    deleteCustomerNote: (customerId: number, noteId: number) =>
      send<unknown>('DELETE', paths.customerNote(customerId, noteId), { body: { form: {} } }),
    duplicateCustomerNote: async (customerId: number, noteId: number) =>
      (
        await send<{ customer_note: RestCustomerNote }>('POST', paths.duplicateCustomerNote(customerId, noteId), {
          body: { json: {} },
        })
      ).body.customer_note,
    addNoteAddendum: async (customerId: number, noteId: number, body: string) =>
      (
        await send<{ customer_note: RestCustomerNote }>('POST', paths.noteAddenda(customerId, noteId), {
          body: { json: { addendum: { body } } },
        })
      ).body.customer_note,
    uploadNoteImage: async (image: UploadFile) =>
      (
        await send<{ note_image: { id: number; url: string } }>('POST', paths.noteImages, {
          body: { multipart: { fields: {}, files: [{ name: 'note_image[attachment]', file: image }] } },
        })
      ).body.note_image,
    createNoteTemplate: async (changes: NoteTemplateChanges) =>
      (await send<{ note_template: RestNoteTemplate }>('POST', paths.noteTemplates, { body: { json: { note_template: changes } } }))
        .body.note_template,
    updateNoteTemplate: async (templateId: number, changes: NoteTemplateChanges) =>
      (
        await send<{ note_template: RestNoteTemplate }>('PATCH', paths.noteTemplate(templateId), {
          body: { json: { note_template: changes } },
        })
      ).body.note_template,
    deleteNoteTemplate: (templateId: number) => send<unknown>('DELETE', paths.noteTemplate(templateId), { body: { form: {} } }),
    ...taskCalls(send),
    ...appointmentCalls(send),
  };
}

/** Writes to the agenda; each answers the appointment it changed (as it was, for a deletion). */
function appointmentCalls(send: Send) {
  const appointmentOf = async (answer: Promise<{ body: { appointment: RestAppointment } }>) => (await answer).body.appointment;
  return {
    createAppointment: (changes: AppointmentChanges) =>
      appointmentOf(send('POST', paths.appointments, { body: { json: { appointment: changes } } })),
    updateAppointment: (appointmentId: number, changes: AppointmentChanges, scope?: string) =>
      appointmentOf(send('PATCH', paths.appointment(appointmentId, scope), { body: { json: { appointment: changes } } })),
    deleteAppointment: (appointmentId: number, scope?: string) =>
      appointmentOf(send('DELETE', paths.appointment(appointmentId, scope), { body: { form: {} } })),
    setAvailability: async (userId: number, availability: RestAvailabilityWindow[]) =>
      (await send<{ availability: RestAvailabilityWindow[] }>('PUT', paths.availability(userId), { body: { json: { availability } } })).body.availability,
    renewCalendarFeed: async (userId: number) =>
      (await send<{ calendar_feed: { url: string } }>('POST', paths.calendarFeed(userId), { body: { form: {} } })).body.calendar_feed.url,
  };
}

/** Writes to boards and tasks; each answers the record it changed. */
function taskCalls(send: Send) {
  const none = { body: { form: {} } };
  const taskOf = async (answer: Promise<{ body: { task: RestTask } }>) => (await answer).body.task;
  const boardOf = async (answer: Promise<{ body: { task_list: RestBoard } }>) => (await answer).body.task_list;
  return {
    createBoard: (changes: BoardChanges) =>
      boardOf(send('POST', paths.boards, { body: { json: { task_list: changes } } })),
    updateBoard: (boardId: number, changes: BoardChanges) =>
      boardOf(send('PATCH', paths.board(boardId), { body: { json: { task_list: changes } } })),
    deleteBoard: (boardId: number) => send<unknown>('DELETE', paths.board(boardId), none),
    duplicateBoard: (boardId: number) => boardOf(send('POST', paths.duplicateBoard(boardId), none)),
    createTask: (boardId: number, changes: TaskChanges) =>
      taskOf(send('POST', paths.boardTasks(boardId), { body: { json: { task: changes } } })),
    updateTask: (taskId: number, changes: TaskChanges) =>
      taskOf(send('PATCH', paths.task(taskId), { body: { json: { task: changes } } })),
    reorderTasks: (boardId: number, taskIds: number[]) =>
      send<unknown>('PATCH', paths.reorderTasks(boardId), { body: { json: { task_ids: taskIds } } }),
    deleteTask: (taskId: number) => send<unknown>('DELETE', paths.task(taskId), none),
    toggleTaskCompletion: (taskId: number) => taskOf(send('PATCH', paths.toggleTaskCompletion(taskId), none)),
    addTaskChecklistItem: (taskId: number, content: string) =>
      send<unknown>('POST', paths.taskChecklistItems(taskId), { body: { json: { checklist_item: { content } } } }),
    toggleTaskChecklistItem: (taskId: number, itemId: number) =>
      send<unknown>('PATCH', paths.toggleTaskChecklistItem(taskId, itemId), none),
    deleteTaskChecklistItem: (taskId: number, itemId: number) =>
      send<unknown>('DELETE', paths.taskChecklistItem(taskId, itemId), none),
    addTaskComment: (taskId: number, content: string) =>
      send<unknown>('POST', paths.taskComments(taskId), { body: { json: { task_comment: { content } } } }),
    deleteTaskComment: (taskId: number, commentId: number) => send<unknown>('DELETE', paths.taskComment(taskId, commentId), none),
    addTaskAttachment: (taskId: number, file: UploadFile) =>
      send<unknown>('POST', paths.taskAttachments(taskId), { body: { multipart: { fields: {}, files: [{ name: 'file', file }] } } }),
    deleteTaskAttachment: (taskId: number, attachmentId: number) =>
      send<unknown>('DELETE', paths.taskAttachment(taskId, attachmentId), none),
    uploadSigningCertificate: async (file: UploadFile, password: string, userId: number | null) =>
      (
        await send<{ signing_certificate: RestSigningCertificate }>('POST', paths.signingCertificates, {
          body: { multipart: { fields: { password, ...(userId === null ? {} : { user_id: String(userId) }) }, files: [{ name: 'file', file }] } },
        })
      ).body.signing_certificate,
    deleteSigningCertificate: (certificateId: number) => send<unknown>('DELETE', paths.signingCertificate(certificateId), none),
  };
}

export type AnonymousCalls = ReturnType<typeof anonymousCalls>;
export type SessionCalls = ReturnType<typeof sessionCalls>;
