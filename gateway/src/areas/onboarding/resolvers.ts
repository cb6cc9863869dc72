import type { Resolvers } from '../../generated/graphql.ts';
import { payloadOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';

export const onboardingResolvers: Resolvers = {
  Mutation: {
    async saveOnboardingProfile(_, { input }, context) {
      const { loaders, calls } = context.session();
      const viewer = await loaders.viewer.load(ONLY);
      return payloadOf(
        async () => {
          const user = await calls.updateUser(viewer.company_id, viewer.id, { name: input.name, phone: input.phone });
          const company = await calls.updateCompany(viewer.company_id, {
            professional_role: input.professionalRole,
            professional_description: input.professionalDescription,
            company_treatment: input.companyTreatment,
            customer_treatment: input.customerTreatment,
            ...(input.companyName === undefined ? {} : { name: input.companyName ?? '' }),
          });
          const fresh = { ...user, company };
          loaders.rememberViewer(fresh);
          return { viewer: fresh };
        },
        { viewer: null },
      );
    },
  },
};
