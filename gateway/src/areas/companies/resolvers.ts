import type { Resolvers } from '../../generated/graphql.ts';
import type { GatewayContext } from '../../context.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { toGlobalId } from '../../relay.ts';
import type { CompanyChanges, RestCompany, RestSubscriptionStatus } from './types.ts';

/** The api's timestamp format for onboarding_completed_at (spec section 7), in UTC. */
function apiTimestamp(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/** Writes the signed-in user's company; a 422 comes back as the payload's field errors. */
export async function changeCompany(context: GatewayContext, changes: CompanyChanges) {
  const { loaders, calls } = context.session();
  const viewer = await loaders.viewer.load(ONLY);
  return companyPayload(context, () => calls.updateCompany(viewer.company_id, changes));
}

/** The payload of a company write, whose answer the rest of the operation reads without asking again. */
async function companyPayload(context: GatewayContext, write: () => Promise<RestCompany>) {
  const { loaders } = context.session();
  return payloadOf(
    async () => {
      const company = await write();
      loaders.rememberCompany(company);
      return { company };
    },
    { company: null },
  );
}

export const companyResolvers: Resolvers = {
  Company: {
    id: (company: RestCompany) => toGlobalId('Company', company.id),
    databaseId: (company: RestCompany) => company.id,
    hashid: (company: RestCompany) => company.hashid,
    name: (company: RestCompany) => company.name,
    onlineBookingEnabled: (company: RestCompany) => company.online_booking_enabled,
    requireTwoFactor: (company: RestCompany) => company.require_two_factor === true,
    bookingSlotMinutes: (company: RestCompany) => company.booking_slot_minutes,
    reminderHoursBefore: (company: RestCompany) => company.reminder_hours_before,
    companyTreatment: (company: RestCompany) => company.company_treatment,
    companyTreatmentPlural: (company: RestCompany) => company.company_treatment_plural,
    customerTreatment: (company: RestCompany) => company.customer_treatment,
    customerTreatmentPlural: (company: RestCompany) => company.customer_treatment_plural,
    companyTreatmentGender: (company: RestCompany) => company.company_treatment_gender,
    customerTreatmentGender: (company: RestCompany) => company.customer_treatment_gender,
    imageUrl: (company: RestCompany) => company.image_url,
    professionalRole: (company: RestCompany) => company.professional_role,
    professionalDescription: (company: RestCompany) => company.professional_description,
    onboardingCompletedAt: (company: RestCompany) => company.onboarding_completed_at,
    printHeader: (company: RestCompany) => company.print_header,
    printFooter: (company: RestCompany) => company.print_footer,
    plan: async (company: RestCompany, _, context) => {
      const plans = await context.loaders.plans.load(ONLY);
      const plan = plans.find((candidate) => candidate.id === company.plan_id);
      if (!plan) throw new Error(`Company ${company.id} has plan ${company.plan_id}, which the api does not list`);
      return plan;
    },
    subscriptionStatus: (company: RestCompany, _, context) => context.session().loaders.subscriptionStatus.load(company.id),
  },
  // The api's lowercase words are the enum's internal values.
  TermGender: { MASCULINE: 'masculine', FEMININE: 'feminine' },
  SubscriptionStatus: {
    suspended: (status: RestSubscriptionStatus) => status.suspended,
    active: (status: RestSubscriptionStatus) => status.active,
    status: (status: RestSubscriptionStatus) => status.status,
    trialEndsAt: (status: RestSubscriptionStatus) => status.trial_ends_at,
  },
  Mutation: {
    updateCompany: (_, { input }, context) =>
      changeCompany(context, {
        // null, like blank, forgets the name; left out, it stays.
        name: input.name === undefined ? undefined : (input.name ?? ''),
        online_booking_enabled: typeof input.onlineBookingEnabled === 'boolean' ? (String(input.onlineBookingEnabled) as 'true' | 'false') : undefined,
        require_two_factor: typeof input.requireTwoFactor === 'boolean' ? (String(input.requireTwoFactor) as 'true' | 'false') : undefined,
        booking_slot_minutes: input.bookingSlotMinutes ?? undefined,
        reminder_hours_before: input.reminderHoursBefore ?? undefined,
        company_treatment: input.companyTreatment ?? undefined,
        company_treatment_plural: input.companyTreatmentPlural ?? undefined,
        customer_treatment: input.customerTreatment ?? undefined,
        customer_treatment_plural: input.customerTreatmentPlural ?? undefined,
        company_treatment_gender: input.companyTreatmentGender ?? undefined,
        customer_treatment_gender: input.customerTreatmentGender ?? undefined,
      }),
    completeOnboarding: (_, __, context) => changeCompany(context, { onboarding_completed_at: apiTimestamp(new Date()) }),
    async updateCompanyImage(_, { input }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return companyPayload(context, () => calls.updateCompanyImage(viewer.company_id, input.image));
    },
    async removeCompanyImage(_, __, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      const company = await loaders.company.load(viewer.company_id);
      if (!company.image_id) return { company, errors: [], fullMessages: [] };
      const imageId = company.image_id;
      return companyPayload(context, () => calls.removeCompanyImage(viewer.company_id, imageId));
    },
  },
};
