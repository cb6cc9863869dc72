/**
 * The gateway's areas put together: each area (`areas/<area>/`) declares its REST calls, loaders and
 * resolvers, and a request's context and the schema take them all from here.
 */
import { accountAnonymousCalls, accountCalls, accountLoaders, accountResolvers } from './areas/accounts/index.ts';
import { activityLoaders, activityResolvers } from './areas/activity/index.ts';
import {
  appointmentCalls,
  appointmentLoaders,
  appointmentPublicCalls,
  appointmentPublicLoaders,
  appointmentResolvers,
} from './areas/appointments/index.ts';
import { billingCalls, billingLoaders, billingPublicLoaders, billingResolvers } from './areas/billing/index.ts';
import { companyCalls, companyLoaders, companyResolvers } from './areas/companies/index.ts';
import { customerFieldCalls, customerFieldLoaders, customerFieldResolvers } from './areas/customer-fields/index.ts';
import { accessResolvers, customerCalls, customerLoaders, customerResolvers } from './areas/customers/index.ts';
import { dashboardLoaders, dashboardResolvers } from './areas/dashboard/index.ts';
import { noteTemplateCalls, noteTemplateLoaders, noteTemplateResolvers } from './areas/note-templates/index.ts';
import { noteCalls, noteLoaders, noteResolvers } from './areas/notes/index.ts';
import { onboardingResolvers } from './areas/onboarding/index.ts';
import { planLoaders, planPublicLoaders, planResolvers } from './areas/plans/index.ts';
import { printResolvers } from './areas/print/index.ts';
import { recordCalls, recordLoaders, recordResolvers } from './areas/records/index.ts';
import { reportLoaders, reportResolvers } from './areas/reports/index.ts';
import { searchLoaders, searchResolvers } from './areas/search/index.ts';
import { signatureCalls, signatureLoaders, signatureResolvers } from './areas/signatures/index.ts';
import { boardResolvers, taskCalls, taskLoaders, taskPartResolvers, taskResolvers } from './areas/tasks/index.ts';
import { userCalls, userLoaders, userResolvers } from './areas/users/index.ts';
import type { Send } from './rest/client.ts';
import { SharedReads } from './rest/shared-reads.ts';

export const areaResolvers = [
  accountResolvers,
  userResolvers,
  companyResolvers,
  planResolvers,
  onboardingResolvers,
  customerFieldResolvers,
  customerResolvers,
  noteResolvers,
  noteTemplateResolvers,
  printResolvers,
  activityResolvers,
  accessResolvers,
  dashboardResolvers,
  searchResolvers,
  reportResolvers,
  billingResolvers,
  boardResolvers,
  taskResolvers,
  taskPartResolvers,
  appointmentResolvers,
  recordResolvers,
  signatureResolvers,
];

export function createPublicLoaders(send: Send, shared: SharedReads = new SharedReads()) {
  return {
    ...appointmentPublicLoaders(send),
    ...planPublicLoaders(send, shared),
    ...billingPublicLoaders(send),
  };
}

/** Loaders that forward the caller's session; they exist only when the request carries one. */
export function createSessionLoaders(send: Send) {
  const companies = companyLoaders(send);
  const customers = customerLoaders(send);
  return {
    ...companies,
    ...accountLoaders(send, companies),
    ...userLoaders(send, companies),
    ...planLoaders(send),
    ...customers,
    ...customerFieldLoaders(send),
    ...noteLoaders(send),
    ...noteTemplateLoaders(send),
    ...dashboardLoaders(send),
    ...activityLoaders(send),
    ...reportLoaders(send, customers),
    ...searchLoaders(send),
    ...billingLoaders(send),
    ...signatureLoaders(send),
    ...taskLoaders(send),
    ...appointmentLoaders(send),
    ...recordLoaders(send),
  };
}

/** Writes anyone may make: they carry no session. */
export function anonymousCalls(send: Send) {
  return {
    ...accountAnonymousCalls(send),
    ...appointmentPublicCalls(send),
  };
}

/** Writes made with the caller's session. */
export function sessionCalls(send: Send) {
  return {
    ...billingCalls(send),
    ...accountCalls(send),
    ...companyCalls(send),
    ...userCalls(send),
    ...customerFieldCalls(send),
    ...customerCalls(send),
    ...recordCalls(send),
    ...noteCalls(send),
    ...noteTemplateCalls(send),
    ...taskCalls(send),
    ...signatureCalls(send),
    ...appointmentCalls(send),
  };
}

export type PublicLoaders = ReturnType<typeof createPublicLoaders>;
export type SessionLoaders = ReturnType<typeof createSessionLoaders>;
export type AnonymousCalls = ReturnType<typeof anonymousCalls>;
export type SessionCalls = ReturnType<typeof sessionCalls>;
